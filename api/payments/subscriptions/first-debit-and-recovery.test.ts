/**
 * Monthly giving, the gaps between its parts:
 * - a subscription due today is debited as soon as its mandate is confirmed (or, on a mandate already
 *   usable, as soon as it is created), not at the next 05:00 UTC run; once per month only;
 * - MANDATE_REACTIVATED becomes ACTIVE at the next successful debit (docs/api-contract.md), not at a failed one;
 * - a process stopped after the provider created a bank-side pay-in and before recording it (a month's
 *   direct debit, a bank wire) is recovered by reconciliation through the pay-in's provider key, with one
 *   pay-in at the provider; a direct debit whose mandate still waits for its confirmation is left waiting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, startTestSandbox, type TestContext, type TestSandbox } from '../../../test/app';
import { providerKeyOf } from '../donations/donation-ledger';
import { reconcileDonations, RECONCILE_AFTER_MS } from '../donations/reconciliation';
import { newIdempotencyKey, openPot } from '../donations/testing/donation-flows';
import { syncMandate } from '../mandates/mandate-sync';
import { runDueDebits } from './subscription-debits';
import {
  answerMandatePage,
  api,
  confirmReturn,
  debitsOf,
  donorWithAccount,
  newMandate,
  runDebitsOn,
  settleDirectDebits,
  setUpMonthlyGiving,
} from './testing/monthly-giving';

let t: TestContext;
let sandbox: TestSandbox;
/** The provider call that "crashes" the process right after the provider answered it. */
let crashAfter: 'createDirectDebitPayIn' | 'createBankWirePayIn' | null = null;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const real = sandbox.createGateway();
  const payments = new Proxy(real, {
    get(target, prop) {
      const value = Reflect.get(target, prop) as unknown;
      if (typeof value !== 'function') return value;
      if (prop === crashAfter) {
        return async (...args: unknown[]) => {
          await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          throw new Error('process stopped after the provider call');
        };
      }
      return value.bind(target);
    },
  });
  t = await startTestApp({ payments, clock: sandbox.clock });
  t.sandbox = sandbox;
});
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

const payinsOfMandate = (mandateId: string) => sandbox.records('payins').filter((p) => p.MandateId === mandateId);
const subscriptionOf = (id: number) => t.db.knex('subscriptions').where({ id }).first('status', 'next_debit_on');
/** Today's day of month in Paris (the test clock starts at 2026-11-22T10:00Z). */
const todayInParis = () => Number(new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric' }).format(t.clock.now()));

describe('the first debit, due today', () => {
  it('is made when the payer comes back from the mandate page, not at the next daily run', async () => {
    const giving = await setUpMonthlyGiving(t, { debitDay: todayInParis(), amount: 1800, confirm: false });
    expect(giving.subscription.next_debit_on).toBe('2026-11-22');
    expect(await debitsOf(t, giving.subscription.id)).toEqual([]);
    await answerMandatePage(
      (await t.db.knex('mandates').where({ mangopay_mandate_id: giving.mandateId }).first('redirect_url')).redirect_url,
      'confirm',
    );

    const confirmed = await confirmReturn(t, giving.donor.token, giving.mandateId);
    expect(confirmed.status).toBe(200);
    // The thank-you page learns which monthly donation the mandate was signed for (issue 47).
    expect(confirmed.body).toMatchObject({ donations: [], subscriptions: [{ id: giving.subscription.id, status: expect.any(String) }] });
    const debits = await debitsOf(t, giving.subscription.id);
    expect(debits).toEqual([
      expect.objectContaining({ period: '2026-11', status: 'CREATED', amount: 1800, mangopay_payin_id: expect.any(String) }),
    ]);
    expect(payinsOfMandate(giving.mandateId)).toHaveLength(1);
    expect((await subscriptionOf(giving.subscription.id))?.next_debit_on).toBe('2026-12-22');

    // The hook of the same mandate, and the daily run, make no second debit this month.
    await syncMandate(t.deps, giving.mandateId);
    await runDueDebits(t.deps);
    expect(await debitsOf(t, giving.subscription.id)).toHaveLength(1);
    expect(payinsOfMandate(giving.mandateId)).toHaveLength(1);
  });

  it('waits for its day when the debit day is later in the month', async () => {
    const giving = await setUpMonthlyGiving(t, { debitDay: todayInParis() + 3 });
    expect(await debitsOf(t, giving.subscription.id)).toEqual([]);
    expect(payinsOfMandate(giving.mandateId)).toHaveLength(0);
  });

  it('is made at creation when the mandate is already usable', async () => {
    const { potId } = await openPot(t);
    const donor = await donorWithAccount(t);
    const mandate = await newMandate(t, donor.token, `/participate/${potId}/confirmation`);
    await answerMandatePage(mandate.RedirectURL, 'confirm');
    await syncMandate(t.deps, mandate.Id);
    const created = await api(t, donor.token, `/cagnottes/${potId}/subscriptions`, {
      headers: { 'Idempotency-Key': newIdempotencyKey() },
      json: {
        charity_subscription: {
          amount: 1200,
          gift_entraide: 0,
          is_visible: true,
          is_anonymous: false,
          debit_day: todayInParis(),
          recurrence: 1,
          payment_info: { PaymentType: 'MANDATE', mandateID: mandate.Id },
        },
      },
    });
    expect(created.status).toBe(201);
    expect(await debitsOf(t, created.body.id)).toEqual([
      expect.objectContaining({ period: '2026-11', amount: 1200, mangopay_payin_id: expect.any(String) }),
    ]);
    expect(payinsOfMandate(mandate.Id)).toHaveLength(1);
  });
});

describe('MANDATE_REACTIVATED', () => {
  it('stays so after a refused debit and becomes ACTIVE at the next successful one', async () => {
    const refused = await setUpMonthlyGiving(t, { debitDay: 28, donorFirstName: 'Penniless' });
    const paid = await setUpMonthlyGiving(t, { debitDay: 28 });
    await t.db
      .knex('subscriptions')
      .whereIn('id', [refused.subscription.id, paid.subscription.id])
      .update({ status: 'MANDATE_REACTIVATED' });
    await runDebitsOn(t, '2026-11-28T05:00:00Z');
    await settleDirectDebits(t);
    expect((await debitsOf(t, refused.subscription.id)).map((d) => d.status)).toEqual(['FAILED']);
    expect((await debitsOf(t, paid.subscription.id)).map((d) => d.status)).toEqual(['SUCCEEDED']);
    expect((await subscriptionOf(refused.subscription.id))?.status).toBe('MANDATE_REACTIVATED');
    expect((await subscriptionOf(paid.subscription.id))?.status).toBe('ACTIVE');
  });
});

describe('reconciliation of bank-side pay-ins made but never recorded', () => {
  it("finds a month's direct debit by its provider key: attached, settled, one pay-in", async () => {
    const giving = await setUpMonthlyGiving(t, { debitDay: 29, amount: 2100 });
    t.clock.advance(new Date('2026-11-29T05:00:00Z').getTime() - t.clock.now().getTime());
    crashAfter = 'createDirectDebitPayIn';
    await expect(runDueDebits(t.deps)).rejects.toThrow('process stopped');
    crashAfter = null;
    const [debit] = await t.db.knex('donations').where({ subscription_id: giving.subscription.id }).select();
    expect(debit).toMatchObject({
      status: 'CREATED',
      mangopay_payin_id: null,
      idempotency_key: `subscription:${giving.subscription.id}:2026-11`,
    });
    expect(payinsOfMandate(giving.mandateId)).toHaveLength(1);

    t.clock.advance(RECONCILE_AFTER_MS + 60_000);
    await reconcileDonations(t.deps);
    const payin = payinsOfMandate(giving.mandateId)[0]!;
    expect(await t.db.knex('donations').where({ id: debit.id }).first('mangopay_payin_id')).toEqual({ mangopay_payin_id: payin.Id });
    expect(payinsOfMandate(giving.mandateId)).toHaveLength(1);
    expect(sandbox.records('payins').filter((p) => p.Tag === `donation:${debit.id}`)).toHaveLength(1);
    expect(providerKeyOf(debit)).toMatch(/^donation-/);

    await settleDirectDebits(t);
    expect((await debitsOf(t, giving.subscription.id))[0]?.status).toBe('SUCCEEDED');
    expect(payinsOfMandate(giving.mandateId)).toHaveLength(1);
  });

  it('finds a bank wire by its provider key, with its wire reference', async () => {
    const { potId } = await openPot(t);
    const donor = await donorWithAccount(t);
    crashAfter = 'createBankWirePayIn';
    const res = await api(t, donor.token, `/cagnottes/${potId}/donations/bankwire`, {
      json: { charity_donation: { id: potId, amount: 4000, gift_entraide: 0 } },
      headers: { 'Idempotency-Key': newIdempotencyKey() },
    });
    crashAfter = null;
    expect(res.status).toBe(500);
    const donation = await t.db
      .knex('donations')
      .where({ user_id: donor.id, payment_method: 'BANKWIRE' })
      .first('id', 'status', 'mangopay_payin_id');
    expect(donation).toMatchObject({ status: 'CREATED', mangopay_payin_id: null });
    const wires = () => sandbox.records('payins').filter((p) => p.Tag === `donation:${donation.id}`);
    expect(wires()).toHaveLength(1);

    t.clock.advance(RECONCILE_AFTER_MS + 60_000);
    await reconcileDonations(t.deps);
    expect(await t.db.knex('donations').where({ id: donation.id }).first('status', 'mangopay_payin_id', 'wire_reference')).toEqual({
      status: 'CREATED',
      mangopay_payin_id: wires()[0]!.Id,
      wire_reference: wires()[0]!.WireReference,
    });
    expect(wires()).toHaveLength(1);
  });

  it('leaves a one-off direct debit waiting while its mandate is not confirmed', async () => {
    const { potId } = await openPot(t);
    const donor = await donorWithAccount(t);
    const mandate = await newMandate(t, donor.token, `/participate/${potId}/confirmation`);
    const res = await api(t, donor.token, `/cagnottes/${potId}/donations`, {
      headers: { 'Idempotency-Key': newIdempotencyKey() },
      json: {
        charity_donation: {
          amount: 2500,
          gift_entraide: 0,
          gift_creator: 0,
          is_visible: true,
          is_anonymous: false,
          is_main: false,
          payment_info: { PaymentType: 'MANDATE', mandateID: mandate.Id },
        },
      },
    });
    expect(res.status).toBe(201);
    t.clock.advance(RECONCILE_AFTER_MS + 60_000);
    await reconcileDonations(t.deps);
    expect(await t.db.knex('donations').where({ id: res.body.id }).first('status', 'mangopay_payin_id')).toEqual({
      status: 'CREATED',
      mangopay_payin_id: null,
    });
    expect(payinsOfMandate(mandate.Id)).toHaveLength(0);
  });
});
