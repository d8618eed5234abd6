/**
 * The front door of api/manager/ (docs/architecture.md, "Areas and their front doors"): what the other
 * areas use of it. They import these names from here, never from one of its files.
 */
export { recordAudit } from './audit-log';
export {
  CHARITY_KYC_TYPES,
  KYC_UPLOAD_LIMIT,
  listCharityKycDocuments,
  refreshCharityKycDocuments,
  syncCharityKycDocument,
  uploadCharityKycDocument,
} from './charity-kyc.service';
export { syncDispute } from './dispute-sync';
export { queueLateRefundIfDeactivated } from './late-refunds';
export { charityNotFound, fieldInvalid, MANAGER_MESSAGES, providerDown } from './manager-errors';
export { handlePotClosing, POT_CLOSED_MAIL_JOB } from './pot-closing';
export { syncRefund } from './refund-sync';
