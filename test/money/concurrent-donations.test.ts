/**
 * 100 card donations sent at the same time to one pot (ten donors, ten each, some
 * also sent twice at once with the same Idempotency-Key) leave the pot's totals exact: every gift
 * counted once, one pay-in each at the provider, the charity wallet credited with exactly the gifts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../app';
import {
  newIdempotencyKey,
  openPot,
  postCardDonation,
  registerCard,
  signedInDonor,
  type PotSetup,
} from '../../api/payments/donations/testing/donation-flows';
import { ensurePaymentAccount } from '../../api/payments/payment-account.service';
import { sandboxPayins, walletBalance } from './money-checks';

let t: TestContext;
let pot: PotSetup;
const donors: Array<{ token: string; cardId: string }> = [];

beforeAll(async () => {
  t = await startTestApp();
  pot = await openPot(t, { closing_day: '2027-06-30' });
  for (let i = 0; i < 10; i++) {
    const donor = await signedInDonor(t, { firstname: 'Simultané', name: `Numéro ${i}` });
    await ensurePaymentAccount(t.deps, donor.id);
    donors.push({ token: donor.token, cardId: await registerCard(t, donor.token) });
  }
}, 120_000);
afterAll(() => t?.close());

it('counts 100 simultaneous donations on one pot exactly once each', async () => {
  // Frictionless amounts (at most 50 €), all different so that a lost or doubled gift shows in the total.
  const requests = Array.from({ length: 100 }, (_, i) => ({
    donor: donors[i % 10] as { token: string; cardId: string },
    amount: 1000 + 37 * i,
    tip: i % 3 === 0 ? 150 : 0,
    key: newIdempotencyKey(),
  }));
  const sends = requests.flatMap((r, i) => {
    const send = () =>
      postCardDonation(t, {
        token: r.donor.token,
        potId: pot.potId,
        amount: r.amount,
        tip: r.tip,
        cardId: r.donor.cardId,
        idempotencyKey: r.key,
      });
    return i % 10 === 0 ? [send(), send()] : [send()];
  });
  const answers = await Promise.all(sends);
  const created = answers.filter((a) => a.status === 201);
  // A duplicate arriving while its twin still runs waits for it, or is told 409 'in progress'.
  expect(answers.filter((a) => a.status !== 201 && a.status !== 409)).toEqual([]);
  expect(created.every((a) => a.body.payment_status === 'SUCCEEDED')).toBe(true);
  expect(new Set(created.map((a) => a.body.id)).size).toBe(100);

  const expected = requests.reduce((sum, r) => sum + r.amount, 0);
  expect(await t.db.knex('pots').where({ id: pot.potId }).first('donations_total_amount', 'donations_count', 'donators_count')).toEqual({
    donations_total_amount: expected,
    donations_count: 100,
    donators_count: 10,
  });
  const succeeded = await t.db.knex('donations').where({ pot_id: pot.potId, status: 'SUCCEEDED' }).select('mangopay_payin_id');
  expect(succeeded).toHaveLength(100);
  const payins = sandboxPayins(t).filter((p) => p.CreditedWalletId === pot.walletId);
  expect(payins.map((p) => p.Id).sort()).toEqual(succeeded.map((d) => d.mangopay_payin_id).sort());
  expect(walletBalance(t, pot.walletId)).toBe(expected);
}, 180_000);
