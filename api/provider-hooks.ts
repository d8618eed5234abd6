/**
 * The provider's events and the area that applies each (a composition root, as api/jobs/registry.ts is
 * for the jobs): payments settles pay-ins and mandates, the manager area refunds, KYC documents and
 * disputes, payouts its payouts. api/app.ts (the hooks route asks whether an event has a handler) and
 * api/jobs/registry.ts (the hook job runs it) register this table with payments' registry.
 */
import { queueLateRefundIfDeactivated, syncDispute, syncRefund } from './manager';
import { syncCharityKycDocument } from './charity-area';
import { type HookHandler, MANDATE_HOOK_HANDLERS, registerHookHandlers, settlePayin } from './payments';
import { syncPayout } from './payouts';

/** Settles the pay-in; a success on a pot a manager deactivated meanwhile queues its refund. */
const settle: HookHandler = async (deps, payinId) => {
  const result = await settlePayin(deps, payinId);
  if (result?.status === 'SUCCEEDED') await queueLateRefundIfDeactivated(deps, result.donationId);
};

const PROVIDER_HOOK_HANDLERS: Readonly<Record<string, HookHandler>> = {
  PAYIN_NORMAL_CREATED: settle,
  PAYIN_NORMAL_SUCCEEDED: settle,
  PAYIN_NORMAL_FAILED: settle,
  ...MANDATE_HOOK_HANDLERS,
  PAYIN_REFUND_CREATED: syncRefund,
  PAYIN_REFUND_SUCCEEDED: syncRefund,
  PAYIN_REFUND_FAILED: syncRefund,
  PAYOUT_NORMAL_CREATED: syncPayout,
  PAYOUT_NORMAL_SUCCEEDED: syncPayout,
  PAYOUT_NORMAL_FAILED: syncPayout,
  KYC_CREATED: syncCharityKycDocument,
  KYC_VALIDATION_ASKED: syncCharityKycDocument,
  KYC_SUCCEEDED: syncCharityKycDocument,
  KYC_FAILED: syncCharityKycDocument,
  DISPUTE_CREATED: syncDispute,
  DISPUTE_SUBMITTED: syncDispute,
  DISPUTE_ACTION_REQUIRED: syncDispute,
  DISPUTE_FURTHER_ACTION_REQUIRED: syncDispute,
  DISPUTE_CLOSED: syncDispute,
  DISPUTE_SENT_TO_BANK: syncDispute,
};

/** Registers every event's handler (safe to call more than once). */
export function registerProviderHooks(): void {
  registerHookHandlers(PROVIDER_HOOK_HANDLERS);
}
