/**
 * Quick donations (no account): card registration for a quick donor 18 or over, the donation and its
 * e-mail (no tax receipt), cards of other payers refused, and the limits against card testing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/app';
import type { MailMessage } from '../../mail/mailer';
import { QUICK_DONATION_PER_CARD } from './quick-throttle';
import {
  donationRow,
  openPot,
  postQuickDonation,
  potTotals,
  QUICK_DONOR,
  quickRegisterCard,
  registerCard,
  sandboxPayins,
  signedInDonor,
  type PotSetup,
} from './testing/donation-flows';

const sent: MailMessage[] = [];
let t: TestContext;
let pot: PotSetup;

beforeAll(async () => {
  t = await startTestApp({
    mail: {
      async send(m) {
        sent.push(m);
      },
    },
  });
  pot = await openPot(t);
});
afterAll(() => t.close());

describe('POST /user/quick_register_card', () => {
  it('answers the registration with the quick donor provider ids', async () => {
    const response = await t.request('/api/v1/user/quick_register_card', { method: 'POST', json: { user: QUICK_DONOR } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      Id: expect.any(String),
      CardRegistrationURL: expect.any(String),
      PreregistrationData: expect.any(String),
      AccessKey: expect.any(String),
      mangopay_user_id: expect.any(String),
      mangopay_wallet_id: expect.any(String),
    });
    const user = t.sandbox?.records('users').find((u) => u.Id === body.mangopay_user_id);
    expect(user).toMatchObject({ UserCategory: 'PAYER', Email: QUICK_DONOR.email, FirstName: 'Lucie' });
  });

  it.each([
    [{ ...QUICK_DONOR, birth_date: '2010-01-01' }, 'birth_date', "Vous n'avez pas l'âge requis pour utiliser l'application"],
    [{ ...QUICK_DONOR, birth_date: '' }, 'birth_date', "Votre date de naissance n'est pas valide"],
    [{ ...QUICK_DONOR, firstname: '-Lucie' }, 'firstname', "Votre prénom n'est pas valide"],
    [{ ...QUICK_DONOR, email: 'lucie' }, 'email', "Votre e-mail n'est pas valide"],
  ])('refuses %o with its message', async (user, field, detail) => {
    const response = await t.request('/api/v1/user/quick_register_card', { method: 'POST', json: { user } });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: unknown[] }).errors).toContainEqual(expect.objectContaining({ field, detail }));
  });
});

describe('POST /cagnottes/{id}/quick_donations', () => {
  it('pays, counts the quick donor and thanks them without a tax receipt', async () => {
    const { cardId, quickToken } = await quickRegisterCard(t, QUICK_DONOR, undefined, { 'X-Forwarded-For': '198.51.100.20' });
    const { status, body } = await postQuickDonation(t, {
      potId: pot.potId,
      amount: 1500,
      tip: 100,
      cardId,
      quickToken,
      headers: { 'X-Forwarded-For': '198.51.100.20' },
    });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(Number), payment_status: 'SUCCEEDED' });
    const row = await donationRow(t, body.id);
    expect(row).toMatchObject({
      user_id: null,
      quick_email: QUICK_DONOR.email,
      quick_firstname: 'Lucie',
      quick_birth_date: '1992-05-17',
      ip_address: '198.51.100.20',
    });
    expect(sandboxPayins(t).find((p) => p.Id === row.mangopay_payin_id)).toMatchObject({
      IpAddress: '198.51.100.20',
      DebitedFunds: { Amount: 1600 },
      Fees: { Amount: 100 },
    });
    expect((await potTotals(t, pot.potId)).donations_total_amount).toBe(1500);
    const mail = sent.find((m) => m.to === QUICK_DONOR.email);
    expect(mail?.text).toContain('ne donne pas lieu à un reçu fiscal');
  });

  it("refuses a registered account's card and someone else's e-mail with 404", async () => {
    const member = await signedInDonor(t);
    const memberCard = await registerCard(t, member.token);
    const before = sandboxPayins(t).length;
    const { quickToken: ownToken } = await quickRegisterCard(t);
    expect((await postQuickDonation(t, { potId: pot.potId, amount: 1000, cardId: memberCard, quickToken: ownToken })).status).toBe(404);
    const { cardId, quickToken } = await quickRegisterCard(t, { ...QUICK_DONOR, email: 'autre.personne@exemple.fr' });
    expect((await postQuickDonation(t, { potId: pot.potId, amount: 1000, cardId, quickToken })).status).toBe(404);
    expect(sandboxPayins(t)).toHaveLength(before);
  });

  it('refuses a gift above the maximum with its French message, before any pay-in', async () => {
    const { cardId, quickToken } = await quickRegisterCard(t);
    const before = sandboxPayins(t).length;
    const { status, body } = await postQuickDonation(t, { potId: pot.potId, amount: 10_000_001, cardId, quickToken });
    expect(status).toBe(422);
    expect(body.errors).toContainEqual(
      expect.objectContaining({ field: 'amount', detail: "Le montant maximum d'un don est de 100 000,00 €" }),
    );
    expect(sandboxPayins(t)).toHaveLength(before);
  });

  it('refuses an under-18 donor', async () => {
    const { cardId, quickToken } = await quickRegisterCard(t);
    const { status, body } = await postQuickDonation(t, {
      potId: pot.potId,
      amount: 1000,
      cardId,
      quickToken,
      identity: { ...QUICK_DONOR, birth_date: '2012-03-03' },
    });
    expect(status).toBe(422);
    expect(body.errors).toContainEqual(
      expect.objectContaining({ code: 'invalid_birth_date', detail: "Vous n'avez pas l'âge requis pour utiliser l'application" }),
    );
  });

  it('limits the attempts of one card, with a French 429 and Retry-After', async () => {
    // The test cards share one number, hence one fingerprint: start a new 24-hour window.
    t.clock.advance(25 * 60 * 60 * 1000);
    const ip = { 'X-Forwarded-For': '203.0.113.99' };
    const identity = { ...QUICK_DONOR, email: 'carte.testee@exemple.fr' };
    // Each donation registers the card again (one donation per registration): one number, one fingerprint.
    for (let i = 0; i < QUICK_DONATION_PER_CARD.limit; i++) {
      const { cardId, quickToken } = await quickRegisterCard(t, identity, undefined, ip);
      expect((await postQuickDonation(t, { potId: pot.potId, amount: 100 + i, cardId, quickToken, identity, headers: ip })).status).toBe(
        201,
      );
    }
    const { cardId, quickToken } = await quickRegisterCard(t, identity, undefined, ip);
    const response = await t.request(`/api/v1/cagnottes/${pot.potId}/quick_donations`, {
      method: 'POST',
      headers: ip,
      json: {
        quick_charity_donation: {
          ...identity,
          amount: 500,
          quick_token: quickToken,
          payment_info: { PaymentType: 'CARD', card_id: cardId },
        },
      },
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await response.json()) as { errors: Array<{ detail: string }> }).errors[0]?.detail).toMatch(
      /^Trop de tentatives\. Pour votre sécurité, réessayez dans \d+ minutes\.$/,
    );
  });
});
