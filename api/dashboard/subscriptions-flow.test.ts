/**
 * A monthly donation end to end (bank side's helpers: bank account, mandate confirmed on the sandbox's
 * page, subscription created through the API, the daily job and the bank's settlement), then managed
 * from the dashboard: the debit appears among the donations, stopping ends the debits, resuming and
 * changing the day move the next debit as the daily job then honours it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardDonation, DashboardSubscription } from '../../domain/dashboard-types';
import { startTestApp, type TestContext } from '../../test/app';
import {
  api,
  debitsOf,
  runDebitsOn,
  setUpMonthlyGiving,
  settleDirectDebits,
  type MonthlyGiving,
} from '../payments/subscriptions/testing/monthly-giving';

let t: TestContext;
let giving: MonthlyGiving;

beforeAll(async () => {
  t = await startTestApp();
  giving = await setUpMonthlyGiving(t, { debitDay: 5, amount: 2500, closingDay: '2027-06-30' });
});
afterAll(() => t?.close());

const listSubscriptions = async () =>
  (await api(t, giving.donor.token, '/user/subscriptions', { method: 'GET' })).body as unknown as DashboardSubscription[];
const update = (body: Record<string, unknown>) =>
  api(t, giving.donor.token, `/subscriptions/${giving.subscription.id}`, {
    json: { charity_subscription: { id: giving.subscription.id, ...body } },
  });

describe('a monthly donation managed from the dashboard', () => {
  it('lists the new subscription, then its first debit among the donations once the bank settled it', async () => {
    expect(await listSubscriptions()).toEqual([
      expect.objectContaining({
        id: giving.subscription.id,
        pot_id: giving.potId,
        status: 'ACTIVE',
        debit_day: 5,
        recurrence: 'MONTHLY',
        amount: 2500,
        next_debit_on: '2026-12-05',
      }),
    ]);
    await runDebitsOn(t, '2026-12-05T06:00:00Z');
    t.clock.advance(3 * 86_400_000);
    await settleDirectDebits(t);
    const donations = (await api(t, giving.donor.token, '/user/donations', { method: 'GET' })).body as unknown as DashboardDonation[];
    expect(donations).toEqual([
      expect.objectContaining({
        pot_id: giving.potId,
        amount: 2500,
        payment_status: 'SUCCEEDED',
        payment_method: 'DIRECT_DEBIT',
        subscription_id: giving.subscription.id,
      }),
    ]);
    expect((await listSubscriptions())[0]).toMatchObject({ status: 'ACTIVE', next_debit_on: '2027-01-05' });
  });

  it('stops: the next month is not debited', async () => {
    expect((await update({ status: 3 })).body).toMatchObject({ status: 'CANCELED', next_debit_on: null });
    await runDebitsOn(t, '2027-01-05T06:00:00Z');
    expect((await debitsOf(t, giving.subscription.id)).map((d) => d.period)).toEqual(['2026-12']);
  });

  it('resumes (this month, not yet debited, is due today), moves the day, and the job debits on the new day', async () => {
    expect((await update({ status: 1 })).body).toMatchObject({ status: 'ACTIVE', next_debit_on: '2027-01-05' });
    expect((await update({ debit_day: 20 })).body).toMatchObject({ debit_day: 20, next_debit_on: '2027-01-20' });
    await runDebitsOn(t, '2027-01-19T06:00:00Z');
    expect((await debitsOf(t, giving.subscription.id)).map((d) => d.period)).toEqual(['2026-12']);
    await runDebitsOn(t, '2027-01-20T06:00:00Z');
    expect((await debitsOf(t, giving.subscription.id)).map((d) => d.period)).toEqual(['2026-12', '2027-01']);
    expect((await listSubscriptions())[0]).toMatchObject({ status: 'ACTIVE', next_debit_on: '2027-02-20' });
  });
});
