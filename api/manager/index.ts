/**
 * The front door of api/manager/ (docs/architecture.md, "Areas and their front doors"): what the other
 * areas use of it. They import these names from here, never from one of its files.
 */
export { syncDispute } from './dispute-sync';
export { queueLateRefundIfDeactivated } from './late-refunds';
export { syncRefund } from './refund-sync';
