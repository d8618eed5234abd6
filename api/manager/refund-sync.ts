/**
 * Applying the provider's refunds (re-read, never trusted from a hook): `applyProviderRefund` moves a
 * refund row from PENDING/CREATED to the provider's SUCCEEDED or FAILED once, under a row lock; on
 * SUCCEEDED, in the same transaction, the donation becomes REFUNDED through applyDonationStatus (the
 * pot's totals are recomputed) and its tax receipts are cancelled. Replaying it changes nothing.
 * `syncRefund` is the PAYIN_REFUND_* hook handler: it re-reads the refund, and a refund made outside
 * Entraide (the provider's dashboard) of one of our pay-ins is recorded too.
 */
import type { Knex } from 'knex';
import type { AppDeps } from '../app-deps';
import type { Refund } from '../payments/gateway-payouts';
import { applyDonationStatus } from '../pots/donation-status.service';
import { recordAudit } from './audit-log';
import { cancelReceiptForDonation } from './receipt-cancellation';

export interface RefundRow {
  id: number;
  donation_id: number;
  amount: number;
  status: 'PENDING' | 'CREATED' | 'SUCCEEDED' | 'FAILED';
  mangopay_refund_id: string | null;
  reason: string | null;
  result_code: string | null;
  result_message: string | null;
  requested_by_id: number | null;
  executed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface RefundView {
  id: number;
  donation_id: number;
  amount: number;
  status: RefundRow['status'];
  mangopay_refund_id: string | null;
  reason: string | null;
  result_code: string | null;
  result_message: string | null;
  requested_by_id: number | null;
  executed_at: string | null;
  created_at: string;
}

export const presentRefund = (r: RefundRow): RefundView => ({
  id: Number(r.id),
  donation_id: Number(r.donation_id),
  amount: Number(r.amount),
  status: r.status,
  mangopay_refund_id: r.mangopay_refund_id,
  reason: r.reason,
  result_code: r.result_code,
  result_message: r.result_message,
  requested_by_id: r.requested_by_id === null ? null : Number(r.requested_by_id),
  executed_at: r.executed_at ? new Date(r.executed_at).toISOString() : null,
  created_at: new Date(r.created_at).toISOString(),
});

export function findRefund(db: Knex, id: number): Promise<RefundRow | undefined> {
  return db<RefundRow>('refunds').where({ id }).first();
}

const FINAL = new Set(['SUCCEEDED', 'FAILED']);

/** Applies a re-read provider refund to its row (see the module comment); true when something changed. */
export async function applyProviderRefund(deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>, refundId: number, refund: Refund): Promise<boolean> {
  const status = String(refund.Status);
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
    await trx('refunds').where({ id: refundId }).update({
      status: next,
      mangopay_refund_id: String(refund.Id),
      result_code: refund.ResultCode ? String(refund.ResultCode).slice(0, 16) : null,
      result_message: refund.ResultMessage ? String(refund.ResultMessage).slice(0, 255) : null,
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
      await recordAudit(trx, { actorId: null, action: `refund.${next.toLowerCase()}`, entityType: 'refund', entityId: refundId, details: { donation_id: Number(row.donation_id), mangopay_refund_id: String(refund.Id), result_code: refund.ResultCode ?? null } }, now);
    }
    return true;
  });
}

/** The PAYIN_REFUND_* hook: re-reads the refund and applies it (recording it first if made elsewhere). */
export async function syncRefund(deps: AppDeps, providerRefundId: string): Promise<void> {
  const knex = deps.db.knex;
  const refund = await deps.payments.getRefund(providerRefundId);
  let row = await knex<RefundRow>('refunds').where({ mangopay_refund_id: providerRefundId }).first();
  const tagged = /^refund:(\d+)$/.exec(String(refund.Tag ?? ''));
  // Ours, but the hook came before the provider's answer was stored: the Tag names the row.
  if (!row && tagged) row = await knex<RefundRow>('refunds').where({ id: Number(tagged[1]) }).whereNull('mangopay_refund_id').first();
  if (!row) {
    const donation = refund.InitialTransactionId
      ? await knex('donations').where({ mangopay_payin_id: String(refund.InitialTransactionId) }).first('id', 'amount')
      : undefined;
    if (!donation) return; // not one of ours
    const now = deps.clock.now();
    await knex('refunds')
      .insert({ donation_id: donation.id, amount: donation.amount, status: 'CREATED', mangopay_refund_id: providerRefundId, reason: 'Remboursement fait chez le prestataire de paiement', created_at: now, updated_at: now })
      .onConflict('mangopay_refund_id')
      .ignore()
      .catch((err: { code?: string }) => {
        if (err.code !== '23505') throw err; // a live refund of this donation already exists
      });
    row = await knex<RefundRow>('refunds').where({ mangopay_refund_id: providerRefundId }).first();
    if (!row) {
      deps.logger.error({ providerRefundId, donationId: donation.id }, 'provider refund of a donation that already has a refund under way');
      return;
    }
  }
  await applyProviderRefund(deps, Number(row.id), refund);
}
