/**
 * The money owner (docs/architecture.md, "Money owner"): the only code that writes donations,
 * subscriptions, refunds, payouts and a pot's totals (`donations_total_amount`, `donations_count`,
 * `donators_count`, `live_seq`). The other areas call these functions, inside their own transaction
 * where they have one; they keep their reads. `npm run lint` (entraide/money-owner) refuses a write
 * elsewhere.
 */
export { applyDonationStatus, computePotTotals, type DonationStatus } from './donation-status';
export {
  attachDonationWallet,
  attachPayinId,
  eraseDonationEvidence,
  insertDonation,
  insertSubscriptionDebit,
  noteCreatedDonation,
  noteDonation,
} from './donations';
export {
  activateReactivated,
  endLiveSubscriptions,
  endSubscription,
  insertSubscription,
  setNextDebit,
  skipHeldDebit,
  updateSubscription,
} from './subscriptions';
export { attachProviderRefund, failPendingRefund, insertRefund, recordRefundOutcome } from './refunds';
export { attachProviderPayout, failPendingPayout, insertPayout, recordPayoutOutcome, setPayoutWireRef } from './payouts';
// The signal that a pot changed, sent in the transaction that writes its totals or live_seq (api/pots/live/ listens).
export { announcePotChange, localPotChanges, POT_LIVE_CHANNEL, potIdOfPayload } from './live-signal';
