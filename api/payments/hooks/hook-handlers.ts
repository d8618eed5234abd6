/**
 * What each provider event does (https://docs.mangopay.com/webhooks): a handler re-reads the resource
 * named by the event and applies it; the event itself is only a hint. Event types without a handler are
 * ignored. The bank side adds its MANDATE_* handlers here.
 */
import type { AppDeps } from '../../app-deps';
import { settlePayin } from '../donations/donation-ledger';
import { MANDATE_HOOK_HANDLERS } from '../mandates/mandate-sync';
import { queueLateRefundIfDeactivated, syncCharityKycDocument, syncDispute, syncRefund } from '../../manager';
import { syncPayout } from '../../payouts';

export type HookHandler = (deps: AppDeps, resourceId: string) => Promise<void>;

/** Settles the pay-in; a success on a pot a manager deactivated meanwhile queues its refund. */
const settle: HookHandler = async (deps, payinId) => {
  const result = await settlePayin(deps, payinId);
  if (result?.status === 'SUCCEEDED') await queueLateRefundIfDeactivated(deps, result.donationId);
};

export const HOOK_HANDLERS: Readonly<Record<string, HookHandler>> = {
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

export function hookHandlerFor(eventType: string): HookHandler | undefined {
  return Object.hasOwn(HOOK_HANDLERS, eventType) ? HOOK_HANDLERS[eventType] : undefined;
}
