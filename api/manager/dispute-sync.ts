/**
 * Disputes (chargebacks) of our pay-ins, applied like the pay-in hooks: a DISPUTE_* hook only names the
 * dispute; `syncDispute` re-reads it from the provider and `applyProviderDispute` records it, one row per
 * provider dispute id (insert-or-ignore, then the row locked), so replayed or out-of-order hooks change
 * nothing more: whatever the order, the row ends with the provider's current state.
 * A lost dispute (CLOSED, ResultCode LOST, money taken: not a RETRIEVAL) takes the donation out of its
 * pot, once (`lost_applied_at`): in the same transaction the donation becomes REFUNDED through
 * applyDonationStatus (the pot's totals follow, as for a refund) and its tax receipts are cancelled.
 * A won dispute leaves the donation as it was.
 */
import type { Knex } from 'knex';
import type { DonationDispute } from '../../domain/manager-types';
import type { AppDeps } from '../app-deps';
import type { DisputesRow, DonationsRow } from '../db/tables.generated';
import { type Dispute, providerResult } from '../payments';
import { countAttempt, type ThrottleRule } from '../http/throttle';
import { applyDonationStatus } from '../ledger';
import { recordAudit } from '../audit';
import { cancelReceiptForDonation } from './receipt-cancellation';

export const DISPUTE_CANCEL_REASON = 'Don contesté auprès de la banque du donateur'; // invented

/** The disputes table's `result_code` column is 32 characters wide. */
const DISPUTE_RESULT_CODE_LENGTH = 32;
const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
const fromUnix = (seconds: unknown) => (typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000) : null);

export const presentDispute = (r: DisputesRow): DonationDispute => ({
  id: Number(r.id),
  donation_id: Number(r.donation_id),
  mangopay_dispute_id: r.mangopay_dispute_id,
  status: r.status,
  dispute_type: r.dispute_type,
  reason_type: r.reason_type,
  result_code: r.result_code,
  disputed_amount: Number(r.disputed_amount),
  contest_deadline_at: iso(r.contest_deadline_at),
  closed_at: iso(r.closed_at),
  lost: r.lost_applied_at !== null,
  created_at: new Date(r.created_at).toISOString(),
});

/** Closed with the money kept by the payer's bank. */
export const isLost = (d: Pick<Dispute, 'Status' | 'ResultCode' | 'DisputeType'>) =>
  String(d.Status) === 'CLOSED' && String(d.ResultCode) === 'LOST' && String(d.DisputeType) !== 'RETRIEVAL';

function providerFields(dispute: Dispute) {
  return {
    status: String(dispute.Status).slice(0, 40),
    dispute_type: String(dispute.DisputeType).slice(0, 32),
    reason_type: dispute.DisputeReason?.DisputeReasonType ? String(dispute.DisputeReason.DisputeReasonType).slice(0, 64) : null,
    ...providerResult(dispute, DISPUTE_RESULT_CODE_LENGTH),
    disputed_amount: Number(dispute.DisputedFunds?.Amount ?? 0),
    contest_deadline_at: fromUnix(dispute.ContestDeadlineDate),
    closed_at: fromUnix(dispute.ClosedDate),
  };
}

/** Records a re-read dispute of a donation (see the module comment); true when something changed. */
export async function applyProviderDispute(deps: Pick<AppDeps, 'db' | 'clock'>, donationId: number, dispute: Dispute): Promise<boolean> {
  const now = deps.clock.now();
  const fields = providerFields(dispute);
  return deps.db.knex.transaction(async (trx: Knex.Transaction) => {
    const inserted = await trx<DisputesRow>('disputes')
      .insert({
        mangopay_dispute_id: String(dispute.Id),
        donation_id: donationId,
        mangopay_payin_id: String(dispute.InitialTransactionId),
        ...fields,
        created_at: now,
        updated_at: now,
      })
      .onConflict('mangopay_dispute_id')
      .ignore()
      .returning('id');
    const row = await trx<DisputesRow>('disputes')
      .where({ mangopay_dispute_id: String(dispute.Id) })
      .forUpdate()
      .first();
    if (!row) throw new Error(`dispute ${dispute.Id} not recorded`);
    let changed = inserted.length > 0;
    if (changed) {
      await recordAudit(
        trx,
        {
          actorId: null,
          action: 'dispute.opened',
          entityType: 'donation',
          entityId: donationId,
          details: { mangopay_dispute_id: String(dispute.Id), dispute_type: fields.dispute_type, amount: fields.disputed_amount },
        },
        now,
      );
    } else if (row.status !== fields.status || row.result_code !== fields.result_code) {
      await trx<DisputesRow>('disputes')
        .where({ id: row.id })
        .update({ ...fields, updated_at: now });
      changed = true;
    }
    if (isLost(dispute) && row.lost_applied_at === null) {
      await applyDonationStatus(trx, donationId, 'REFUNDED', now);
      await cancelReceiptForDonation(trx, donationId, now, DISPUTE_CANCEL_REASON);
      await trx<DisputesRow>('disputes').where({ id: row.id }).update({ lost_applied_at: now });
      await recordAudit(
        trx,
        {
          actorId: null,
          action: 'dispute.lost',
          entityType: 'donation',
          entityId: donationId,
          details: { mangopay_dispute_id: String(dispute.Id), amount: fields.disputed_amount },
        },
        now,
      );
      changed = true;
    } else if (changed && fields.status === 'CLOSED' && !isLost(dispute)) {
      await recordAudit(
        trx,
        {
          actorId: null,
          action: 'dispute.closed',
          entityType: 'donation',
          entityId: donationId,
          details: { mangopay_dispute_id: String(dispute.Id), result_code: fields.result_code },
        },
        now,
      );
    }
    return changed;
  });
}

/**
 * Disputes the payer's bank opened that we have not recorded yet can only be told ours by reading them
 * (their pay-in is in the dispute), so reading unknown ones has a budget for all hooks together: far
 * above the few disputes a month of a fundraising site, far below the provider's rate limit. Past it the
 * hook is dropped with an error logged; the dispute's later events (ACTION_REQUIRED, CLOSED) get their
 * own chance, and the money it took shows in the daily reconciliation of the charity's wallet.
 */
export const UNKNOWN_DISPUTE_READS: ThrottleRule = { scope: 'hooks:unknown-dispute-read', limit: 30, windowMs: 60 * 60_000 };

/** The DISPUTE_* hook handler: re-reads the dispute and records it when its pay-in is one of ours. */
export async function syncDispute(deps: AppDeps, providerDisputeId: string): Promise<void> {
  const knex = deps.db.knex;
  const known = await knex<DisputesRow>('disputes').where({ mangopay_dispute_id: providerDisputeId }).first('donation_id');
  if (!known && (await countAttempt(knex, deps.clock, UNKNOWN_DISPUTE_READS, 'all')) !== null) {
    deps.logger.error({ providerDisputeId }, 'dispute hook dropped: the hourly budget for reading unknown disputes is spent');
    return;
  }
  const dispute = await deps.payments.getDispute(providerDisputeId);
  if (String(dispute.InitialTransactionType) !== 'PAYIN' || !dispute.InitialTransactionId) return;
  const donation = await knex<DonationsRow>('donations')
    .where({ mangopay_payin_id: String(dispute.InitialTransactionId) })
    .first('id');
  if (!donation) return; // not one of ours
  await applyProviderDispute(deps, Number(donation.id), dispute);
}
