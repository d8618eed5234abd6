/**
 * Refunds of donations. A manager refunds a donation (a donor's mistake), or every donation
 * of a pot he deactivates; the money goes back through the provider's pay-in refund
 * (gateway.refundPayIn, full: the gift from the charity's wallet and the tip from the platform).
 * Order, as for pay-ins: the refund row is recorded (PENDING) before the provider is called, the
 * provider's idempotency key is derived from that row, and no transaction is open during the call. A
 * request repeated while a refund is under way or done answers that refund; one left PENDING by a crash
 * or a provider outage is sent again with the same key, so the provider never refunds twice.
 * The donation becomes REFUNDED (applyDonationStatus: the pot totals follow) and its receipts are
 * cancelled only once the provider's refund, re-read, is SUCCEEDED (refund-sync.ts); a refund the
 * provider answers FAILED is recorded with its result code and a French `failure_reason`, the donation
 * left paid.
 */
import type { Refund } from '../../domain/manager-types';
import type { AppDeps } from '../app-deps';
import type { DonationsRow } from '../db/tables.generated';
import { attachProviderRefund, failPendingRefund, insertRefund } from '../ledger';
import { deriveIdempotencyKey, PaymentProviderError } from '../payments';
import { recordAudit } from '../audit';
import { donationNotFound, notRefundable, providerDown } from '../http/back-office-errors';
import { applyProviderRefund, findRefund, presentRefund, type RefundRow } from './refund-sync';

export interface RefundRequest {
  actorId: number | null;
  reason: string | null;
}

const LIVE = ['PENDING', 'CREATED', 'SUCCEEDED'];

async function liveRefundOf(deps: AppDeps, donationId: number): Promise<RefundRow | undefined> {
  return deps.db.knex<RefundRow>('refunds').where({ donation_id: donationId }).whereIn('status', LIVE).first();
}

/** Records the PENDING refund, or answers the live one of this donation. */
async function claimRefund(deps: AppDeps, donation: { id: number; amount: number }, request: RefundRequest): Promise<RefundRow> {
  const now = deps.clock.now();
  try {
    return await deps.db.knex.transaction(async (trx) => {
      const row = await insertRefund(trx, {
        donation_id: donation.id,
        amount: donation.amount,
        status: 'PENDING',
        reason: request.reason,
        requested_by_id: request.actorId,
        created_at: now,
        updated_at: now,
      });
      await recordAudit(
        trx,
        {
          actorId: request.actorId,
          action: 'donation.refund_requested',
          entityType: 'donation',
          entityId: donation.id,
          details: { refund_id: Number(row.id), amount: donation.amount, reason: request.reason },
        },
        now,
      );
      return row as RefundRow;
    });
  } catch (err) {
    if ((err as { code?: string }).code !== '23505') throw err;
    const live = await liveRefundOf(deps, donation.id);
    if (!live) throw err;
    return live;
  }
}

/** Sends a PENDING refund to the provider (same key on every attempt) and applies the re-read answer. */
async function sendRefund(deps: AppDeps, refund: RefundRow, payinId: string): Promise<RefundRow> {
  let providerRefundId: string;
  try {
    const payin = await deps.payments.getPayIn(payinId);
    const answer = await deps.payments.refundPayIn(
      payinId,
      { AuthorId: String(payin.AuthorId), Tag: `refund:${refund.id}` },
      deriveIdempotencyKey('refund', refund.id, `${refund.donation_id}|${payinId}`),
    );
    providerRefundId = String(answer.Id);
  } catch (err) {
    if (err instanceof PaymentProviderError && !err.retryable) {
      // The provider refused the request itself for good (HTTP 4xx, e.g. a disputed pay-in): nothing was
      // refunded, the manager may ask again. A refund it refuses (already refunded, too old, wallet too
      // low) is an answer instead: HTTP 200, Status FAILED with its ResultCode, applied below.
      await failPendingRefund(deps.db.knex, refund.id, err.message.slice(0, 255), deps.clock.now());
      return (await findRefund(deps.db.knex, refund.id)) as RefundRow;
    }
    deps.logger.warn({ err, refundId: refund.id }, 'refund not sent; a retry sends it with the same key');
    throw providerDown();
  }
  await attachProviderRefund(deps.db.knex, refund.id, providerRefundId);
  const reread = await deps.payments.getRefund(providerRefundId);
  await applyProviderRefund(deps, refund.id, reread);
  return (await findRefund(deps.db.knex, refund.id)) as RefundRow;
}

/** Refunds one donation (see the module comment); answers the refund as it stands. */
export async function refundDonation(deps: AppDeps, donationId: number, request: RefundRequest): Promise<Refund> {
  const donation = await deps.db
    .knex<DonationsRow>('donations')
    .where({ id: donationId })
    .first('id', 'amount', 'status', 'mangopay_payin_id');
  if (!donation) throw donationNotFound();
  const live = await liveRefundOf(deps, donationId);
  if (!live && (donation.status !== 'SUCCEEDED' || !donation.mangopay_payin_id)) throw notRefundable();
  const refund = live ?? (await claimRefund(deps, { id: Number(donation.id), amount: Number(donation.amount) }, request));
  if (refund.status === 'PENDING' && donation.mangopay_payin_id) {
    return presentRefund(await sendRefund(deps, refund, String(donation.mangopay_payin_id)));
  }
  return presentRefund(refund);
}
