/**
 * The front door of api/payments/ (docs/architecture.md, "Areas and their front doors"): what the other
 * areas use of it. They import these names from here, never from one of its files.
 */
export { cardTokenizationOrigins } from './card-tokenization';
export { ensureCharityWallets } from './charity-wallets';
export { PaymentProviderError } from './errors';
export { payoutFailureReason, refundFailureReason } from './failure-reasons';
export type { Dispute } from './gateway-disputes';
export type { KycDocument } from './gateway-kyc';
export type { Payout, Refund } from './gateway-payouts';
export { scaRedirectUrl, suggestedPayeeName, type Recipient } from './gateway-recipients';
export type { LegalUserScaInput } from './gateway-users-sca';
export { getGateway } from './gateway';
export type { PaymentGateway } from './gateway.types';
export { maskIban } from './iban-accounts';
export { deriveIdempotencyKey } from './idempotency-keys';
export { cancelRequestedMandates, requestMandateCancellations } from './mandates/mandate-cancellation';
export { DEAD_MANDATE_STATUSES, type BankAccountRow, type MandateRow, type MandateStatus } from './mandates/mandates.queries';
export { providerResult } from './provider-result';
export { LOCAL_SANDBOX_CLIENT_ID, LOCAL_SANDBOX_HOST, startPayments } from './provider';
export { settlePayin } from './donations/donation-ledger';
export { registerHookHandlers, type HookHandler } from './hooks/hook-handlers';
export { MANDATE_HOOK_HANDLERS } from './mandates/mandate-sync';
export { presentSubscription, subscriptionPotEnded } from './subscriptions/subscriptions.presenter';
export {
  findLastDebit,
  findUserSubscription,
  findUserSubscriptions,
  lastDebitMandateId,
  type SubscriptionRow,
} from './subscriptions/subscriptions.queries';
