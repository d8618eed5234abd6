/**
 * Over random sequences of pots, charity changes (allowed or refused), card gifts, bank wires, monthly
 * givings, debit settlements and receipts, each gift stays with the charity whose wallet received it:
 * - every live gift and every subscription of a pot has the pot's charity (a change never strands one);
 * - every pay-in at the provider (its CreditedWalletId, the emulator's own records) credited the wallet of
 *   the charity recorded with its donation, and every receipt issued names that charity (the donor's PDF
 *   is read back in the 'receipt' steps);
 * - each charity's wallet balance equals the succeeded gifts our records attribute to it, and the
 *   managers' yearly totals say the same.
 * CHARITY_RUNS (default 12) sets the number of sequences.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../app';
import { call, signedInManager } from '../../api/manager/testing/manager-flows';
import { settleDirectDebits } from '../../api/payments/subscriptions/testing/monthly-giving';
import { wireArrives } from '../../api/pots/testing/charity-flows';
import { walletBalance } from './money-checks';
import {
  buildCharityWorld,
  charityPaid,
  charityStepArb,
  playCharityStep,
  refreshSessions,
  type CharitySequence,
  type CharityStep,
  type CharityWorld,
} from './charity-steps';
import { trackedInlineJobs } from './tracked-jobs';

const RUNS = Number(process.env.CHARITY_RUNS ?? 12);

let t: TestContext;
let w: CharityWorld;
let manager: { id: number; token: string };
const jobs = trackedInlineJobs();
const played = { sequences: 0, steps: 0, refused: 0, changed: 0 };

beforeAll(async () => {
  t = await startTestApp({ jobs });
  w = await buildCharityWorld(t);
  manager = await signedInManager(t);
}, 120_000);
afterAll(() => t?.close());

/** No pot has a live gift or a subscription of another charity than its own. */
async function expectPotsKeepTheirGifts(): Promise<void> {
  const { rows } = await t.db.knex.raw(`
    SELECT 'donation ' || d.id AS what FROM donations d JOIN pots p ON p.id = d.pot_id WHERE d.status <> 'FAILED' AND d.assoc_id <> p.assoc_id
    UNION ALL
    SELECT 'subscription ' || s.id FROM subscriptions s JOIN pots p ON p.id = s.pot_id WHERE s.assoc_id <> p.assoc_id`);
  expect(
    rows.map((r: { what: string }) => r.what),
    'gifts of a pot recorded for another charity than the pot’s',
  ).toEqual([]);
}

/** Pay-ins, receipts and balances against the provider's records. */
async function expectMoneyWithItsCharity(): Promise<void> {
  const donations = await t.db
    .knex('donations')
    .whereNotNull('mangopay_payin_id')
    .select('id', 'assoc_id', 'mangopay_wallet_id', 'mangopay_payin_id', 'status', 'amount');
  const wrong: string[] = [];
  for (const d of donations) {
    const paid = charityPaid(w, d.mangopay_payin_id, t);
    if (paid?.id !== Number(d.assoc_id) || paid.walletId !== d.mangopay_wallet_id)
      wrong.push(`donation ${d.id}: recorded ${d.assoc_id}/${d.mangopay_wallet_id}, paid to ${paid?.id}`);
  }
  expect(wrong, 'pay-ins credited to another wallet than their donation’s charity').toEqual([]);
  const receipts = await t.db
    .knex('tax_receipts as r')
    .join('donations as d', 'd.id', 'r.donation_id')
    .select('r.id', 'r.assoc_id', 'd.mangopay_payin_id');
  const misnamed = receipts.filter((r) => charityPaid(w, r.mangopay_payin_id, t)?.id !== Number(r.assoc_id)).map((r) => `receipt ${r.id}`);
  expect(misnamed, 'receipts issued by another charity than the one paid').toEqual([]);

  const years = [2026, 2027];
  const totals = new Map<number, number>();
  for (const year of years) {
    const res = await call(t, manager.token, `/manager/yearly_totals?year=${year}`);
    expect(res.status).toBe(200);
    for (const row of res.body as Array<{ assoc_id: number; donations_total_amount: number }>)
      totals.set(row.assoc_id, (totals.get(row.assoc_id) ?? 0) + row.donations_total_amount);
  }
  for (const charity of w.charities) {
    const recorded = donations
      .filter((d) => d.status === 'SUCCEEDED' && Number(d.assoc_id) === charity.id)
      .reduce((sum, d) => sum + Number(d.amount), 0);
    expect(walletBalance(t, charity.walletId), `${charity.name}: its wallet and the gifts recorded for it`).toBe(recorded);
    expect(totals.get(charity.id) ?? 0, `${charity.name}: its yearly totals`).toBe(recorded);
  }
}

async function playSequence(steps: CharityStep[]): Promise<void> {
  await refreshSessions(t, w);
  manager.token = (await signedInManager(t)).token;
  const seq: CharitySequence = { waitingWires: [] };
  for (const step of steps) {
    const before = step.kind === 'change' ? await t.db.knex('pots').sum({ n: 'assoc_id' }).first() : null;
    await playCharityStep(t, w, step, seq);
    await jobs.idle();
    played.steps++;
    if (before) {
      const after = await t.db.knex('pots').sum({ n: 'assoc_id' }).first();
      if (before.n === after?.n) played.refused++;
      else played.changed++;
    }
    await expectPotsKeepTheirGifts();
  }
  // What comes late: the awaited wires arrive, the bank settles the debits.
  for (const payinId of seq.waitingWires) await wireArrives(t, payinId);
  await settleDirectDebits(t);
  await jobs.idle();
  await expectPotsKeepTheirGifts();
  await expectMoneyWithItsCharity();
  played.sequences++;
}

it(`keeps every gift with the charity whose wallet received it over ${RUNS} random sequences`, async () => {
  await fc.assert(fc.asyncProperty(fc.array(charityStepArb, { minLength: 3, maxLength: 8 }), playSequence), {
    numRuns: RUNS,
    endOnFailure: true,
  });
  expect(played.sequences).toBe(RUNS);
  console.info(
    `charity attribution: ${played.sequences} sequences, ${played.steps} steps, ${played.changed} charity changes made, ${played.refused} refused or to the same charity`,
  );
}, 600_000);
