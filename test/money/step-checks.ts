/**
 * The checks after every step of a money sequence, made incremental so that a long run
 * (MONEY_RUNS=10000, tens of thousands of donations) costs about the same per step at its end as at
 * its start. A step can only move the donations it created, the ones it touched and the ones still
 * pending when the sequence began: those are re-read after each step (`StepScope`). The whole ledger
 * is still checked once a sequence ends (money-checks.ts), so a settled donation that moved outside a
 * step's scope is caught there.
 *
 * The pot totals are checked against a mirror of the succeeded donations kept here, independently of
 * the product's computePotTotals: rebuilt from the whole ledger at each sequence's end, updated after
 * each step from the donations re-read.
 */
import { expect } from 'vitest';
import type { TestContext } from '../app';
import { KYC_THRESHOLD_CENTS_PER_YEAR } from '../../domain/constants';
import { sandboxPayins, walletBalance, type DonationState } from './money-checks';
import type { ClosedGivers } from './trust-steps';

/** A donation as the ledger checks read it, with who gave and when (the threshold's year). */
export interface LedgerRow extends DonationState {
  user_id: number | null;
  quick_email: string | null;
  subscription_id: number | null;
  gift_entraide: number;
  /** The calendar year of the gift in Paris, the identity threshold's year. */
  year: string;
}

const LEDGER_COLUMNS = [
  'id',
  'pot_id',
  'status',
  'amount',
  'mangopay_payin_id',
  'payment_method',
  'user_id',
  'quick_email',
  'subscription_id',
  'gift_entraide',
];
const ledgerQuery = (t: TestContext) =>
  t.db
    .knex('donations')
    .orderBy('id')
    .select([...LEDGER_COLUMNS, t.db.knex.raw(`to_char(created_at AT TIME ZONE 'Europe/Paris', 'YYYY') AS year`)]);

export const readLedger = (t: TestContext): Promise<LedgerRow[]> => ledgerQuery(t);

/** Who gave, as the pot's donor count counts people: accounts by id, quick donors by e-mail whatever its case. */
const donorKey = (row: LedgerRow) => (row.user_id != null ? `u${row.user_id}` : `q${String(row.quick_email).toLowerCase()}`);

/** Gifts that count toward the identity threshold: succeeded, or on their way. */
const COUNTS_TOWARD_THRESHOLD = new Set(['SUCCEEDED', 'CREATED']);

interface PotMirror {
  total: number;
  count: number;
  donors: Map<string, number>;
}

/** The succeeded donations, per pot, as this test sees them. */
export class LedgerMirror {
  private readonly rows = new Map<number, LedgerRow>();
  private readonly pots = new Map<number, PotMirror>();
  /** Cents given per donor and year (succeeded and pending, tips included). */
  private readonly yearly = new Map<string, number>();
  private counted = 0;

  /** Forgets everything and reads the whole ledger (the end of a sequence has just read it). */
  rebuild(ledger: LedgerRow[]): void {
    this.rows.clear();
    this.pots.clear();
    this.yearly.clear();
    this.counted = 0;
    for (const row of ledger) this.update(row);
  }

  /** Takes a donation's new state into account; answers its pot. */
  update(row: LedgerRow): number {
    const before = this.rows.get(row.id);
    if (before?.status === 'SUCCEEDED') this.count(before, -1);
    if (row.status === 'SUCCEEDED') this.count(row, 1);
    if (before && COUNTS_TOWARD_THRESHOLD.has(before.status)) this.addYearly(before, -1);
    if (COUNTS_TOWARD_THRESHOLD.has(row.status)) this.addYearly(row, 1);
    this.rows.set(row.id, row);
    return row.pot_id;
  }

  private addYearly(row: LedgerRow, sign: 1 | -1): void {
    const key = `${donorKey(row)} ${row.year}`;
    this.yearly.set(key, (this.yearly.get(key) ?? 0) + sign * (Number(row.amount) + Number(row.gift_entraide)));
  }

  /** What the donor of `row` gives in the year of `row`. */
  givenInYear(row: LedgerRow): number {
    return this.yearly.get(`${donorKey(row)} ${row.year}`) ?? 0;
  }

  private count(row: LedgerRow, sign: 1 | -1): void {
    const pot = this.pots.get(row.pot_id) ?? { total: 0, count: 0, donors: new Map<string, number>() };
    this.pots.set(row.pot_id, pot);
    const amount = Number(row.amount);
    pot.total += sign * amount;
    pot.count += sign;
    this.counted += sign * amount;
    const key = donorKey(row);
    const n = (pot.donors.get(key) ?? 0) + sign;
    if (n === 0) pot.donors.delete(key);
    else pot.donors.set(key, n);
  }

  expected(potId: number): { total: number; count: number; donors: number } {
    const pot = this.pots.get(potId);
    return { total: pot?.total ?? 0, count: pot?.count ?? 0, donors: pot?.donors.size ?? 0 };
  }

  /** The sum of every succeeded gift (the least the charity wallet must hold). */
  get succeededTotal(): number {
    return this.counted;
  }
}

/** What a step may have moved: created after `firstId`, touched by the sequence, or pending when it began. */
export interface StepScope {
  firstId: number;
  touched: Set<number>;
  pendingAtStart: number[];
}

export async function startScope(t: TestContext, touched: Set<number>): Promise<StepScope> {
  const firstId = Number((await t.db.knex('donations').max('id as max').first())?.max ?? 0);
  const pendingAtStart: number[] = await t.db.knex('donations').where({ status: 'CREATED' }).pluck('id');
  return { firstId, touched, pendingAtStart };
}

export function readScope(t: TestContext, scope: StepScope): Promise<LedgerRow[]> {
  const ids = [...scope.touched, ...scope.pendingAtStart];
  return ledgerQuery(t).where((query) => {
    void query.where('id', '>', scope.firstId);
    if (ids.length > 0) void query.orWhereIn('id', ids);
  });
}

/**
 * After each step: the stored totals of every pot the step's donations belong to equal the mirror's;
 * each of them is not ahead of the provider; the wallet holds at least every succeeded gift; no donor
 * of them is past the yearly identity threshold; no closed account's subscription was debited.
 */
export async function expectStepLedger(
  t: TestContext,
  walletId: string,
  mirror: LedgerMirror,
  rows: LedgerRow[],
  closed: ClosedGivers,
): Promise<void> {
  const pots = new Set(rows.map((row) => mirror.update(row)));
  await expectPotsLikeMirror(t, mirror, [...pots]);
  expectScopeNotAhead(t, rows);
  expect(walletBalance(t, walletId), 'the wallet holds what the pots count').toBeGreaterThanOrEqual(mirror.succeededTotal);
  expectDonorsUnderThreshold(mirror, rows);
  const debitedAfterClosure = rows.filter(
    (row) => row.subscription_id != null && row.id > (closed.subscriptions.get(Number(row.subscription_id)) ?? Infinity),
  );
  expect(
    debitedAfterClosure.map((row) => `debit ${row.id} of subscription ${row.subscription_id}`),
    'debits of closed accounts',
  ).toEqual([]);
}

async function expectPotsLikeMirror(t: TestContext, mirror: LedgerMirror, potIds: number[]): Promise<void> {
  if (potIds.length === 0) return;
  const stored = await t.db.knex('pots').whereIn('id', potIds).select('id', 'donations_total_amount', 'donations_count', 'donators_count');
  const wrong = stored
    .map((pot) => ({
      id: pot.id,
      stored: { total: Number(pot.donations_total_amount), count: Number(pot.donations_count), donors: Number(pot.donators_count) },
      expected: mirror.expected(pot.id),
    }))
    .filter((pot) => JSON.stringify(pot.stored) !== JSON.stringify(pot.expected));
  expect(wrong, 'pots whose stored totals differ from their succeeded donations').toEqual([]);
}

/** A donation counted SUCCEEDED is SUCCEEDED at the provider; one FAILED is not SUCCEEDED there. */
function expectScopeNotAhead(t: TestContext, rows: LedgerRow[]): void {
  const provider = new Map(sandboxPayins(t).map((p) => [p.Id, p.Status]));
  const ahead: string[] = [];
  for (const d of rows) {
    const status = d.mangopay_payin_id ? provider.get(d.mangopay_payin_id) : undefined;
    if (d.status === 'SUCCEEDED' && status !== 'SUCCEEDED') ahead.push(`donation ${d.id} SUCCEEDED, its pay-in ${status}`);
    if (d.status === 'FAILED' && status === 'SUCCEEDED') ahead.push(`donation ${d.id} FAILED, its pay-in SUCCEEDED`);
  }
  expect(ahead, 'donations ahead of the provider').toEqual([]);
}

/**
 * Nobody in this world sent identity documents: no donor of the step's donations gives more than the
 * yearly threshold (succeeded and pending gifts, tips included) in the year of those donations.
 */
function expectDonorsUnderThreshold(mirror: LedgerMirror, rows: LedgerRow[]): void {
  const past = rows
    .filter((row) => mirror.givenInYear(row) > KYC_THRESHOLD_CENTS_PER_YEAR)
    .map((row) => `the donor of donation ${row.id}: ${mirror.givenInYear(row)} cents in ${row.year}`);
  expect([...new Set(past)], 'donors past the identity threshold').toEqual([]);
}
