// Payouts of a charity's escrow: the amount is the wallet's balance read from the provider, never more;
// a retried request, a new request and replayed PAYOUT_NORMAL_* hooks pay nothing twice (checked against
// the sandbox's own payouts and wallet balance); the status follows the provider once it settles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { runScheduledPayouts } from './payouts-schedule';
import { controlFetch } from '@entraide/mangopay-sandbox';

let t: TestContext;
let manager: { id: number; token: string };
let charityId: number;
let walletId: string;
beforeAll(async () => {
  t = await startTestApp();
  manager = await signedInManager(t);
  charityId = (await referenceIds(t.db.knex)).charity;
  walletId = await ensureCharityWallet(t, charityId);
});
afterAll(() => t.close());

const sandboxPayouts = () => t.sandbox?.records('payouts') ?? [];
const payout = (key: string) =>
  call(t, manager.token, `/manager/charities/${charityId}/payouts`, { method: 'POST', headers: { 'Idempotency-Key': key } });

describe('paying out a charity', () => {
  it('needs the charity’s payout account first (422, in French)', async () => {
    const answer = await payout(newIdempotencyKey());
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0]).toMatchObject({
      code: 'payout_account_missing',
      detail:
        'Versement impossible : l’association n’a pas encore de compte de versement. Son représentant s’en occupe depuis l’espace association.',
    });
  });

  it('pays out exactly the balance, once, whatever is retried or replayed', async () => {
    const account = await charityReadyForPayouts(t, charityId, manager.token);
    expect(account).toMatchObject({ assoc_id: charityId, iban_masked: 'FR76 **** **** 0143', active: true });
    await paidDonation(t, { amount: 3000, tip: 200 });
    await paidDonation(t, { amount: 4500 });
    expect(sandboxWalletBalance(t, walletId)).toBe(7500);

    const key = newIdempotencyKey();
    const first = await payout(key);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ assoc_id: charityId, amount: 7500, status: 'CREATED', requested_by_id: manager.id });
    expect(first.body.bank_wire_ref).toMatch(/^ENT \d{8}$/);
    expect(sandboxWalletBalance(t, walletId)).toBe(0);

    const retried = await payout(key);
    expect(retried.status).toBe(201);
    expect(retried.body).toEqual(first.body);
    const fresh = await payout(newIdempotencyKey());
    expect(fresh.status).toBe(422);
    expect(fresh.body.errors[0].detail).toBe('Le séquestre de l’association est vide : rien à reverser');
    for (let i = 0; i < 2; i++) expect(await deliverHook(t, 'PAYOUT_NORMAL_CREATED', first.body.mangopay_payout_id)).toBe(200);
    expect(sandboxPayouts()).toHaveLength(1);
    expect(sandboxPayouts()[0]).toMatchObject({ DebitedFunds: { Amount: 7500 }, BankWireRef: first.body.bank_wire_ref, Status: 'CREATED' });

    // The bank executes it: the hook (replayed too) makes it SUCCEEDED once.
    const settled = await controlFetch(t.sandbox, `/${t.sandbox?.clientId}/payouts/${first.body.mangopay_payout_id}/settle`, {
      method: 'POST',
    });
    expect(settled.status).toBe(200);
    for (let i = 0; i < 3; i++) expect(await deliverHook(t, 'PAYOUT_NORMAL_SUCCEEDED', first.body.mangopay_payout_id)).toBe(200);
    const listed = await call(t, manager.token, `/manager/payouts?charity_id=${charityId}`);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({
      id: first.body.id,
      status: 'SUCCEEDED',
      amount: 7500,
      iban_masked: 'FR76 **** **** 0143',
      bank_wire_ref: first.body.bank_wire_ref,
    });
    expect(listed.body[0].executed_at).toBe(t.clock.now().toISOString());
    expect(
      await t.db
        .knex('audit_log')
        .where({ entity_type: 'payout', entity_id: String(first.body.id), action: 'payout.succeeded' })
        .count({ n: '*' })
        .first(),
    ).toEqual({ n: 1 });
  });

  it('never asks for more than the wallet holds: the schedule pays what came in since, and skips an empty wallet', async () => {
    await paidDonation(t, { amount: 1200 });
    const report = await runScheduledPayouts(t.deps);
    expect(report.paid).toBe(1);
    const second = sandboxPayouts().at(-1)!;
    expect(second.DebitedFunds).toMatchObject({ Amount: 1200 });
    expect(sandboxWalletBalance(t, walletId)).toBe(0);
    const stored = await t.db.knex('payouts').where({ mangopay_payout_id: second.Id }).first('requested_by_id', 'amount');
    expect(stored).toEqual({ requested_by_id: null, amount: 1200 });
    expect(await runScheduledPayouts(t.deps)).toMatchObject({ paid: 0 });
    expect(sandboxPayouts()).toHaveLength(2);
    const paidOut = sandboxPayouts().reduce((sum, p) => sum + (p.DebitedFunds as { Amount: number }).Amount, 0);
    expect(paidOut).toBe(3000 + 4500 + 1200);
  });
});
