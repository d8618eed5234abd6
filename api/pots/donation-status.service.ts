/**
 * The one way a donation's status changes, keeping its pot's totals equal to the sum of the pot's
 * succeeded donations (ARCHITECTURE.md, money flow). Call it inside the transaction that records the
 * provider's answer: it locks the pot, then the donation (always in that order, so two changes on one
 * pot queue up instead of deadlocking), writes the status, and recomputes the three totals from the
 * donations themselves:
 * - donations_total_amount: the sum of the gifts (`amount`, the tip excluded), in cents;
 * - donations_count: the number of succeeded donations;
 * - donators_count: distinct donors among them (accounts by id, quick donors by e-mail, case ignored).
 */
import type { Knex } from 'knex';

export const DONATION_STATUSES = ['CREATED', 'SUCCEEDED', 'FAILED', 'REFUNDED'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

export interface PotTotals {
  donations_total_amount: number;
  donations_count: number;
  donators_count: number;
}

export interface DonationStatusChange {
  potId: number;
  previous: DonationStatus;
  status: DonationStatus;
  changed: boolean;
  totals: PotTotals;
}

/** The totals of a pot computed from its succeeded donations. */
export async function computePotTotals(trx: Knex, potId: number): Promise<PotTotals> {
  const row = await trx('donations')
    .where({ pot_id: potId, status: 'SUCCEEDED' })
    .first(
      trx.raw('COALESCE(SUM(amount), 0) AS donations_total_amount'),
      trx.raw('COUNT(*) AS donations_count'),
      trx.raw("COUNT(DISTINCT COALESCE('u' || user_id::text, 'q' || lower(quick_email))) AS donators_count"),
    );
  return {
    donations_total_amount: Number(row?.donations_total_amount ?? 0),
    donations_count: Number(row?.donations_count ?? 0),
    donators_count: Number(row?.donators_count ?? 0),
  };
}

/**
 * Sets a donation's status and its pot's totals, in `trx`. Entering SUCCEEDED stamps `succeeded_at`
 * (the clock's `now`). Setting the status it already has changes nothing.
 */
export async function applyDonationStatus(
  trx: Knex.Transaction,
  donationId: number,
  status: DonationStatus,
  now: Date,
): Promise<DonationStatusChange> {
  if (!DONATION_STATUSES.includes(status)) throw new RangeError(`unknown donation status ${status}`);
  const ref = await trx('donations').where({ id: donationId }).first('pot_id');
  if (!ref) throw new RangeError(`unknown donation ${donationId}`);
  const potId = Number(ref.pot_id);
  await trx('pots').where({ id: potId }).forUpdate().first('id');
  const donation = await trx('donations').where({ id: donationId }).forUpdate().first('status', 'succeeded_at');
  const previous = donation.status as DonationStatus;
  if (previous === status) {
    return { potId, previous, status, changed: false, totals: await computePotTotals(trx, potId) };
  }
  await trx('donations')
    .where({ id: donationId })
    .update({
      status,
      updated_at: now,
      ...(status === 'SUCCEEDED' && donation.succeeded_at === null ? { succeeded_at: now } : {}),
    });
  const totals = await computePotTotals(trx, potId);
  await trx('pots').where({ id: potId }).update(totals);
  return { potId, previous, status, changed: true, totals };
}
