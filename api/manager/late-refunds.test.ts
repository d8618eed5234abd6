// Late successes on deactivated pots: a payment still pending when a manager deactivated the pot (a bank
// wire, a 3-D Secure card) and succeeding afterwards is refunded automatically, exactly once, whatever
// brings the success (hooks replayed 10 times, the 3-D Secure return, the sweep run again and again).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import {
  CHALLENGE_CARD,
  donateByCard,
  newIdempotencyKey,
  openPot,
  passSecureMode,
  paymentReturn,
  potTotals,
  signedInDonor,
} from '../payments/donations/testing/donation-flows';
import { api, donorWithAccount } from '../payments/subscriptions/testing/monthly-giving';
import { refundLateSuccesses } from './late-refunds';
import { call, paidDonation, replayHook, signedInManager } from './testing/manager-flows';
import { controlFetch } from '@entraide/mangopay-sandbox';

let t: TestContext;
let manager: { id: number; token: string };
beforeAll(async () => {
  t = await startTestApp();
  manager = await signedInManager(t);
});
afterAll(() => t.close());

const sandboxRefundsOf = (payinId: string) => (t.sandbox?.records('refunds') ?? []).filter((r) => r.InitialTransactionId === payinId);
const deactivate = (potId: number) =>
  call(t, manager.token, `/manager/pots/${potId}/deactivate`, {
    method: 'POST',
    headers: { 'Idempotency-Key': newIdempotencyKey() },
    json: { reason: 'Cagnotte frauduleuse' },
  });
const donation = (id: number) => t.db.knex('donations').where({ id }).first('status', 'mangopay_payin_id');

describe('late successes on a deactivated pot', () => {
  it('a bank wire arriving after the deactivation is refunded once, however often its hook comes', async () => {
    const { potId } = await openPot(t);
    const paid = await paidDonation(t, { amount: 2000, potId });
    const donor = await donorWithAccount(t, { firstname: 'Inès' });
    const wire = await api(t, donor.token, `/cagnottes/${potId}/donations/bankwire`, {
      json: { charity_donation: { id: potId, amount: 3000, gift_entraide: 250 } },
      headers: { 'Idempotency-Key': newIdempotencyKey() },
    });
    expect(wire.status).toBe(201);
    const deactivated = await deactivate(potId);
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.refunds).toEqual([expect.objectContaining({ donation_id: paid.donationId, error: null })]);
    expect(await potTotals(t, potId)).toMatchObject({ donations_total_amount: 0, donations_count: 0 });

    const { mangopay_payin_id: payinId } = await donation(wire.body.id);
    const accepted = await controlFetch(t.sandbox, `/${t.sandbox?.clientId}/payins/bankwire/${payinId}/accept`, { method: 'POST' });
    expect(accepted.status).toBe(200);
    await replayHook(t, 'PAYIN_NORMAL_SUCCEEDED', payinId);
    // The sweep and a retried job afterwards find nothing more to do.
    expect(await refundLateSuccesses(t.deps)).toEqual({ refunded: 0, pending: 0, failed: 0 });
    expect(await refundLateSuccesses(t.deps, wire.body.id)).toEqual({ refunded: 0, pending: 0, failed: 0 });

    expect(sandboxRefundsOf(payinId)).toHaveLength(1);
    expect(sandboxRefundsOf(payinId)[0]).toMatchObject({ Status: 'SUCCEEDED', DebitedFunds: { Amount: 3000 }, Fees: { Amount: -250 } });
    expect(await donation(wire.body.id)).toMatchObject({ status: 'REFUNDED' });
    expect(await t.db.knex('refunds').where({ donation_id: wire.body.id })).toEqual([
      expect.objectContaining({ status: 'SUCCEEDED', requested_by_id: null, reason: 'Don arrivé après la désactivation de la cagnotte' }),
    ]);
    expect(await potTotals(t, potId)).toEqual({ donations_total_amount: 0, donations_count: 0, donators_count: 0 });
    const refunds = await call(t, manager.token, `/manager/donations/${wire.body.id}/refunds`);
    expect(refunds.body).toEqual([expect.objectContaining({ status: 'SUCCEEDED', amount: 3000 })]);
  });

  it('a 3-D Secure payment finished after the deactivation is refunded once by the sweep, run again and again', async () => {
    const { potId } = await openPot(t);
    const donor = await signedInDonor(t);
    const started = await donateByCard(t, {
      token: donor.token,
      potId,
      amount: 4000,
      card: CHALLENGE_CARD,
      idempotencyKey: newIdempotencyKey(),
    });
    expect(started.body.payment_status).toBe('CREATED');
    await deactivate(potId);
    const page = await passSecureMode(started.body.secureModeRedirectURL, 'authenticate');
    await paymentReturn(t, page.transactionId ?? '');
    const { mangopay_payin_id: payinId } = await donation(started.body.id);
    expect(sandboxRefundsOf(payinId)).toHaveLength(0);

    const reports = await Promise.all([
      refundLateSuccesses(t.deps),
      refundLateSuccesses(t.deps),
      refundLateSuccesses(t.deps, started.body.id),
    ]);
    expect(reports.reduce((n, r) => n + r.refunded, 0)).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 3; i++) await refundLateSuccesses(t.deps);
    await replayHook(t, 'PAYIN_NORMAL_SUCCEEDED', payinId);

    expect(sandboxRefundsOf(payinId)).toHaveLength(1);
    expect(await donation(started.body.id)).toMatchObject({ status: 'REFUNDED' });
    expect(await t.db.knex('refunds').where({ donation_id: started.body.id }).count({ n: '*' }).first()).toEqual({ n: 1 });
    expect(await potTotals(t, potId)).toEqual({ donations_total_amount: 0, donations_count: 0, donators_count: 0 });
  });

  it('leaves active pots alone', async () => {
    const paid = await paidDonation(t, { amount: 1200 });
    expect(await refundLateSuccesses(t.deps)).toEqual({ refunded: 0, pending: 0, failed: 0 });
    expect(await donation(paid.donationId)).toMatchObject({ status: 'SUCCEEDED' });
  });
});
