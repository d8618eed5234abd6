// Refunds through the provider: the receipt is cancelled and the pot total lowered exactly once, whatever
// is retried (same request, a new request, the provider's hooks replayed); checked against the sandbox's
// own refunds and wallet balance too. Deactivating a pot refunds every paid donation and ends its debits.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { issueReceiptForDonation, renderReceiptPdf } from '../receipts';
import { potTotals, sandboxWalletBalance } from '../payments/donations/testing/donation-flows';
import { setUpMonthlyGiving } from '../payments/subscriptions/testing/monthly-giving';
import { call, deliverHook, newIdempotencyKey, paidDonation, signedInManager } from './testing/manager-flows';

let t: TestContext;
let manager: { id: number; token: string };
beforeAll(async () => {
  t = await startTestApp();
  manager = await signedInManager(t);
});
afterAll(() => t.close());

const refunds = () => t.sandbox?.records('refunds') ?? [];

describe('refunding a donation', () => {
  it('gives the money back once, marks the donation REFUNDED, cancels its receipt and lowers the total once', async () => {
    const first = await paidDonation(t, { amount: 4000, tip: 300 });
    const second = await paidDonation(t, { amount: 1500, potId: first.potId });
    const receipt = await issueReceiptForDonation(t.deps, first.donationId);
    expect(receipt).not.toBeNull();
    expect((await renderReceiptPdf(t.deps, receipt!.id)).subarray(0, 5).toString()).toBe('%PDF-');
    const walletId = (
      await t.db.knex('pots as p').join('assocs as a', 'a.id', 'p.assoc_id').where('p.id', first.potId).first('a.mangopay_wallet_id')
    ).mangopay_wallet_id;
    const walletBefore = sandboxWalletBalance(t, walletId);
    expect(await potTotals(t, first.potId)).toMatchObject({ donations_total_amount: 5500, donations_count: 2 });

    const key = newIdempotencyKey();
    const refunded = await call(t, manager.token, `/manager/donations/${first.donationId}/refund`, {
      method: 'POST',
      headers: { 'Idempotency-Key': key },
      json: { reason: 'Erreur de montant du donateur' },
    });
    expect(refunded.status).toBe(201);
    expect(refunded.body).toMatchObject({
      donation_id: first.donationId,
      amount: 4000,
      status: 'SUCCEEDED',
      reason: 'Erreur de montant du donateur',
    });
    expect(refunded.body.mangopay_refund_id).toEqual(expect.any(String));

    // The same request again (replayed), a new request, and the provider's hooks replayed: nothing more.
    const replayed = await call(t, manager.token, `/manager/donations/${first.donationId}/refund`, {
      method: 'POST',
      headers: { 'Idempotency-Key': key },
      json: { reason: 'Erreur de montant du donateur' },
    });
    expect(replayed.body).toEqual(refunded.body);
    const again = await call(t, manager.token, `/manager/donations/${first.donationId}/refund`, {
      method: 'POST',
      headers: { 'Idempotency-Key': newIdempotencyKey() },
      json: {},
    });
    expect(again.body.id).toBe(refunded.body.id);
    for (const event of ['PAYIN_REFUND_CREATED', 'PAYIN_REFUND_SUCCEEDED', 'PAYIN_REFUND_SUCCEEDED']) {
      expect(await deliverHook(t, event, refunded.body.mangopay_refund_id)).toBe(200);
    }

    expect(refunds()).toHaveLength(1);
    expect(refunds()[0]).toMatchObject({ Status: 'SUCCEEDED', DebitedFunds: { Amount: 4000 }, Fees: { Amount: -300 } });
    expect(sandboxWalletBalance(t, walletId)).toBe(walletBefore - 4000);
    expect((await t.db.knex('donations').where({ id: first.donationId }).first('status')).status).toBe('REFUNDED');
    expect((await t.db.knex('donations').where({ id: second.donationId }).first('status')).status).toBe('SUCCEEDED');
    expect(await potTotals(t, first.potId)).toMatchObject({ donations_total_amount: 1500, donations_count: 1, donators_count: 1 });
    const cancelled = await t.db.knex('tax_receipts').where({ donation_id: first.donationId }).first('cancelled_at', 'cancel_reason');
    expect(cancelled.cancelled_at).not.toBeNull();
    expect(cancelled.cancel_reason).toBe('Don remboursé');
    // A cancelled receipt is no longer delivered.
    await expect(renderReceiptPdf(t.deps, receipt!.id)).rejects.toMatchObject({ status: 404 });
    expect(await t.db.knex('refunds').where({ donation_id: first.donationId }).count({ n: '*' }).first()).toEqual({ n: 1 });
    const audit = await call(t, manager.token, `/manager/audit_log?entity_type=donation&entity_id=${first.donationId}`);
    expect(audit.body[0]).toMatchObject({ actor_id: manager.id, action: 'donation.refund_requested' });
  });

  it('records a refund the provider refuses (HTTP 200, FAILED 001401) with its code and a French reason; the donation stays paid', async () => {
    const paid = await paidDonation(t, { amount: 2500 });
    const receipt = await issueReceiptForDonation(t.deps, paid.donationId);
    const payinId = String((await t.db.knex('donations').where({ id: paid.donationId }).first('mangopay_payin_id')).mangopay_payin_id);
    // Refunded at the provider outside Entraide (its dashboard): nothing is left to refund.
    const payin = await t.deps.payments.getPayIn(payinId);
    await t.deps.payments.refundPayIn(payinId, { AuthorId: String(payin.AuthorId) }, randomUUID());
    const totalsBefore = await potTotals(t, paid.potId);

    const answer = await call(t, manager.token, `/manager/donations/${paid.donationId}/refund`, {
      method: 'POST',
      headers: { 'Idempotency-Key': newIdempotencyKey() },
      json: { reason: 'Doublon' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      donation_id: paid.donationId,
      status: 'FAILED',
      result_code: '001401',
      result_message: 'Transaction has already been successfully refunded',
      failure_reason: 'Ce paiement a déjà été entièrement remboursé chez le prestataire de paiement.',
      executed_at: null,
    });
    const providerRefundId = String(answer.body.mangopay_refund_id);
    expect(refunds().find((r) => r.Id === providerRefundId)).toMatchObject({ Status: 'FAILED', ResultCode: '001401' });
    // The provider's hooks, replayed: the same row, one audit entry, the donation still paid.
    for (const event of ['PAYIN_REFUND_CREATED', 'PAYIN_REFUND_FAILED', 'PAYIN_REFUND_FAILED']) {
      expect(await deliverHook(t, event, providerRefundId)).toBe(200);
    }
    const rows = await t.db.knex('refunds').where({ donation_id: paid.donationId });
    expect(rows.map((r) => [r.status, r.result_code, r.mangopay_refund_id])).toEqual([['FAILED', '001401', providerRefundId]]);
    expect((await t.db.knex('donations').where({ id: paid.donationId }).first('status')).status).toBe('SUCCEEDED');
    expect(await potTotals(t, paid.potId)).toEqual(totalsBefore);
    expect((await t.db.knex('tax_receipts').where({ id: receipt!.id }).first('cancelled_at')).cancelled_at).toBeNull();
    const audit = await t.db.knex('audit_log').where({ entity_type: 'refund', entity_id: String(answer.body.id) });
    expect(audit.map((a) => a.action)).toEqual(['refund.failed']);
    // The manager's list says why, in French.
    const listed = await call(t, manager.token, `/manager/donations/${paid.donationId}/refunds`);
    expect(listed.body[0].failure_reason).toBe('Ce paiement a déjà été entièrement remboursé chez le prestataire de paiement.');
  });

  it('refuses to refund a donation that was not paid (422), and an unknown one (404)', async () => {
    const paid = await paidDonation(t);
    await t.db.knex('donations').where({ id: paid.donationId }).update({ status: 'FAILED' });
    const refused = await call(t, manager.token, `/manager/donations/${paid.donationId}/refund`, { method: 'POST', json: {} });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].detail).toBe('Seul un don payé peut être remboursé');
    expect((await call(t, manager.token, '/manager/donations/999999/refund', { method: 'POST', json: {} })).status).toBe(404);
  });
});

describe('deactivating an abusive pot', () => {
  it('hides the pot, ends its monthly giving and refunds every paid donation', async () => {
    const monthly = await setUpMonthlyGiving(t);
    const a = await paidDonation(t, { potId: monthly.potId, amount: 2000 });
    const b = await paidDonation(t, { potId: monthly.potId, amount: 2500 });
    const answer = await call(t, manager.token, `/manager/pots/${monthly.potId}/deactivate`, {
      method: 'POST',
      headers: { 'Idempotency-Key': newIdempotencyKey() },
      json: { reason: 'Cagnotte frauduleuse' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      pot_id: monthly.potId,
      is_active: false,
      deactivation_reason: 'Cagnotte frauduleuse',
      subscriptions_closed: 1,
    });
    expect(answer.body.refunds.map((r: { donation_id: number; refund: { status: string } }) => [r.donation_id, r.refund.status])).toEqual([
      [a.donationId, 'SUCCEEDED'],
      [b.donationId, 'SUCCEEDED'],
    ]);
    expect(await potTotals(t, monthly.potId)).toMatchObject({ donations_total_amount: 0, donations_count: 0 });
    expect((await t.db.knex('subscriptions').where({ pot_id: monthly.potId }).first('status')).status).toBe('CLOSED');
    expect((await t.request(`/api/v1/cagnottes/${monthly.potId}`)).status).toBe(404);
    // Asked again: nothing more is refunded.
    const count = refunds().length;
    const again = await call(t, manager.token, `/manager/pots/${monthly.potId}/deactivate`, {
      method: 'POST',
      headers: { 'Idempotency-Key': newIdempotencyKey() },
      json: {},
    });
    expect(again.body.refunds).toEqual([]);
    expect(refunds()).toHaveLength(count);
  });
});
