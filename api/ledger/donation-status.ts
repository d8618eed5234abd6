/**
 * The one way a donation's status changes, keeping its pot's totals equal to the sum of the pot's
 * succeeded donations (docs/architecture.md, money invariants). Call it inside the transaction that records the
 * provider's answer: it locks the pot (FOR NO KEY UPDATE), then the donation (always in that order, so two changes on one
 * pot queue up instead of deadlocking), writes the status, and moves the three stored totals by this
 * donation alone (the cost of a change does not grow with the pot's donations):
 * - donations_total_amount: the sum of the gifts (`amount`, the tip excluded), in cents: + amount on
 *   entering SUCCEEDED, - amount on leaving it (a refund, a dispute lost);
 * - donations_count: the number of succeeded donations: + 1 / - 1 likewise;
 * - donators_count: distinct donors among them (accounts by id, quick donors by e-mail, case ignored):
 *   + 1 / - 1 only when the donor has no other succeeded donation in the pot (an indexed look-up).
 * A donation's amount and donor never change once created, so the stored totals stay equal to
 * computePotTotals (the reference, which the money tests compare them with). A change of the totals
 * is announced to the live streams at commit (api/ledger/live-signal.ts).
 */
import type { Knex } from 'knex';
import type { DonationsRow, PotsRow } from '../db/tables.generated';
import { countDonationOnCommit } from '../observability/metrics';
import { announceOnLocalBus, potChangeNotice } from './live-signal';

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
  const row = await trx<DonationsRow>('donations')
    .where({ pot_id: potId, status: 'SUCCEEDED' })
    .first<Partial<Record<keyof PotTotals, number>> | undefined>(
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

const TOTALS = ['donations_total_amount', 'donations_count', 'donators_count'] as const;

function toTotals(row: Record<string, unknown> | undefined): PotTotals {
  return {
    donations_total_amount: Number(row?.donations_total_amount ?? 0),
    donations_count: Number(row?.donations_count ?? 0),
    donators_count: Number(row?.donators_count ?? 0),
  };
}

type Donor = Pick<DonationsRow, 'id' | 'pot_id' | 'user_id' | 'quick_email'>;

/**
 * The donor's other succeeded donations in the pot, as a sub-query (accounts by id, the user_id index;
 * quick donors by e-mail, case ignored, donations_pot_quick_donor_index).
 */
function donorsOtherSuccesses(trx: Knex, donation: Donor): Knex.QueryBuilder {
  const others = trx<DonationsRow>('donations')
    .where({ pot_id: donation.pot_id, status: 'SUCCEEDED' })
    .whereNot({ id: donation.id })
    .select(trx.raw('1'));
  if (donation.user_id !== null) others.where({ user_id: donation.user_id });
  else others.whereNull('user_id').whereRaw('lower(quick_email) = lower(?)', [donation.quick_email]);
  return others;
}

/**
 * Moves the pot's totals by the donation (`sign` 1 entering SUCCEEDED, -1 leaving it), writes its status
 * and tells the live streams, in one statement: the pot's row is locked by the caller, and every round
 * trip to the database while it is held makes the next gift to the pot wait (at an event, all the
 * guests give to one pot at once). The donor look-up runs after the lock, so it sees the donor's gifts
 * committed before it: two gifts of one donor are not both counted as a new donor.
 */
async function moveTotals(
  trx: Knex.Transaction,
  donation: Donor & Pick<DonationsRow, 'amount' | 'succeeded_at'>,
  sign: 1 | -1,
  status: DonationStatus,
  now: Date,
): Promise<PotTotals> {
  const potId = Number(donation.pot_id);
  const stampSucceeded = status === 'SUCCEEDED' && donation.succeeded_at === null;
  const { rows } = await trx.raw<{ rows: Array<Record<string, unknown>> }>(
    `WITH pot AS (
       UPDATE pots SET
         donations_total_amount = donations_total_amount + ?,
         donations_count = donations_count + ?,
         donators_count = donators_count + (CASE WHEN EXISTS ? THEN 0 ELSE ? END),
         live_seq = live_seq + ?
       WHERE id = ?
       RETURNING donations_total_amount, donations_count, donators_count, live_seq
     ), donation AS (
       UPDATE donations SET
         status = ?,
         updated_at = ?,
         succeeded_at = CASE WHEN ? THEN ?::timestamptz ELSE succeeded_at END,
         live_seq = CASE WHEN ? THEN (SELECT live_seq FROM pot) - 1 ELSE live_seq END
       WHERE id = ?
     )
     SELECT pot.*, ? FROM pot`,
    [
      sign * Number(donation.amount),
      sign,
      donorsOtherSuccesses(trx, donation),
      sign,
      // The live stream's event ids (migrations/20261129090000): a counted donation takes two (its
      // `donation` event, then the `total` after it), a donation leaving the total one.
      sign > 0 ? 2 : 1,
      potId,
      status,
      now,
      stampSucceeded,
      now,
      sign > 0,
      donation.id,
      potChangeNotice(trx, potId),
    ],
  );
  const [updated] = rows;
  if (!updated) throw new RangeError(`unknown pot ${potId}`);
  announceOnLocalBus(trx, potId);
  return toTotals(updated);
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
  const ref = await trx<DonationsRow>('donations').where({ id: donationId }).first('pot_id');
  if (!ref) throw new RangeError(`unknown donation ${donationId}`);
  const potId = Number(ref.pot_id);
  // FOR NO KEY UPDATE: the changes of one pot's donations queue up here, and so does a pot's edit or
  // deactivation (FOR UPDATE), while a donation being recorded, which only key-share-locks the pot
  // (lockPotCharity), does not wait for another donation's settling.
  const pot = await trx<PotsRow>('pots')
    .where({ id: potId })
    .forNoKeyUpdate()
    .first(...TOTALS);
  const donation = await trx<DonationsRow>('donations')
    .where({ id: donationId })
    .forUpdate()
    .first('id', 'pot_id', 'status', 'succeeded_at', 'amount', 'user_id', 'quick_email', 'payment_method');
  if (!donation) throw new RangeError(`unknown donation ${donationId}`);
  const previous = donation.status as DonationStatus;
  if (previous === status) return { potId, previous, status, changed: false, totals: toTotals(pot) };
  // Only entering or leaving SUCCEEDED moves the totals (CREATED -> FAILED, FAILED -> REFUNDED… do not).
  const sign = status === 'SUCCEEDED' ? 1 : previous === 'SUCCEEDED' ? -1 : 0;
  let totals = toTotals(pot);
  if (sign !== 0) totals = await moveTotals(trx, donation, sign, status, now);
  else await trx<DonationsRow>('donations').where({ id: donationId }).update({ status, updated_at: now });
  countDonationOnCommit(trx, String(donation.payment_method), status);
  return { potId, previous, status, changed: true, totals };
}
