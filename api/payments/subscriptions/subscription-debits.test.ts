/**
 * Monthly giving end to end: the subscription through the API, the mandate confirmed on the sandbox's
 * page, the daily job moved by the clock, the sandbox's settlement, and the pot's totals; checked
 * against the sandbox's own pay-ins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/app';
import { signInAs } from '../../../test/factories';
import { newIdempotencyKey } from '../donations/testing/donation-flows';
import { syncMandate } from '../mandates/mandate-sync';
import { runDueDebits } from './subscription-debits';
import { api, debitsOf, donorWithAccount, newMandate, runDebitsOn, settleDirectDebits, setUpMonthlyGiving } from './testing/monthly-giving';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const payinsOfMandate = (mandateId: string) => (t.sandbox?.records('payins') ?? []).filter((p) => p.MandateId === mandateId);
const potTotal = async (potId: number) =>
  Number((await t.db.knex('pots').where({ id: potId }).first('donations_total_amount')).donations_total_amount);
const subscription = (id: number) => t.db.knex('subscriptions').where({ id }).first('status', 'next_debit_on');

describe('monthly giving over several months (the clock moves)', () => {
  let giving: Awaited<ReturnType<typeof setUpMonthlyGiving>>;

  it('creates the subscription ACTIVE with its first debit on the debit day (30 November for day 31)', async () => {
    giving = await setUpMonthlyGiving(t, { debitDay: 31, amount: 2500, gift: 300, closingDay: '2027-12-31' });
    expect(giving.subscription).toMatchObject({
      pot_id: giving.potId,
      status: 'ACTIVE',
      debit_day: 31,
      recurrence: 'MONTHLY',
      amount: 2500,
      gift_entraide: 300,
      next_debit_on: '2026-11-30',
    });
  });

  it('debits nothing before the day', async () => {
    const report = await runDebitsOn(t, '2026-11-29T06:00:00Z');
    expect(report.recorded).toBe(0);
    expect(await debitsOf(t, giving.subscription.id)).toEqual([]);
  });

  it('debits once on the day, even when the job runs twice, and the pot counts it once settled', async () => {
    await runDebitsOn(t, '2026-11-30T05:00:00Z');
    await runDueDebits(t.deps);
    const debits = await debitsOf(t, giving.subscription.id);
    expect(debits).toHaveLength(1);
    expect(debits[0]).toMatchObject({ period: '2026-11', status: 'CREATED', amount: 2500, gift_entraide: 300 });
    const payins = payinsOfMandate(giving.mandateId);
    expect(payins).toHaveLength(1);
    expect(payins[0]).toMatchObject({
      PaymentType: 'DIRECT_DEBIT',
      DebitedFunds: { Amount: 2800 },
      Fees: { Amount: 300 },
      CreditedWalletId: giving.walletId,
    });
    await settleDirectDebits(t);
    expect((await debitsOf(t, giving.subscription.id))[0]?.status).toBe('SUCCEEDED');
    expect(await potTotal(giving.potId)).toBe(2500);
    expect((await subscription(giving.subscription.id))?.next_debit_on).toBe('2026-12-31');
  });

  it('goes on each month: 31 December, 31 January, then 28 February, then 31 March', async () => {
    for (const day of ['2026-12-31', '2027-01-31', '2027-02-28']) {
      await runDebitsOn(t, `${day}T05:00:00Z`);
      await settleDirectDebits(t);
    }
    expect((await debitsOf(t, giving.subscription.id)).map((d) => [d.period, d.status])).toEqual([
      ['2026-11', 'SUCCEEDED'],
      ['2026-12', 'SUCCEEDED'],
      ['2027-01', 'SUCCEEDED'],
      ['2027-02', 'SUCCEEDED'],
    ]);
    expect(payinsOfMandate(giving.mandateId)).toHaveLength(4);
    expect(await potTotal(giving.potId)).toBe(4 * 2500);
    expect((await subscription(giving.subscription.id))?.next_debit_on).toBe('2027-03-31');
    const wallet = await t.deps.payments.getWallet(giving.walletId);
    expect(wallet.Balance.Amount).toBeGreaterThanOrEqual(4 * 2500);
  });

  it('debits nothing more after the donor stops it (CANCELED)', async () => {
    const token = await signInAs(t.db.knex, t.clock, giving.donor); // months went by: a new session
    const stopped = await api(t, token, `/subscriptions/${giving.subscription.id}`, {
      json: { charity_subscription: { id: giving.subscription.id, status: 3 } },
    });
    expect(stopped.status).toBe(200);
    await runDebitsOn(t, '2027-03-31T05:00:00Z');
    expect(await debitsOf(t, giving.subscription.id)).toHaveLength(4);
    expect(await subscription(giving.subscription.id)).toMatchObject({ status: 'CANCELED', next_debit_on: null });
  });
});

describe('the end of a subscription', () => {
  it('a failed mandate ends it (MANDATE_REFUSED) and no debit is made', async () => {
    const giving = await setUpMonthlyGiving(t, { debitDay: 1, closingDay: '2028-12-31' });
    await t.deps.payments.cancelMandate(giving.mandateId); // the payer's bank revokes it: FAILED 001806
    await syncMandate(t.deps, giving.mandateId); // what the MANDATE_FAILED hook does
    expect(await subscription(giving.subscription.id)).toMatchObject({ status: 'MANDATE_REFUSED', next_debit_on: null });
    await runDebitsOn(t, '2027-04-01T05:00:00Z');
    expect(await debitsOf(t, giving.subscription.id)).toEqual([]);
    expect(payinsOfMandate(giving.mandateId)).toHaveLength(0);
  });

  it('a mandate never confirmed: no debit while it waits, MANDATE_REFUSED once it expired', async () => {
    const giving = await setUpMonthlyGiving(t, { debitDay: t.clock.now().getUTCDate(), confirm: false, closingDay: '2028-12-31' });
    const report = await runDueDebits(t.deps);
    expect(report.waiting).toBeGreaterThanOrEqual(1);
    expect(await debitsOf(t, giving.subscription.id)).toEqual([]);
    t.clock.advance(2 * 3600 * 1000); // unconfirmed for an hour: FAILED 001807 at the provider
    await syncMandate(t.deps, giving.mandateId);
    expect((await subscription(giving.subscription.id))?.status).toBe('MANDATE_REFUSED');
  });

  it('the end of the pot closes it (CLOSED) without a debit', async () => {
    const now = t.clock.now();
    const closing = new Date(now.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const giving = await setUpMonthlyGiving(t, { debitDay: new Date(now.getTime() + 10 * 86_400_000).getUTCDate(), closingDay: closing });
    await runDebitsOn(t, new Date(now.getTime() + 12 * 86_400_000).toISOString());
    expect(await subscription(giving.subscription.id)).toMatchObject({ status: 'CLOSED', next_debit_on: null });
    expect(await debitsOf(t, giving.subscription.id)).toEqual([]);
  });

  it('two runs at once make one debit (rows taken with SKIP LOCKED, one pay-in per month)', async () => {
    const giving = await setUpMonthlyGiving(t, { debitDay: t.clock.now().getUTCDate(), closingDay: '2028-12-31' });
    await Promise.all([runDueDebits(t.deps), runDueDebits(t.deps), runDueDebits(t.deps)]);
    expect(await debitsOf(t, giving.subscription.id)).toHaveLength(1);
    expect(payinsOfMandate(giving.mandateId)).toHaveLength(1);
  });
});

describe('POST /cagnottes/{potId}/subscriptions: bad input', () => {
  it('answers each bad field with its message', async () => {
    const donor = await donorWithAccount(t);
    const giving = await setUpMonthlyGiving(t, { closingDay: '2028-12-31' });
    const mandate = await newMandate(t, donor.token);
    const post = (body: Record<string, unknown>, token: string | null = donor.token) =>
      api(t, token, `/cagnottes/${giving.potId}/subscriptions`, {
        json: {
          charity_subscription: {
            amount: 1000,
            gift_entraide: 0,
            recurrence: 1,
            debit_day: 5,
            payment_info: { PaymentType: 'MANDATE', mandateID: mandate.Id },
            ...body,
          },
        },
      });
    const details = async (body: Record<string, unknown>) => (await post(body)).body.errors?.map((e: { detail: string }) => e.detail);
    expect(await details({ debit_day: undefined })).toContain('La date de prélèvement est obligatoire');
    expect(await details({ debit_day: 32 })).toContain('Le jour de prélèvement doit être compris entre 1 et 31');
    expect(await details({ amount: 50 })).toContain('La contribution minimum est de 1,00 €');
    expect(await details({ amount: 10_000_001 })).toContain("Le montant maximum d'un don est de 100 000,00 €");
    expect(await details({ amount: 0 })).toContain('Merci de saisir le montant de votre don');
    expect(await details({ payment_info: { PaymentType: 'MANDATE', mandateID: giving.mandateId } })).toEqual([
      "Ce mandat de prélèvement n'existe pas",
    ]);
    expect((await post({}, null)).status).toBe(401);
    const ok = await post({}, donor.token);
    expect(ok.status).toBe(201);
    // Replayed with its Idempotency-Key: one subscription.
    const key = newIdempotencyKey();
    const body = {
      charity_subscription: { amount: 1000, recurrence: 1, debit_day: 5, payment_info: { PaymentType: 'MANDATE', mandateID: mandate.Id } },
    };
    const first = await api(t, donor.token, `/cagnottes/${giving.potId}/subscriptions`, {
      headers: { 'Idempotency-Key': key },
      json: body,
    });
    const again = await api(t, donor.token, `/cagnottes/${giving.potId}/subscriptions`, {
      headers: { 'Idempotency-Key': key },
      json: body,
    });
    expect(again.body.id).toBe(first.body.id);
  });

  it('refuses a closed pot', async () => {
    const giving = await setUpMonthlyGiving(t, { closingDay: '2028-12-31' });
    await t.db.knex('pots').where({ id: giving.potId }).update({ closed_at: t.clock.now() });
    const mandate = await newMandate(t, giving.donor.token);
    const res = await api(t, giving.donor.token, `/cagnottes/${giving.potId}/subscriptions`, {
      json: {
        charity_subscription: {
          amount: 1000,
          debit_day: 5,
          recurrence: 1,
          payment_info: { PaymentType: 'MANDATE', mandateID: mandate.Id },
        },
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].detail).toBe('La cagnotte est déjà fermée');
  });
});
