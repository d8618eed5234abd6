// Payouts the provider fails: each is answered CREATED and fails afterwards, told by the
// PAYOUT_NORMAL_FAILED hook, as Mangopay's do: one that cannot be made (here 001001: money left the
// escrow between our balance read and the payout; nothing was debited), or one the bank refuses (through
// the emulator's control route; the money debited, then credited back). Either way
// the payout ends FAILED in our records with the provider's result and a French reason, the money is in
// the charity's escrow again (the next payout takes it), and a replayed hook changes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { referenceIds } from '../pots/testing/pot-factories';
import { ensureCharityWallet, sandboxWalletBalance } from '../payments/donations/testing/donation-flows';
import {
  call,
  charityReadyForPayouts,
  deliverHook,
  newIdempotencyKey,
  paidDonation,
  signedInManager,
} from '../manager/testing/manager-flows';
import { advanceEmulator, sandboxControl } from '@entraide/mangopay-sandbox/testing';

let t: TestContext;
let manager: { id: number; token: string };
let charityId: number;
let walletId: string;
beforeAll(async () => {
  t = await startTestApp();
  manager = await signedInManager(t);
  charityId = (await referenceIds(t.db.knex)).charity;
  walletId = await ensureCharityWallet(t, charityId);
  await charityReadyForPayouts(t, charityId, manager.token);
});
afterAll(() => t.close());

const payout = () =>
  call(t, manager.token, `/manager/charities/${charityId}/payouts`, {
    method: 'POST',
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });
const listed = async (id: number) =>
  (await call(t, manager.token, `/manager/payouts?charity_id=${charityId}`)).body.find((p: { id: number }) => p.id === id);
const auditCount = async (id: number, action: string) =>
  (
    await t.db
      .knex('audit_log')
      .where({ entity_type: 'payout', entity_id: String(id), action })
      .count({ n: '*' })
      .first()
  )?.n;

describe('a payout the provider fails', () => {
  it('above the balance (CREATED, then FAILED 001001 by the hook): FAILED with the result and a French reason, the money still in the escrow', async () => {
    const donation = await paidDonation(t, { amount: 4000 });
    // Between our balance read and the payout, a refund takes 1 000 out of the escrow at the provider.
    const payIn = (await t.db.knex('donations').where({ id: donation.donationId }).first('mangopay_payin_id')).mangopay_payin_id;
    const realGetWallet = t.deps.payments.getWallet.bind(t.deps.payments);
    const spy = vi.spyOn(t.deps.payments, 'getWallet').mockImplementationOnce(async (id) => {
      const read = await realGetWallet(id);
      const author = String((await t.deps.payments.getPayIn(String(payIn))).AuthorId);
      const part = { Currency: 'EUR' as const, Amount: 1000 };
      await t.deps.payments.refundPayIn(
        String(payIn),
        { AuthorId: author, DebitedFunds: part, Fees: { Currency: 'EUR', Amount: 0 } },
        randomUUID(),
      );
      return read;
    });
    const answer = await payout();
    spy.mockRestore();
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ amount: 4000, status: 'CREATED', result_code: null, failure_reason: null });
    expect(sandboxWalletBalance(t, walletId)).toBe(3000);
    // The provider fails it a few seconds later (nothing was debited) and calls the hook.
    await advanceEmulator(t.sandbox!, 10_000);
    for (let i = 0; i < 3; i++) expect(await deliverHook(t, 'PAYOUT_NORMAL_FAILED', answer.body.mangopay_payout_id)).toBe(200);
    expect(await listed(answer.body.id)).toMatchObject({
      amount: 4000,
      status: 'FAILED',
      result_code: '001001',
      result_message: 'Unsufficient wallet balance',
      failure_reason: 'Le séquestre de l’association ne contient pas assez d’argent pour ce versement.',
    });
    expect(sandboxWalletBalance(t, walletId)).toBe(3000);
    expect(await auditCount(answer.body.id, 'payout.failed')).toBe(1);

    // The escrow still holds its money: the next payout takes all of it.
    const next = await payout();
    expect(next.body).toMatchObject({ amount: 3000, status: 'CREATED' });
    await sandboxControl(t.sandbox!, 'POST', `/${t.sandbox!.clientId}/payouts/${next.body.mangopay_payout_id}/settle`);
    expect(sandboxWalletBalance(t, walletId)).toBe(0);
  });

  it('afterwards (CREATED, then the PAYOUT_NORMAL_FAILED hook): FAILED with the result, the money back in the escrow, a replayed hook changes nothing', async () => {
    await paidDonation(t, { amount: 2500 });
    const answer = await payout();
    expect(answer.body).toMatchObject({ amount: 2500, status: 'CREATED', result_code: null, failure_reason: null });
    expect(sandboxWalletBalance(t, walletId)).toBe(0);

    // The bank refuses it: the provider fails the payout, credits the wallet back and calls the hook.
    await sandboxControl(t.sandbox!, 'POST', `/${t.sandbox!.clientId}/payouts/${answer.body.mangopay_payout_id}/fail`, {
      ResultCode: '121030',
    });
    expect(sandboxWalletBalance(t, walletId)).toBe(2500);
    for (let i = 0; i < 3; i++) expect(await deliverHook(t, 'PAYOUT_NORMAL_FAILED', answer.body.mangopay_payout_id)).toBe(200);
    const failed = await listed(answer.body.id);
    expect(failed).toMatchObject({
      status: 'FAILED',
      result_code: '121030',
      result_message: expect.stringMatching(/^Verification of Payee failed: account name and IBAN do not match/),
      failure_reason: expect.stringContaining('le nom du titulaire ne correspond pas à l’IBAN'),
      executed_at: null,
    });
    expect(failed.failure_reason).toContain('L’argent est revenu dans son séquestre.');
    expect(await auditCount(answer.body.id, 'payout.failed')).toBe(1);
    // A late success hook for the same payout changes nothing either: FAILED is final.
    expect(await deliverHook(t, 'PAYOUT_NORMAL_SUCCEEDED', answer.body.mangopay_payout_id)).toBe(200);
    expect((await listed(answer.body.id)).status).toBe('FAILED');

    const again = await payout();
    expect(again.body).toMatchObject({ amount: 2500, status: 'CREATED' });
  });
});
