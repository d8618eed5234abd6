/**
 * The front door of api/charity-area/ (docs/architecture.md, "Areas and their front doors"): what the other
 * areas use of it. They import these names from here, never from one of its files.
 */
export { inviteRepresentative, listInvitations } from './invitations.service';
export { currentPayoutAccountRow, presentPayoutAccount } from './payout-account.presenter';
export { payableAccount } from './payout-readiness';
export {
  CHARITY_KYC_TYPES,
  KYC_UPLOAD_LIMIT,
  listCharityKycDocuments,
  refreshCharityKycDocuments,
  syncCharityKycDocument,
  uploadCharityKycDocument,
  type DocumentState,
} from './charity-kyc.service';
