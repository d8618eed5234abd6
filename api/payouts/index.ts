/**
 * The front door of api/payouts/ (docs/architecture.md, "Areas and their front doors"): what the other
 * areas use of it. They import these names from here, never from one of its files.
 */
export { syncPayout } from './payout-sync';
export { runScheduledPayouts, SCHEDULED_PAYOUTS_CRON, SCHEDULED_PAYOUTS_JOB } from './payouts-schedule';
export { presentPayout } from './payouts.presenter';
export { payoutCharityBalance } from './payouts.service';
