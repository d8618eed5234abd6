/**
 * A quick donor's card pays only with the secret (`quick_token`) its registration answered, once: someone
 * who knows the donor's e-mail and card id (ids are sequential) cannot pay with it, the secret cannot pay
 * twice (even concurrently), a retry with the same Idempotency-Key still gets the first answer, and the
 * card is deactivated at the provider once its pay-in is settled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/app';
import { deactivateSettledQuickCards } from '../cards/quick-card-deactivation';
import {
  CHALLENGE_CARD,
  donationRow,
  newIdempotencyKey,
  openPot,
  passSecureMode,
  paymentReturn,
  postQuickDonation,
  QUICK_DONOR,
  quickRegisterCard,
  sandboxPayins,
  type PotSetup,
} from './testing/donation-flows';

let t: TestContext;
let pot: PotSetup;

beforeAll(async () => {
  t = await startTestApp();
  pot = await openPot(t);
});
afterAll(() => t.close());

const victim = { ...QUICK_DONOR, email: 'victime.rapide@exemple.fr' };
const sandboxCard = (id: string) => (t.sandbox?.records('cards') ?? []).find((c) => c.Id === id);
const quickDonationsOf = (email: string) => t.db.knex('donations').where({ quick_email: email }).count<{ count: string }[]>('id as count');

describe('a quick donor card bound to its registration', () => {
  it("refuses the victim's e-mail and card id without the victim's secret, and nothing is charged", async () => {
    const ip = { 'X-Forwarded-For': '198.51.100.71' };
    const { cardId } = await quickRegisterCard(t, victim, undefined, ip);
    // The attacker registers a card of their own under the victim's e-mail: a real secret, not for this card.
    const attacker = await quickRegisterCard(t, victim, undefined, { 'X-Forwarded-For': '203.0.113.71' });
    const payinsBefore = sandboxPayins(t).length;
    const attempt = (quickToken: string | null) =>
      postQuickDonation(t, {
        potId: pot.potId,
        amount: 4500,
        cardId,
        quickToken,
        identity: victim,
        headers: { 'X-Forwarded-For': '203.0.113.71' },
      });

    const missing = await attempt(null);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toContainEqual(
      expect.objectContaining({ field: 'quick_token', detail: 'Votre carte doit être enregistrée pour ce don : saisissez-la à nouveau' }),
    );
    for (const wrong of [attacker.quickToken, 'secret-invente-par-l-attaquant']) {
      const refused = await attempt(wrong);
      expect(refused.status).toBe(404);
      expect(refused.body.errors[0]).toMatchObject({ code: 'card_not_found', detail: 'Cette carte n’existe pas' });
    }
    expect(sandboxPayins(t)).toHaveLength(payinsBefore);
    expect(Number((await quickDonationsOf(victim.email))[0]?.count)).toBe(0);
    expect(sandboxCard(cardId)).toMatchObject({ Active: true });
  });

  it('pays once with the secret, replays the same request, refuses a second donation, and deactivates the card', async () => {
    const ip = { 'X-Forwarded-For': '198.51.100.72' };
    const donor = { ...QUICK_DONOR, email: 'une.fois@exemple.fr' };
    const { cardId, quickToken } = await quickRegisterCard(t, donor, undefined, ip);
    const key = newIdempotencyKey();
    const first = await postQuickDonation(t, {
      potId: pot.potId,
      amount: 4500,
      cardId,
      quickToken,
      identity: donor,
      idempotencyKey: key,
      headers: ip,
    });
    expect(first).toEqual({ status: 201, body: { id: expect.any(Number), payment_status: 'SUCCEEDED' } });
    const payins = sandboxPayins(t).length;

    const replay = await postQuickDonation(t, {
      potId: pot.potId,
      amount: 4500,
      cardId,
      quickToken,
      identity: donor,
      idempotencyKey: key,
      headers: ip,
    });
    expect(replay).toEqual(first);
    const again = await postQuickDonation(t, { potId: pot.potId, amount: 4500, cardId, quickToken, identity: donor, headers: ip });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual([
      {
        code: 'quick_token_used',
        field: 'quick_token',
        detail: 'Cette carte a déjà servi pour un don rapide : saisissez-la à nouveau pour faire un autre don',
      },
    ]);
    expect(sandboxPayins(t)).toHaveLength(payins);
    expect(Number((await quickDonationsOf(donor.email))[0]?.count)).toBe(1);
    // Settled at once (frictionless): the card can pay nothing more at the provider.
    expect(sandboxCard(cardId)).toMatchObject({ Active: false });
  });

  it('lets only one of two concurrent donations with one secret through', async () => {
    const ip = { 'X-Forwarded-For': '198.51.100.73' };
    const donor = { ...QUICK_DONOR, email: 'deux.onglets@exemple.fr' };
    const { cardId, quickToken } = await quickRegisterCard(t, donor, undefined, ip);
    const payins = sandboxPayins(t).length;
    const answers = await Promise.all(
      [1, 2].map(() => postQuickDonation(t, { potId: pot.potId, amount: 2000, cardId, quickToken, identity: donor, headers: ip })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(sandboxPayins(t)).toHaveLength(payins + 1);
    expect(Number((await quickDonationsOf(donor.email))[0]?.count)).toBe(1);
  });

  it('keeps the card on while 3-D Secure is pending, and turns it off once the pay-in is settled', async () => {
    const ip = { 'X-Forwarded-For': '198.51.100.74' };
    const donor = { ...QUICK_DONOR, email: 'trois.d.secure@exemple.fr' };
    const { cardId, quickToken } = await quickRegisterCard(t, donor, CHALLENGE_CARD, ip);
    const { body } = await postQuickDonation(t, { potId: pot.potId, amount: 6000, cardId, quickToken, identity: donor, headers: ip });
    expect(body.payment_status).toBe('CREATED');
    expect(sandboxCard(cardId)).toMatchObject({ Active: true });
    const page = await passSecureMode(body.secureModeRedirectURL, 'fail');
    expect((await paymentReturn(t, page.transactionId ?? '', { quickToken })).body).toMatchObject({ payment_status: 'FAILED' });
    expect(sandboxCard(cardId)).toMatchObject({ Active: false });
  });

  it('a failed deactivation never undoes the payment, and the sweep turns the card off later', async () => {
    const ip = { 'X-Forwarded-For': '198.51.100.75' };
    const donor = { ...QUICK_DONOR, email: 'prestataire.indisponible@exemple.fr' };
    const { cardId, quickToken } = await quickRegisterCard(t, donor, undefined, ip);
    const deactivate = t.deps.payments.deactivateCard;
    t.deps.payments.deactivateCard = async () => {
      throw new Error('provider unreachable');
    };
    let answer;
    try {
      answer = await postQuickDonation(t, { potId: pot.potId, amount: 1500, cardId, quickToken, identity: donor, headers: ip });
    } finally {
      t.deps.payments.deactivateCard = deactivate;
    }
    expect(answer).toEqual({ status: 201, body: { id: expect.any(Number), payment_status: 'SUCCEEDED' } });
    expect(await donationRow(t, answer.body.id)).toMatchObject({ status: 'SUCCEEDED' });
    expect(sandboxCard(cardId)).toMatchObject({ Active: true });

    expect(await deactivateSettledQuickCards(t.deps)).toMatchObject({ failed: 0 });
    expect(sandboxCard(cardId)).toMatchObject({ Active: false });
    expect(await donationRow(t, answer.body.id)).toMatchObject({ status: 'SUCCEEDED' });
  });
});
