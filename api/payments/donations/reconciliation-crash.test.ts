/**
 * A process stopped after the provider created the pay-in and before it was recorded: the donation
 * stays CREATED without a pay-in id; reconciliation finds the pay-in by the donation's own
 * Idempotency-Key, attaches it and applies it, and the provider holds one pay-in only.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, startTestSandbox, type TestContext, type TestSandbox } from '../../../test/app';
import type { PaymentGateway } from '../gateway.types';
import { PROVIDER_KEY_MEMORY_MS, reconcileDonations, RECONCILE_AFTER_MS, REVIEW_CODE } from './reconciliation';
import {
  donateByCard,
  donationRow,
  openPot,
  potTotals,
  sandboxPayins,
  sandboxWalletBalance,
  signedInDonor,
} from './testing/donation-flows';

let t: TestContext;
let sandbox: TestSandbox;
let crash = false;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const real = sandbox.createGateway();
  const payments = new Proxy(real, {
    get(target, prop) {
      if (prop === 'createCardPayIn') {
        return async (...args: Parameters<PaymentGateway['createCardPayIn']>) => {
          const payin = await target.createCardPayIn(...args);
          if (crash) throw new Error('process stopped after the provider call');
          return payin;
        };
      }
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  t = await startTestApp({ payments, clock: sandbox.clock });
  t.sandbox = sandbox;
});
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

it('settles by reconciliation a pay-in made but never recorded', async () => {
  const pot = await openPot(t);
  const donor = await signedInDonor(t);
  const before = sandboxWalletBalance(t, pot.walletId);
  crash = true;
  const { status, body } = await donateByCard(t, { token: donor.token, potId: pot.potId, amount: 3300 });
  crash = false;
  expect(status).toBe(201);
  expect(body.payment_status).toBe('CREATED');
  expect(await donationRow(t, body.id)).toMatchObject({ status: 'CREATED', mangopay_payin_id: null });
  expect(sandboxPayins(t)).toHaveLength(1);

  sandbox.clock.advance(RECONCILE_AFTER_MS + 60_000);
  await reconcileDonations(t.deps);
  const row = await donationRow(t, body.id);
  expect(row).toMatchObject({ status: 'SUCCEEDED', mangopay_payin_id: sandboxPayins(t)[0]?.Id });
  expect((await potTotals(t, pot.potId)).donations_total_amount).toBe(3300);
  expect(sandboxWalletBalance(t, pot.walletId) - before).toBe(3300);
  expect(sandboxPayins(t)).toHaveLength(1);
});

it('never fails blindly a donation the provider no longer remembers after 24 hours: it is flagged for review', async () => {
  const pot = await openPot(t);
  const donor = await signedInDonor(t);
  crash = true;
  const { body } = await donateByCard(t, { token: donor.token, potId: pot.potId, amount: 2100 });
  crash = false;
  const payinsBefore = sandboxPayins(t).length;

  sandbox.clock.advance(PROVIDER_KEY_MEMORY_MS + 60 * 60 * 1000); // the job runner was down for a day
  await reconcileDonations(t.deps);
  expect(await donationRow(t, body.id)).toMatchObject({ status: 'CREATED', mangopay_payin_id: null, result_code: REVIEW_CODE });
  expect((await potTotals(t, pot.potId)).donations_total_amount).toBe(0);
  await reconcileDonations(t.deps); // looked at again later: still waiting for a person, nothing created
  expect(await donationRow(t, body.id)).toMatchObject({ status: 'CREATED', result_code: REVIEW_CODE });
  expect(sandboxPayins(t)).toHaveLength(payinsBefore);
});
