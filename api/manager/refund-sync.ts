/**
 * Applying the provider's refunds (re-read, never trusted from a hook): `applyProviderRefund` moves a
 * refund row from PENDING/CREATED to the provider's SUCCEEDED or FAILED once, under a row lock; on
 * SUCCEEDED, in the same transaction, the donation becomes REFUNDED through applyDonationStatus (the
 * pot's totals are recomputed) and its tax receipts are cancelled. Replaying it changes nothing.
 * `syncRefund` is the PAYIN_REFUND_* hook handler: it re-reads the refunds we recorded, and only those.
 */
import type { Knex } from 'knex';
import type { Refund } from '../../domain/manager-types';
import type { AppDeps } from '../app-deps';
import type { RefundsRow } from '../db/tables.generated';
import { providerResult, type Refund as ProviderRefund, refundFailureReason } from '../payments';
import { applyDonationStatus, recordRefundOutcome } from '../ledger';
import { recordAudit } from '../audit';
import { cancelReceiptForDonation } from './receipt-cancellation';

/** A refund row, its status narrowed to the provider's (the refunds' check constraint). */
export type RefundRow = Omit<RefundsRow, 'status'> & { status: 'PENDING' | 'CREATED' | 'SUCCEEDED' | 'FAILED' };

export const presentRefund = (r: RefundRow): Refund => ({
  id: Number(r.id),
  donation_id: Number(r.donation_id),
  amount: Number(r.amount),
  status: r.status,
  mangopay_refund_id: r.mangopay_refund_id,
  reason: r.reason,
  result_code: r.result_code,
  result_message: r.result_message,
  failure_reason: refundFailureReason(r.status, r.result_code),
  requested_by_id: r.requested_by_id === null ? null : Number(r.requested_by_id),
  executed_at: r.executed_at ? new Date(r.executed_at).toISOString() : null,
  created_at: new Date(r.created_at).toISOString(),
});

export function findRefund(db: Knex, id: number): Promise<RefundRow | undefined> {
  return db<RefundRow>('refunds').where({ id }).first();
}

const FINAL = new Set(['SUCCEEDED', 'FAILED']);

/** Applies a re-read provider refund to its row (see the module comment); true when something changed. */
export async function applyProviderRefund(
  deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>,
  refundId: number,
  refund: ProviderRefund,
): Promise<boolean> {
  const status = String(refund.Status);
  const result = providerResult(refund);
  return deps.db.knex.transaction(async (trx) => {
    const row = await trx<RefundRow>('refunds').where({ id: refundId }).forUpdate().first();
    if (!row || FINAL.has(row.status)) return false;
    if (row.mangopay_refund_id && row.mangopay_refund_id !== String(refund.Id)) {
      deps.logger.error({ refundId, providerRefundId: refund.Id }, 'provider refund does not belong to this refund');
      return false;
    }
    const now = deps.clock.now();
    const next = status === 'SUCCEEDED' || status === 'FAILED' ? status : 'CREATED';
    if (next === row.status && row.mangopay_refund_id) return false;
    await recordRefundOutcome(trx, refundId, {
      status: next,
      mangopay_refund_id: String(refund.Id),
      ...result,
      executed_at: next === 'SUCCEEDED' ? now : null,
      updated_at: now,
    });
    if (next === 'SUCCEEDED') {
      const fullyRefunded = Number(refund.DebitedFunds?.Amount ?? 0) >= Number(row.amount);
      if (fullyRefunded) {
        await applyDonationStatus(trx, Number(row.donation_id), 'REFUNDED', now);
        await cancelReceiptForDonation(trx, Number(row.donation_id), now);
      } else deps.logger.error({ refundId, providerRefundId: refund.Id }, 'partial refund: donation left as it is');
    }
    if (FINAL.has(next)) {
      await recordAudit(
        trx,
        {
          actorId: null,
          action: `refund.${next.toLowerCase()}`,
          entityType: 'refund',
          entityId: refundId,
          details: { donation_id: Number(row.donation_id), mangopay_refund_id: String(refund.Id), result_code: result.result_code },
        },
        now,
      );
    }
    return true;
  });
}

/**
 * The PAYIN_REFUND_* hook: applies the re-read refund to its row. Only refunds we recorded are read: a
 * refund row exists (PENDING) before the provider is called, and the caller stores the provider's id
 * before re-reading it, so a hook for an id we do not hold is forged or made outside Entraide (refunds
 * are made through Entraide only; one made on the provider's dashboard shows in the daily money
 * reconciliation) and costs no provider call.
 */
export async function syncRefund(deps: AppDeps, providerRefundId: string): Promise<void> {
  const row = await deps.db.knex<RefundRow>('refunds').where({ mangopay_refund_id: providerRefundId }).first('id');
  if (!row) return;
  await applyProviderRefund(deps, Number(row.id), await deps.payments.getRefund(providerRefundId));
}
