/**
 * Receipts, the donor's dashboard, the managers' exports and yearly totals name the charity that received
 * each gift (the one whose wallet the pay-in credited, per the provider's own records), not the pot's
 * charity of the moment: after an organiser's refused change, and even when the pot's charity was moved
 * outside the API (old data) while a bank wire or a monthly giving was on its way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, signInAs } from '../../test/factories';
import { call, signedInManager } from '../manager/testing/manager-flows';
import { donorWithAccount, runDebitsOn, settleDirectDebits, setUpMonthlyGiving } from '../payments/subscriptions/testing/monthly-giving';
import {
  changeCharity,
  charityWorld,
  creditedWalletOf,
  organiserPot,
  receiptText,
  wireArrives,
  wireDonation,
  type Charity,
  type CharityWorld,
} from '../pots/testing/charity-flows';
import { readPdf } from './testing/pdf-text';

let t: TestContext;
let w: CharityWorld;
let manager: string;
beforeAll(async () => {
  t = await startTestApp();
  w = await charityWorld(t);
  manager = (await signedInManager(t)).token;
});
afterAll(() => t?.close());

/** What the managers read of a charity for 2026: its yearly total and its export's lines. */
async function managersView(charity: Charity) {
  const totals = await call(t, manager, '/manager/yearly_totals?year=2026');
  expect(totals.status).toBe(200);
  const csv = await call(t, manager, `/manager/exports/charities/${charity.id}/donations.csv?year=2026`);
  expect(csv.status).toBe(200);
  const total = (totals.body as Array<{ assoc_id: number; donations_total_amount: number }>).find((x) => x.assoc_id === charity.id);
  return { total: total?.donations_total_amount ?? 0, csv: String(csv.body) };
}

/** The donor's dashboard line of a donation: the charity it shows. */
async function dashboardCharity(token: string, donationId: number) {
  const res = await t.request('/api/v1/user/donations', { headers: bearer(token) });
  const list = (await res.json()) as Array<{ id: number; assoc_id: number; assoc_name: string }>;
  const line = list.find((d) => d.id === donationId);
  return line && { id: line.assoc_id, name: line.assoc_name };
}

/** A 100 € bank wire to a new pot of charity A, the pot's charity then moved by `move`, then the wire arriving. */
async function wireAcrossAChange(move: (potId: number) => Promise<unknown>) {
  const potId = await organiserPot(t, w, w.a);
  const donor = await donorWithAccount(t);
  const before = { a: await managersView(w.a), b: await managersView(w.b) };
  const gift = await wireDonation(t, donor.token, potId, 10000);
  await move(potId);
  await wireArrives(t, gift.payinId);
  return { potId, donor, gift, before };
}

async function expectAttributedToA(r: Awaited<ReturnType<typeof wireAcrossAChange>>) {
  expect(await creditedWalletOf(t, r.gift.id)).toBe(w.a.walletId);
  const text = await receiptText(t, r.donor.token, r.gift.id);
  expect(text).toContain(w.a.name);
  expect(text).not.toContain(w.b.name);
  expect(await dashboardCharity(r.donor.token, r.gift.id)).toEqual({ id: w.a.id, name: w.a.name });
  const after = { a: await managersView(w.a), b: await managersView(w.b) };
  expect(after.a.total - r.before.a.total).toBe(10000);
  expect(after.b.total).toBe(r.before.b.total);
  expect(after.a.csv).toContain(`(n° ${r.potId})`);
  expect(after.b.csv).not.toContain(`(n° ${r.potId})`);
}

describe('the charity named for a gift', () => {
  it('is the one whose wallet received the wire, after the organiser was refused a change of charity', async () => {
    const r = await wireAcrossAChange(async (potId) => {
      expect((await changeCharity(t, w, potId, w.b)).status).toBe(409);
    });
    await expectAttributedToA(r);
  });

  it('is the one the gift was made to even when the pot’s charity was moved outside the API meanwhile', async () => {
    const r = await wireAcrossAChange((potId) => t.db.knex('pots').where({ id: potId }).update({ assoc_id: w.b.id }));
    await expectAttributedToA(r);
  });

  it('is the subscription’s for every monthly debit, in its wallet and on the annual receipt', async () => {
    const giving = await setUpMonthlyGiving(t, { debitDay: 1, amount: 2500 });
    expect(giving.walletId).toBe(w.a.walletId);
    await t.db.knex('pots').where({ id: giving.potId }).update({ assoc_id: w.b.id });
    await runDebitsOn(t, '2026-12-01T06:00:00Z');
    await settleDirectDebits(t);
    const debit = await t.db.knex('donations').where({ subscription_id: giving.subscription.id }).first('id', 'status');
    expect(debit.status).toBe('SUCCEEDED');
    expect(await creditedWalletOf(t, debit.id)).toBe(w.a.walletId);
    const subscriptions = await (await t.request('/api/v1/user/subscriptions', { headers: bearer(giving.donor.token) })).json();
    expect(subscriptions[0]).toMatchObject({ assoc_name: w.a.name });

    t.clock.advance(new Date('2027-01-02T10:00:00Z').getTime() - t.clock.now().getTime());
    const token = await signInAs(t.db.knex, t.clock, giving.donor); // a session of the new year
    const annual = await t.request(`/api/v1/user/receipts/annual?assoc_id=${w.a.id}&year=2026`, { headers: bearer(token) });
    expect(annual.status).toBe(200);
    const text = (await readPdf(Buffer.from(await annual.arrayBuffer()))).text;
    expect(text).toContain(w.a.name);
    expect(text).not.toContain(w.b.name);
  });
});
