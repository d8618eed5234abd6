/**
 * Monthly donations in the dashboard: `GET /user/subscriptions` (own rows, paging) and
 * `POST /subscriptions/{id}` (stop 3, resume 1, debit day 1-31) with their refusals: someone else's
 * (404), the mandate refused, the pot ended, a bad day or status (422). The test clock is
 * 2026-11-22 (Paris); subscriptions are inserted through dashboard-factories.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSubscription } from '../../domain/dashboard-types';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildUser, signInAs } from '../../test/factories';
import { insertPot, referenceIds } from '../pots/testing/pot-factories';
import { insertMandate, insertMonthlyDebit, insertSubscription, type SubscriptionSpec } from './testing/dashboard-factories';

let t: TestContext;
let donor: { id: number; token: string };
let other: { id: number; token: string };
let openPot: number;
let endedPot: number;
let mandate: { id: number; mangopayId: string };

beforeAll(async () => {
  t = await startTestApp();
  const knex = t.db.knex;
  const ids = await referenceIds(knex);
  const donorUser = await buildUser(knex);
  const otherUser = await buildUser(knex, { firstname: 'Hugo' });
  donor = { id: donorUser.id, token: await signInAs(knex, t.clock, donorUser) };
  other = { id: otherUser.id, token: await signInAs(knex, t.clock, otherUser) };
  const base = { created_by_id: otherUser.id, event_type_id: ids.privateEvent, assoc_id: ids.charity };
  openPot = await insertPot(knex, { ...base, name: 'Course des héros 2027', closing_day: '2027-06-30' });
  endedPot = await insertPot(knex, { ...base, name: 'Pot terminé', closing_day: '2026-11-01' });
  mandate = await insertMandate(knex, { user_id: donor.id });
});
afterAll(() => t?.close());

const subscription = (spec: Partial<SubscriptionSpec> = {}) =>
  insertSubscription(t.db.knex, { user_id: donor.id, pot_id: openPot, mandate_id: mandate.id, ...spec });

async function update(id: number, body: Record<string, unknown>, token = donor.token) {
  const res = await t.request(`/api/v1/subscriptions/${id}`, {
    method: 'POST',
    headers: bearer(token),
    json: { charity_subscription: { id, ...body } },
  });
  return { status: res.status, body: await res.json() };
}

const row = (id: number) => t.db.knex('subscriptions').where({ id }).first('status', 'debit_day', 'next_debit_on');

describe('GET /user/subscriptions', () => {
  it("lists the caller's monthly donations only, newest first, by pages", async () => {
    const knex = t.db.knex;
    const lister = await buildUser(knex);
    const token = await signInAs(knex, t.clock, lister);
    const listerMandate = await insertMandate(knex, { user_id: lister.id });
    const made = [];
    for (const [i, day] of [3, 14, 28].entries()) {
      made.push(
        await insertSubscription(knex, {
          user_id: lister.id,
          pot_id: openPot,
          mandate_id: listerMandate.id,
          debit_day: day,
          amount: 1000 * (i + 1),
          next_debit_on: '2026-12-03',
          created_at: new Date(`2026-10-0${i + 1}T08:00:00Z`),
        }),
      );
    }
    await subscription(); // the donor's, not listed

    const all = await t.request('/api/v1/user/subscriptions', { headers: bearer(token) });
    expect(all.status).toBe(200);
    const body = (await all.json()) as DashboardSubscription[];
    expect(body.map((s) => s.id)).toEqual([made[2], made[1], made[0]]);
    expect(body[2]).toEqual({
      id: made[0],
      pot_id: openPot,
      donated_to_id: openPot,
      pot_name: 'Course des héros 2027',
      pot_closing_date: '2027-06-30T21:59:59.999Z',
      pot_is_closed: false,
      assoc_name: expect.any(String),
      assoc_cerfa_type: 'GENERATED',
      status: 'ACTIVE',
      debit_day: 3,
      recurrence: 'MONTHLY',
      amount: 1000,
      gift_entraide: 0,
      next_debit_on: '2026-12-03',
      created_at: '2026-10-01T08:00:00.000Z',
    });

    const page = await t.request('/api/v1/user/subscriptions?offset=1&limit=1', { headers: bearer(token) });
    expect(((await page.json()) as DashboardSubscription[]).map((s) => s.id)).toEqual([made[1]]);
  });

  it('refuses bad paging and anonymous callers', async () => {
    const bad = await t.request('/api/v1/user/subscriptions?limit=0', { headers: bearer(donor.token) });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors[0].detail).toBe('Les paramètres de pagination ne sont pas valides');
    expect((await t.request('/api/v1/user/subscriptions')).status).toBe(401);
  });
});

describe('stopping and resuming', () => {
  it('stops an active subscription: no more debits', async () => {
    const id = await subscription({ next_debit_on: '2026-12-05' });
    const res = await update(id, { status: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'CANCELED', next_debit_on: null });
    expect(await row(id)).toMatchObject({ status: 'CANCELED', next_debit_on: null });
    expect((await update(id, { status: 3 })).body).toMatchObject({ status: 'CANCELED' });
  });

  it('resumes a stopped subscription on its next debit day', async () => {
    const id = await subscription({ status: 'CANCELED', debit_day: 5 });
    const res = await update(id, { status: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ACTIVE', debit_day: 5, next_debit_on: '2026-12-05' });
  });

  it('resumes later in this month when the day is still ahead, unless this month was already debited', async () => {
    const ahead = await subscription({ status: 'CANCELED', debit_day: 25 });
    expect((await update(ahead, { status: 1 })).body).toMatchObject({ status: 'ACTIVE', next_debit_on: '2026-11-25' });

    const debited = await subscription({ status: 'CANCELED', debit_day: 25 });
    await insertMonthlyDebit(t.db.knex, {
      subscriptionId: debited,
      user_id: donor.id,
      pot_id: openPot,
      period: '2026-11',
      status: 'SUCCEEDED',
      mangopayMandateId: mandate.mangopayId,
      at: new Date('2026-11-05T06:00:00Z'),
    });
    expect((await update(debited, { status: 1 })).body).toMatchObject({ status: 'ACTIVE', next_debit_on: '2026-12-25' });
  });

  it('refuses to resume when the mandate was refused', async () => {
    const refused = await insertMandate(t.db.knex, { user_id: donor.id, status: 'FAILED' });
    for (const status of ['MANDATE_REFUSED', 'CANCELED'] as const) {
      const id = await subscription({ status, mandate_id: refused.id });
      const res = await update(id, { status: 1 });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        { code: 'mandate_refused', field: 'status', detail: expect.stringContaining('mandat de prélèvement a été refusé') },
      ]);
      expect((await row(id)).status).toBe(status);
    }
  });

  it('refuses to resume once the pot has ended', async () => {
    for (const spec of [{ pot_id: endedPot, status: 'CANCELED' as const }, { status: 'CLOSED' as const }]) {
      const id = await subscription(spec);
      const res = await update(id, { status: 1 });
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ code: 'pot_ended', detail: expect.stringContaining('La cagnotte est terminée') });
      expect((await row(id)).status).toBe(spec.status);
    }
  });

  it('resumes as MANDATE_REACTIVATED when the last debit failed on a mandate since replaced', async () => {
    const id = await subscription({ status: 'CANCELED', debit_day: 10 });
    await insertMonthlyDebit(t.db.knex, {
      subscriptionId: id,
      user_id: donor.id,
      pot_id: openPot,
      period: '2026-10',
      status: 'FAILED',
      mangopayMandateId: 'mandate-cancelled-by-bank',
      at: new Date('2026-10-10T06:00:00Z'),
    });
    const res = await update(id, { status: 1 });
    expect(res.body).toMatchObject({ status: 'MANDATE_REACTIVATED', next_debit_on: '2026-12-10' });
    expect((await update(id, { status: 3 })).body).toMatchObject({ status: 'CANCELED' });
  });

  it('does not stop a subscription that is not running', async () => {
    const id = await subscription({ status: 'MANDATE_REFUSED' });
    const res = await update(id, { status: 3 });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].code).toBe('subscription_not_running');
  });
});

describe('changing the debit day', () => {
  it('moves the day and the next debit of a running subscription (31 falls on the last day of the month)', async () => {
    const id = await subscription({ debit_day: 5, next_debit_on: '2026-12-05' });
    const res = await update(id, { debit_day: 31 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ debit_day: 31, next_debit_on: '2026-11-30', status: 'ACTIVE' });
    expect(await row(id)).toMatchObject({ debit_day: 31, next_debit_on: '2026-11-30' });
  });

  it('keeps a stopped subscription without a next debit', async () => {
    const id = await subscription({ status: 'CANCELED' });
    expect((await update(id, { debit_day: '12' })).body).toMatchObject({ debit_day: 12, next_debit_on: null, status: 'CANCELED' });
  });

  it.each([0, 32, 'quinze', 2.5])('refuses the day %s', async (day) => {
    const id = await subscription({ debit_day: 5 });
    const res = await update(id, { debit_day: day });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].detail).toBe('Le jour de prélèvement doit être compris entre 1 et 31');
    expect((await row(id)).debit_day).toBe(5);
  });

  it('refuses a new day once the pot has ended', async () => {
    const id = await subscription({ pot_id: endedPot });
    const res = await update(id, { debit_day: 8 });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ code: 'pot_ended', field: 'debit_day' });
  });
});

describe('refusals of the update call', () => {
  it("answers 404 for someone else's subscription or a missing one, changing nothing", async () => {
    const id = await subscription({ debit_day: 5 });
    for (const body of [{ status: 3 }, { debit_day: 9 }]) {
      const res = await update(id, body, other.token);
      expect(res.status).toBe(404);
      expect(res.body.errors[0]).toMatchObject({ code: 'subscription_not_found', detail: 'Ce don mensuel est introuvable' });
    }
    expect(await row(id)).toMatchObject({ status: 'ACTIVE', debit_day: 5 });
    expect((await update(999_999, { status: 3 })).status).toBe(404);
    const bad = await t.request('/api/v1/subscriptions/abc', { method: 'POST', headers: bearer(donor.token), json: {} });
    expect(bad.status).toBe(404);
  });

  it('refuses an unknown status, an id that does not match, and anonymous callers', async () => {
    const id = await subscription();
    const wrongStatus = await update(id, { status: 2 });
    expect(wrongStatus.status).toBe(422);
    expect(wrongStatus.body.errors[0]).toMatchObject({ field: 'status', detail: "Le statut demandé n'est pas valide" });
    const mismatch = await t.request(`/api/v1/subscriptions/${id}`, {
      method: 'POST',
      headers: bearer(donor.token),
      json: { charity_subscription: { id: id + 1, status: 3 } },
    });
    expect(mismatch.status).toBe(422);
    expect((await row(id)).status).toBe('ACTIVE');
    expect(
      (await t.request(`/api/v1/subscriptions/${id}`, { method: 'POST', json: { charity_subscription: { id, status: 3 } } })).status,
    ).toBe(401);
  });
});
