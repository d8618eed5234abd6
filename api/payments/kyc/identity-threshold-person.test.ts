/**
 * The identity threshold counts one person once, whichever way they give: an account's year includes the
 * quick gifts (no account) made with its e-mail or with one of its cards, and a quick gift's year the
 * account gifts of its e-mail and card, both orders, under the same per-identity locks. Checked against
 * the emulator's own pay-ins: no refused gift is paid, and no person is paid more than 2 500 €.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnex } from '../../db/database';
import { startTestApp, type TestContext } from '../../../test/app';
import {
  openPot,
  passSecureMode,
  paymentReturn,
  postCardDonation,
  postQuickDonation,
  QUICK_DONOR,
  quickRegisterCard,
  registerCard,
  sandboxPayins,
  seriesCardNumber,
  type PotSetup,
} from '../donations/testing/donation-flows';
import { donorWithAccount } from '../subscriptions/testing/monthly-giving';
import { ACCOUNT_REQUIRED_MESSAGE, KYC_REQUIRED_MESSAGE } from './identity-threshold';

let t: TestContext;
let pot: PotSetup;
beforeAll(async () => {
  t = await startTestApp();
  pot = await openPot(t, { closing_day: '2027-06-30' });
});
afterAll(() => t.close());

let serial = 0;
/** A card number of this test alone: the emulator's series of frictionless test cards (497010999…, Luhn-valid). */
function newCardNumber(): string {
  return seriesCardNumber((Date.now() % 1e3) * 1000 + (++serial % 1000));
}
const newEmail = (label: string) => `${label}.${++serial}.${Date.now()}@exemple.fr`;

/** The emulator's pay-ins made by these provider users (its own records), not failed. */
const paidBy = (providerUserIds: string[]) =>
  sandboxPayins(t).filter((p) => providerUserIds.includes(String(p.AuthorId)) && p.Status !== 'FAILED');
const cents = (payins: Array<Record<string, any>>) => payins.reduce((sum, p) => sum + Number(p.DebitedFunds.Amount), 0);

/** A quick gift of `amount` cents by `email` with a new registration of `cardNumber`, 3-D Secure passed when asked. */
async function quickGift(email: string, cardNumber: string, amount: number) {
  const identity = { ...QUICK_DONOR, email };
  const card = await quickRegisterCard(t, identity, cardNumber);
  const answer = await postQuickDonation(t, { potId: pot.potId, amount, cardId: card.cardId, quickToken: card.quickToken, identity });
  if (answer.status === 201 && answer.body.secureModeRedirectURL) {
    const page = await passSecureMode(answer.body.secureModeRedirectURL, 'authenticate');
    const settled = await paymentReturn(t, page.transactionId ?? '', { quickToken: card.quickToken });
    expect(settled.body).toMatchObject({ payment_status: 'SUCCEEDED' });
  }
  return { answer, providerUserId: card.userId };
}

/** An account with `email` giving `amount` cents with a card of `cardNumber`, 3-D Secure passed when asked. */
async function accountGift(donor: { id: number; token: string }, cardNumber: string, amount: number) {
  const cardId = await registerCard(t, donor.token, cardNumber);
  const answer = await postCardDonation(t, { token: donor.token, potId: pot.potId, amount, cardId });
  if (answer.status === 201 && answer.body.secureModeRedirectURL) {
    const page = await passSecureMode(answer.body.secureModeRedirectURL, 'authenticate');
    const settled = await paymentReturn(t, page.transactionId ?? '', { token: donor.token });
    expect(settled.body).toMatchObject({ payment_status: 'SUCCEEDED' });
  }
  const user = await t.db.knex('users').where({ id: donor.id }).first('mangopay_user_id');
  return { answer, providerUserId: String(user.mangopay_user_id) };
}

const refusal = (answer: { status: number; body: Record<string, any> }) => [
  answer.status,
  answer.body.errors?.[0]?.code,
  answer.body.errors?.[0]?.detail,
];

describe('a quick gift, then an account of the same person', () => {
  it('refuses the account’s 1 000 € after a quick 2 000 € made with its e-mail (case ignored)', async () => {
    const email = newEmail('rapide.puis.compte');
    const quick = await quickGift(email, newCardNumber(), 200_000);
    expect(quick.answer.status).toBe(201);
    const donor = await donorWithAccount(t, { email: email.toUpperCase() });
    const account = await accountGift(donor, newCardNumber(), 100_000);
    expect(refusal(account.answer)).toEqual([422, 'kyc_required', KYC_REQUIRED_MESSAGE]);
    expect(paidBy([account.providerUserId])).toEqual([]);
    expect(cents(paidBy([quick.providerUserId]))).toBe(200_000);
  });

  it('refuses the account’s 1 000 € with the card a quick 2 000 € was given with under another e-mail', async () => {
    const card = newCardNumber();
    const quick = await quickGift(newEmail('rapide.carte'), card, 200_000);
    expect(quick.answer.status).toBe(201);
    const donor = await donorWithAccount(t, { email: newEmail('compte.carte') });
    const account = await accountGift(donor, card, 100_000);
    expect(refusal(account.answer)).toEqual([422, 'kyc_required', KYC_REQUIRED_MESSAGE]);
    expect(paidBy([account.providerUserId])).toEqual([]);
    // Under the threshold the same card still gives.
    expect((await accountGift(donor, card, 40_000)).answer.status).toBe(201);
    expect(cents(paidBy([account.providerUserId, quick.providerUserId]))).toBe(240_000);
  });

  it('counts the quick gifts of a card the account gave with before, whatever card it pays with now', async () => {
    const card = newCardNumber();
    const donor = await donorWithAccount(t, { email: newEmail('compte.ancienne.carte') });
    expect((await accountGift(donor, card, 1_000)).answer.status).toBe(201);
    const quick = await quickGift(newEmail('rapide.ancienne.carte'), card, 200_000);
    expect(quick.answer.status).toBe(201);
    const account = await accountGift(donor, newCardNumber(), 100_000);
    expect(refusal(account.answer)).toEqual([422, 'kyc_required', KYC_REQUIRED_MESSAGE]);
    expect(cents(paidBy([account.providerUserId]))).toBe(1_000);
  });
});

describe('an account’s gift, then a quick gift of the same person', () => {
  it('refuses a quick 1 000 € by the account’s e-mail after its 2 000 €', async () => {
    const email = newEmail('compte.puis.rapide');
    const donor = await donorWithAccount(t, { email });
    const account = await accountGift(donor, newCardNumber(), 200_000);
    expect(account.answer.status).toBe(201);
    const quick = await quickGift(email.toUpperCase(), newCardNumber(), 100_000);
    expect(refusal(quick.answer)).toEqual([422, 'account_required', ACCOUNT_REQUIRED_MESSAGE]);
    expect(paidBy([quick.providerUserId])).toEqual([]);
  });

  it('refuses a quick 1 000 € with the account’s card under another e-mail after its 2 000 €', async () => {
    const card = newCardNumber();
    const donor = await donorWithAccount(t, { email: newEmail('compte.carte.puis.rapide') });
    expect((await accountGift(donor, card, 200_000)).answer.status).toBe(201);
    const quick = await quickGift(newEmail('autre.rapide'), card, 100_000);
    expect(refusal(quick.answer)).toEqual([422, 'account_required', ACCOUNT_REQUIRED_MESSAGE]);
    expect(paidBy([quick.providerUserId])).toEqual([]);
  });
});

describe('simultaneous gifts of one person by the two routes', () => {
  it('accepts exactly one of six 2 000 € gifts (three quick, three by the account, same e-mail and card); no refused gift is paid', async () => {
    const email = newEmail('simultane');
    const card = newCardNumber();
    const donor = await donorWithAccount(t, { email });
    const accountCards = await Promise.all([1, 2, 3].map(() => registerCard(t, donor.token, card)));
    const identity = { ...QUICK_DONOR, email };
    const quickCards = await Promise.all([1, 2, 3].map(() => quickRegisterCard(t, identity, card)));
    const answers = await Promise.all([
      ...accountCards.map((cardId) => postCardDonation(t, { token: donor.token, potId: pot.potId, amount: 200_000, cardId })),
      ...quickCards.map((c) =>
        postQuickDonation(t, { potId: pot.potId, amount: 200_000, cardId: c.cardId, quickToken: c.quickToken, identity }),
      ),
    ]);
    const accepted = answers.filter((a) => a.status === 201);
    expect(accepted).toHaveLength(1);
    for (const a of answers.filter((b) => b.status !== 201)) {
      expect(a.status).toBe(422);
      expect(['kyc_required', 'account_required']).toContain(a.body.errors[0].code);
    }
    const user = await t.db.knex('users').where({ id: donor.id }).first('mangopay_user_id');
    const payins = paidBy([String(user.mangopay_user_id), ...quickCards.map((c) => c.userId)]);
    expect(payins).toHaveLength(1);
    expect(cents(payins)).toBe(200_000);
  });
});

/**
 * PostgreSQL only (PGlite runs one transaction at a time): the donations table is held against inserts
 * until both gifts have counted the year and wait, so that, without a lock shared by the two routes,
 * both would count nothing and both be recorded.
 */
describe.runIf(process.env.DATABASE_URL)('a pair of simultaneous gifts by the two routes, on PostgreSQL', () => {
  it('records one of an account’s 2 000 € and a quick 2 000 € by its e-mail and card, held at the same moment; the other is refused and not paid', async () => {
    const email = newEmail('paire');
    const card = newCardNumber();
    const donor = await donorWithAccount(t, { email });
    const accountCard = await registerCard(t, donor.token, card);
    const identity = { ...QUICK_DONOR, email };
    const quickCard = await quickRegisterCard(t, identity, card);

    const holder = createKnex(t.db.connectionString, 2);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = holder.transaction(async (trx) => {
      await trx.raw('LOCK TABLE donations IN EXCLUSIVE MODE'); // reads go on, inserts wait
      await released;
    });
    try {
      const waiting = async () =>
        Number(
          (
            await holder.raw(
              "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()",
            )
          ).rows[0].n,
        );
      await new Promise((resolve) => setTimeout(resolve, 50));
      const answers = Promise.all([
        postCardDonation(t, { token: donor.token, potId: pot.potId, amount: 200_000, cardId: accountCard }),
        postQuickDonation(t, { potId: pot.potId, amount: 200_000, cardId: quickCard.cardId, quickToken: quickCard.quickToken, identity }),
      ]);
      await expect.poll(waiting, { timeout: 15_000, interval: 50 }).toBe(2);
      release();
      await held;
      const [byAccount, byQuick] = await answers;
      expect([byAccount.status, byQuick.status].sort()).toEqual([201, 422]);
      const refused = byAccount.status === 422 ? byAccount : byQuick;
      expect(refusal(refused)).toEqual(
        refused === byAccount ? [422, 'kyc_required', KYC_REQUIRED_MESSAGE] : [422, 'account_required', ACCOUNT_REQUIRED_MESSAGE],
      );
      const user = await t.db.knex('users').where({ id: donor.id }).first('mangopay_user_id');
      const payins = paidBy([String(user.mangopay_user_id), quickCard.userId]);
      expect(payins).toHaveLength(1);
      expect(payins[0]?.AuthorId).toBe(refused === byAccount ? quickCard.userId : String(user.mangopay_user_id));
    } finally {
      release();
      await held.catch(() => null);
      await holder.destroy();
    }
  });
});
