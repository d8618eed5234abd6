// Disputes (chargebacks): the emulator opens one on a paid donation, its DISPUTE_* hooks are re-read and
// recorded once per provider dispute (replayed 10 times, concurrently, and out of order); a lost dispute
// lowers the pot's total once and cancels the receipt, a won one changes nothing; managers see it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { issueReceiptForDonation } from '../receipts';
import { potTotals, sandboxWalletBalance } from '../payments/donations/testing/donation-flows';
import { call, newIdempotencyKey, paidDonation, replayHook, signedInManager } from './testing/manager-flows';
import { controlFetch } from '@entraide/mangopay-sandbox';

let t: TestContext;
let manager: { id: number; token: string };
beforeAll(async () => {
  t = await startTestApp();
  manager = await signedInManager(t);
});
afterAll(() => t.close());

async function control(path: string, body: unknown = {}) {
  const res = await controlFetch(t.sandbox, `/${t.sandbox?.clientId}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const payinOf = async (donationId: number) =>
  String((await t.db.knex('donations').where({ id: donationId }).first('mangopay_payin_id')).mangopay_payin_id);
const walletOf = async (potId: number) =>
  String(
    (await t.db.knex('pots as p').join('assocs as a', 'a.id', 'p.assoc_id').where('p.id', potId).first('a.mangopay_wallet_id'))
      .mangopay_wallet_id,
  );
const replay = (event: string, id: string, times = 10) => replayHook(t, event, id, times);

describe('disputes', () => {
  it('the emulator shapes a dispute as Mangopay does, readable through the SDK, with its repudiation taken from the wallet', async () => {
    const paid = await paidDonation(t, { amount: 2500, tip: 100 });
    const walletId = await walletOf(paid.potId);
    const before = sandboxWalletBalance(t, walletId);
    const opened = await control(`/payins/${await payinOf(paid.donationId)}/disputes`, { DisputeReasonType: 'FRAUD' });
    expect(opened.status).toBe(200);
    const dispute = await t.deps.payments.getDispute(opened.body.Id);
    expect(dispute).toMatchObject({
      Id: opened.body.Id,
      InitialTransactionId: await payinOf(paid.donationId),
      InitialTransactionType: 'PAYIN',
      DisputeType: 'CONTESTABLE',
      Status: 'PENDING_CLIENT_ACTION',
      DisputedFunds: { Currency: 'EUR', Amount: 2600 },
      DisputeReason: { DisputeReasonType: 'FRAUD' },
      ResultCode: null,
      ClosedDate: null,
      RepudiationId: expect.any(String),
      ContestDeadlineDate: expect.any(Number),
    });
    // The wallet gave back the gift (the platform owes the tip).
    expect(sandboxWalletBalance(t, walletId)).toBe(before - 2500);
    const repudiation = (t.sandbox?.records('repudiations') ?? []).find((r) => r.Id === dispute.RepudiationId);
    expect(repudiation).toMatchObject({
      Type: 'PAYOUT',
      Nature: 'REPUDIATION',
      Status: 'SUCCEEDED',
      DebitedWalletId: walletId,
      DisputeId: dispute.Id,
    });
    const events = (
      (await (await controlFetch(t.sandbox, `/${t.sandbox?.clientId}/events`)).json()) as Array<{ EventType: string; ResourceId: string }>
    )
      .filter((e) => e.ResourceId === dispute.Id)
      .map((e) => e.EventType);
    expect(events).toEqual(['DISPUTE_CREATED', 'DISPUTE_ACTION_REQUIRED']);
    // A second dispute on the same pay-in, or a refund during the dispute, is refused.
    expect((await control(`/payins/${await payinOf(paid.donationId)}/disputes`)).status).toBe(400);
    const refund = await call(t, manager.token, `/manager/donations/${paid.donationId}/refund`, {
      method: 'POST',
      headers: { 'Idempotency-Key': newIdempotencyKey() },
      json: {},
    });
    expect(refund.body).toMatchObject({ status: 'FAILED' });
    expect(t.sandbox?.records('refunds') ?? []).toHaveLength(0);
  });

  it('a lost dispute lowers the total and cancels the receipt exactly once, whatever the hooks’ order and number', async () => {
    const first = await paidDonation(t, { amount: 4000 });
    const second = await paidDonation(t, { amount: 1500, potId: first.potId });
    const receipt = await issueReceiptForDonation(t.deps, first.donationId);
    expect(receipt).not.toBeNull();
    expect(await potTotals(t, first.potId)).toEqual({ donations_total_amount: 5500, donations_count: 2, donators_count: 2 });

    const opened = await control(`/payins/${await payinOf(first.donationId)}/disputes`);
    await replay('DISPUTE_CREATED', opened.body.Id);
    await replay('DISPUTE_ACTION_REQUIRED', opened.body.Id);
    expect(await t.db.knex('disputes').where({ donation_id: first.donationId })).toHaveLength(1);
    // Open: the donation still counts.
    expect(await potTotals(t, first.potId)).toMatchObject({ donations_total_amount: 5500 });
    let listed = await call(t, manager.token, `/manager/donations?pot_id=${first.potId}`);
    expect(listed.body.find((d: any) => d.id === first.donationId)).toMatchObject({
      status: 'SUCCEEDED',
      dispute: { status: 'PENDING_CLIENT_ACTION', result_code: null },
    });

    expect((await control(`/disputes/${opened.body.Id}/close`, { ResultCode: 'LOST' })).status).toBe(200);
    await replay('DISPUTE_CLOSED', opened.body.Id);
    // Late and out of order: the earlier events again, after the closing.
    await replay('DISPUTE_CREATED', opened.body.Id, 3);
    await replay('DISPUTE_ACTION_REQUIRED', opened.body.Id, 3);

    expect(await potTotals(t, first.potId)).toEqual({ donations_total_amount: 1500, donations_count: 1, donators_count: 1 });
    expect((await t.db.knex('donations').where({ id: second.donationId }).first('status')).status).toBe('SUCCEEDED');
    const rows = await t.db.knex('disputes').where({ donation_id: first.donationId });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'CLOSED', result_code: 'LOST', disputed_amount: 4000 });
    const cancelled = await t.db.knex('tax_receipts').where({ donation_id: first.donationId }).first('cancelled_at', 'cancel_reason');
    expect(cancelled.cancelled_at).not.toBeNull();
    expect(cancelled.cancel_reason).toBe('Don contesté auprès de la banque du donateur');
    expect(
      await t.db
        .knex('audit_log')
        .where({ action: 'dispute.lost', entity_id: String(first.donationId) })
        .count({ n: '*' })
        .first(),
    ).toEqual({ n: 1 });

    listed = await call(t, manager.token, `/manager/donations?pot_id=${first.potId}`);
    expect(listed.body.find((d: any) => d.id === first.donationId)).toMatchObject({
      status: 'REFUNDED',
      dispute: { status: 'CLOSED', result_code: 'LOST' },
    });
    const disputes = await call(t, manager.token, `/manager/donations/${first.donationId}/disputes`);
    expect(disputes.body).toEqual([
      expect.objectContaining({
        mangopay_dispute_id: opened.body.Id,
        status: 'CLOSED',
        result_code: 'LOST',
        lost: true,
        disputed_amount: 4000,
      }),
    ]);
  });

  it('a won dispute gives the money back and leaves the donation counted', async () => {
    const paid = await paidDonation(t, { amount: 3300 });
    const walletId = await walletOf(paid.potId);
    const before = sandboxWalletBalance(t, walletId);
    const opened = await control(`/payins/${await payinOf(paid.donationId)}/disputes`);
    expect(sandboxWalletBalance(t, walletId)).toBe(before - 3300);
    await control(`/disputes/${opened.body.Id}/close`, { ResultCode: 'WON' });
    await replay('DISPUTE_CLOSED', opened.body.Id);
    expect(sandboxWalletBalance(t, walletId)).toBe(before);
    expect(await potTotals(t, paid.potId)).toMatchObject({ donations_total_amount: 3300, donations_count: 1 });
    expect(await t.db.knex('disputes').where({ donation_id: paid.donationId }).first('status', 'result_code', 'lost_applied_at')).toEqual({
      status: 'CLOSED',
      result_code: 'WON',
      lost_applied_at: null,
    });
  });

  it('a not contestable dispute is lost at once; its first hook already takes the donation out', async () => {
    const paid = await paidDonation(t, { amount: 1800 });
    const opened = await control(`/payins/${await payinOf(paid.donationId)}/disputes`, { DisputeType: 'NOT_CONTESTABLE' });
    expect(opened.body).toMatchObject({ Status: 'CLOSED', ResultCode: 'LOST' });
    await replay('DISPUTE_CREATED', opened.body.Id);
    expect(await potTotals(t, paid.potId)).toMatchObject({ donations_total_amount: 0, donations_count: 0 });
    expect((await t.db.knex('donations').where({ id: paid.donationId }).first('status')).status).toBe('REFUNDED');
  });

  it('only managers read a donation’s disputes', async () => {
    const paid = await paidDonation(t, { amount: 1000 });
    expect((await call(t, null, `/manager/donations/${paid.donationId}/disputes`)).status).toBe(401);
    expect((await call(t, paid.donor.token, `/manager/donations/${paid.donationId}/disputes`)).status).toBe(403);
  });
});
