/**
 * The one way a donation's status changes, keeping its pot's totals equal to the sum of the pot's
 * succeeded donations (docs/architecture.md, money invariants). Call it inside the transaction that records the
 * provider's answer: it locks the pot, then the donation (always in that order, so two changes on one
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
import { announcePotChange } from './live-signal';

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
 * Whether the donor of `donation` has another succeeded donation in its pot: accounts by id (the
 * user_id index), quick donors by e-mail, case ignored (donations_pot_quick_donor_index).
 */
async function donorHasOtherSuccess(trx: Knex, donation: Donor): Promise<boolean> {
  const others = trx<DonationsRow>('donations').where({ pot_id: donation.pot_id, status: 'SUCCEEDED' }).whereNot({ id: donation.id });
  if (donation.user_id !== null) others.where({ user_id: donation.user_id });
  else others.whereNull('user_id').whereRaw('lower(quick_email) = lower(?)', [donation.quick_email]);
  return (await others.first<{ found: number } | undefined>(trx.raw('1 AS found'))) !== undefined;
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
  const pot = await trx<PotsRow>('pots')
    .where({ id: potId })
    .forUpdate()
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
  let liveSeq: number | undefined;
  if (sign !== 0) {
    // The other succeeded donations of this donor: this one's own status does not matter here.
    const newDonor = !(await donorHasOtherSuccess(trx, donation));
    const amount = Number(donation.amount);
    const [updated] = await trx<PotsRow>('pots')
      .where({ id: potId })
      .update({
        donations_total_amount: trx.raw('donations_total_amount + ?', [sign * amount]),
        donations_count: trx.raw('donations_count + ?', [sign]),
        donators_count: trx.raw('donators_count + ?', [newDonor ? sign : 0]),
        // The live stream's event ids (migrations/20261129090000): a counted donation takes two (its
        // `donation` event, then the `total` after it), a donation leaving the total one.
        live_seq: trx.raw('live_seq + ?', [sign > 0 ? 2 : 1]),
      })
      .returning([...TOTALS, 'live_seq']);
    if (!updated) throw new RangeError(`unknown pot ${potId}`);
    totals = toTotals(updated);
    liveSeq = Number(updated.live_seq);
  }
  await trx<DonationsRow>('donations')
    .where({ id: donationId })
    .update({
      status,
      updated_at: now,
      ...(status === 'SUCCEEDED' && donation.succeeded_at === null ? { succeeded_at: now } : {}),
      ...(sign > 0 && liveSeq !== undefined ? { live_seq: liveSeq - 1 } : {}),
    });
  countDonationOnCommit(trx, String(donation.payment_method), status);
  if (sign !== 0) await announcePotChange(trx, potId);
  return { potId, previous, status, changed: true, totals };
}
