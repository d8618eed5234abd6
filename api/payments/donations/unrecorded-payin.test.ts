/**
 * The provider answered the card pay-in but the database failed to record it (a timeout, an exhausted
 * pool; here a trigger refusing the pay-in id's update, on the real database): the donor is told what
 * the provider answered, never a 500 for a card that was charged, and reconciliation records the pay-in.
 * Nor when the idempotency layer fails to store the answer of a donation made (api/http/idempotency.ts).
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/app';
import { reconcileDonations, RECONCILE_AFTER_MS } from './reconciliation';
import {
  CHALLENGE_CARD,
  donateByCard,
  donationRow,
  openPot,
  potTotals,
  sandboxPayins,
  sandboxWalletBalance,
  signedInDonor,
} from './testing/donation-flows';

let t: TestContext;

beforeAll(async () => {
  t = await startTestApp();
  await t.db.knex.raw(`CREATE FUNCTION fail_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'the database failed (test)'; END $$`);
});
afterEach(() => t.db.knex.raw('DROP TRIGGER IF EXISTS refuse_payin_id ON donations'));
afterAll(() => t.close());

/** From here on, recording a pay-in id on a donation fails. */
const failRecording = () =>
  t.db.knex.raw(
    'CREATE TRIGGER refuse_payin_id BEFORE UPDATE OF mangopay_payin_id ON donations FOR EACH ROW EXECUTE FUNCTION fail_write()',
  );

it('answers a charged card as succeeded when its pay-in cannot be recorded, and reconciliation records it', async () => {
  const pot = await openPot(t);
  const donor = await signedInDonor(t);
  const before = sandboxWalletBalance(t, pot.walletId);
  await failRecording();
  const { status, body } = await donateByCard(t, { token: donor.token, potId: pot.potId, amount: 4200 });
  expect(status).toBe(201);
  expect(body).toEqual({ id: expect.any(Number), payment_status: 'SUCCEEDED' });
  expect(await donationRow(t, body.id)).toMatchObject({ status: 'CREATED', mangopay_payin_id: null });
  const payin = sandboxPayins(t).find((p) => p.Tag === `entraide-donation-${body.id}`);
  expect(payin).toMatchObject({ Status: 'SUCCEEDED', DebitedFunds: { Amount: 4200 } });

  await t.db.knex.raw('DROP TRIGGER refuse_payin_id ON donations');
  t.clock.advance(RECONCILE_AFTER_MS + 60_000);
  await reconcileDonations(t.deps);
  expect(await donationRow(t, body.id)).toMatchObject({ status: 'SUCCEEDED', mangopay_payin_id: payin?.Id });
  expect((await potTotals(t, pot.potId)).donations_total_amount).toBe(4200);
  expect(sandboxWalletBalance(t, pot.walletId) - before).toBe(4200);
});

it('still sends the donor to 3-D Secure when the pay-in asking for it cannot be recorded', async () => {
  const pot = await openPot(t);
  const donor = await signedInDonor(t);
  await failRecording();
  const { status, body } = await donateByCard(t, { token: donor.token, potId: pot.potId, amount: 1500, card: CHALLENGE_CARD });
  expect(status).toBe(201);
  const payin = sandboxPayins(t).find((p) => p.Tag === `entraide-donation-${body.id}`);
  expect(payin?.SecureModeRedirectURL).toEqual(expect.any(String));
  expect(body).toEqual({ id: expect.any(Number), payment_status: 'CREATED', secureModeRedirectURL: payin?.SecureModeRedirectURL });
});

it('answers a donation made when its idempotent answer cannot be stored', async () => {
  const pot = await openPot(t);
  const donor = await signedInDonor(t);
  await t.db.knex.raw(
    "CREATE TRIGGER refuse_answer BEFORE UPDATE ON idempotency_keys FOR EACH ROW WHEN (NEW.status = 'completed') EXECUTE FUNCTION fail_write()",
  );
  try {
    const { status, body } = await donateByCard(t, { token: donor.token, potId: pot.potId, amount: 900 });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(Number), payment_status: 'SUCCEEDED' });
    expect(await donationRow(t, body.id)).toMatchObject({ status: 'SUCCEEDED' });
  } finally {
    await t.db.knex.raw('DROP TRIGGER refuse_answer ON idempotency_keys');
  }
});
