/**
 * The identity-document threshold (2 500 € a calendar year per donor) holds for every way money
 * arrives: quick donations (by e-mail and by card), a monthly subscription's commitment at set-up and
 * each of its debits, and simultaneous card gifts of one donor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/app';
import { outboxDirOf } from '../../mail/mailer';
import { readOutbox } from '../../mail/outbox.routes';
import {
  newIdempotencyKey,
  openPot,
  postCardDonation,
  postQuickDonation,
  QUICK_DONOR,
  quickRegisterCard,
  registerCard,
  sandboxPayins,
  type PotSetup,
} from '../donations/testing/donation-flows';
import { syncMandate } from '../mandates/mandate-sync';
import { answerMandatePage, api, debitsOf, donorWithAccount, newMandate, runDebitsOn } from '../subscriptions/testing/monthly-giving';

let t: TestContext;
let pot: PotSetup;
beforeAll(async () => {
  t = await startTestApp();
  pot = await openPot(t, { closing_day: '2027-06-30' });
});
afterAll(() => t.close());

/** What the donor already gave this year (a succeeded gift recorded earlier). */
const alreadyGave = async (userId: number, cents: number) => {
  const { assoc_id } = await t.db.knex('pots').where({ id: pot.potId }).first('assoc_id');
  await t.db.knex('donations').insert({
    pot_id: pot.potId,
    assoc_id,
    user_id: userId,
    amount: cents,
    gift_entraide: 0,
    status: 'SUCCEEDED',
    created_at: t.clock.now(),
  });
};
const payinsOf = (providerUserId: string) => sandboxPayins(t).filter((p) => p.AuthorId === providerUserId);
const png = () => {
  const b = Buffer.alloc(4096, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b);
  return b.toString('base64');
};

describe('quick donations (no account)', () => {
  it('refuses 3 000 € with an invitation to create an account, and still takes 100 €', async () => {
    const donor = { ...QUICK_DONOR, email: 'rapide.seuil@exemple.fr' };
    const card = await quickRegisterCard(t, donor);
    const big = await postQuickDonation(t, {
      potId: pot.potId,
      amount: 300_000,
      cardId: card.cardId,
      quickToken: card.quickToken,
      identity: donor,
    });
    expect(big.status).toBe(422);
    expect(big.body.errors[0]).toMatchObject({ code: 'account_required', detail: expect.stringContaining('créez un compte Entraide') });
    expect(payinsOf(card.userId)).toEqual([]);
    const small = await postQuickDonation(t, {
      potId: pot.potId,
      amount: 10_000,
      cardId: card.cardId,
      quickToken: card.quickToken,
      identity: donor,
    });
    expect(small.status).toBe(201); // above 50 € the card payment goes through 3-D Secure
    expect(payinsOf(card.userId)).toHaveLength(1);
  });

  it('adds up one person’s quick gifts by e-mail (case ignored) and by card', async () => {
    const donor = { ...QUICK_DONOR, email: 'cumul.rapide@exemple.fr' };
    const first = await quickRegisterCard(t, donor, '4970107111111119');
    expect(
      (
        await postQuickDonation(t, {
          potId: pot.potId,
          amount: 200_000,
          cardId: first.cardId,
          quickToken: first.quickToken,
          identity: donor,
        })
      ).status,
    ).toBe(201);
    // The same e-mail written differently, with another card.
    const sameEmail = { ...donor, email: 'Cumul.Rapide@Exemple.fr' };
    const other = await quickRegisterCard(t, sameEmail, '4970105181818183');
    const byEmail = await postQuickDonation(t, {
      potId: pot.potId,
      amount: 60_000,
      cardId: other.cardId,
      quickToken: other.quickToken,
      identity: sameEmail,
    });
    expect([byEmail.status, byEmail.body.errors?.[0]?.code]).toEqual([422, 'account_required']);
    // The first card under another e-mail.
    const otherEmail = { ...donor, email: 'autre.adresse@exemple.fr' };
    const sameCard = await quickRegisterCard(t, otherEmail, '4970107111111119');
    const byCard = await postQuickDonation(t, {
      potId: pot.potId,
      amount: 60_000,
      cardId: sameCard.cardId,
      quickToken: sameCard.quickToken,
      identity: otherEmail,
    });
    expect([byCard.status, byCard.body.errors?.[0]?.code]).toEqual([422, 'account_required']);
    expect(payinsOf(other.userId)).toEqual([]);
    expect(payinsOf(sameCard.userId)).toEqual([]);
  });
});

describe('simultaneous card gifts of one donor without identity proof', () => {
  it('accepts exactly one of six 2 000 € gifts; the others get kyc_required and make no pay-in', async () => {
    const donor = await donorWithAccount(t);
    // A card of its own: the quick gifts above used the default card, and they would count for this donor.
    const cardId = await registerCard(t, donor.token, '4970109990000009');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postCardDonation(t, { token: donor.token, potId: pot.potId, amount: 200_000, cardId })),
    );
    const accepted = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 422);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.body.errors[0].code).toBe('kyc_required');
    const user = await t.db.knex('users').where({ id: donor.id }).first('mangopay_user_id');
    expect(payinsOf(user.mangopay_user_id)).toHaveLength(1);
    expect(await t.db.knex('donations').where({ user_id: donor.id }).count({ n: '*' }).first()).toEqual({ n: 1 });
  });
});

/** A confirmed mandate of the donor and the `POST /cagnottes/{id}/subscriptions` answer. */
async function subscribe(donor: { token: string }, amount: number, debitDay: number) {
  const mandate = await newMandate(t, donor.token, `/participate/${pot.potId}/confirmation`);
  await answerMandatePage(mandate.RedirectURL, 'confirm');
  await syncMandate(t.deps, mandate.Id);
  const created = await api(t, donor.token, `/cagnottes/${pot.potId}/subscriptions`, {
    headers: { 'Idempotency-Key': newIdempotencyKey() },
    json: {
      charity_subscription: {
        amount,
        gift_entraide: 0,
        is_visible: true,
        is_anonymous: false,
        debit_day: debitDay,
        recurrence: 1,
        payment_info: { PaymentType: 'MANDATE', mandateID: mandate.Id },
      },
    },
  });
  return { mandateId: mandate.Id as string, created };
}

describe('monthly subscriptions', () => {
  it('refuses at set-up a subscription whose debits left this year pass the threshold', async () => {
    const donor = await donorWithAccount(t);
    await alreadyGave(donor.id, 200_000);
    // 22 November: debits on 25 November and 25 December, 2 × 300 € on top of 2 000 €.
    const over = await subscribe(donor, 30_000, 25);
    expect(over.created.status).toBe(422);
    expect(over.created.body.errors[0].code).toBe('kyc_required');
    const under = await subscribe(donor, 20_000, 25); // 2 × 200 €: 2 400 €
    expect(under.created.status).toBe(201);
  });

  it('makes no debit that would pass the threshold without identity proof, tells the donor, and debits again once the proof is sent', async () => {
    const donor = await donorWithAccount(t);
    const { mandateId, created } = await subscribe(donor, 20_000, 25);
    expect(created.status).toBe(201);
    await alreadyGave(donor.id, 240_000); // after the set-up: 2 400 € + 200 € would pass 2 500 €

    const report = await runDebitsOn(t, '2026-11-25T08:00:00Z');
    expect(report.heldForIdentity).toBe(1);
    expect(await debitsOf(t, created.body.id)).toEqual([]);
    expect((t.sandbox?.records('payins') ?? []).filter((p) => p.MandateId === mandateId)).toEqual([]);
    expect(await t.db.knex('subscriptions').where({ id: created.body.id }).first('status', 'next_debit_on')).toEqual({
      status: 'ACTIVE',
      next_debit_on: '2026-12-25',
    });
    const mails = (await readOutbox(outboxDirOf(t.deps.config.DATA_DIR))).filter((m) => m.to.includes(donor.email));
    expect(mails.map((m) => m.subject)).toContain('Votre don mensuel n’a pas été prélevé ce mois-ci');

    const sent = await api(t, donor.token, '/user/register_kyc', {
      json: { files: [{ filetype: 'IDENTITY_PROOF', value: png() }], amount: 20_000 },
    });
    expect(sent.status).toBe(201);
    await runDebitsOn(t, '2026-12-25T08:00:00Z');
    expect((await debitsOf(t, created.body.id)).map((d) => d.period)).toEqual(['2026-12']);
    expect((t.sandbox?.records('payins') ?? []).filter((p) => p.MandateId === mandateId)).toHaveLength(1);
  });
});
