/**
 * Card donations through the API, real SDK against the sandbox: frictionless, 3-D Secure accepted and
 * refused with the return endpoint, a refused card, the pay-in's amounts as the provider recorded them,
 * card ownership, and the e-mails of a succeeded donation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/app';
import type { MailMessage } from '../../mail/mailer';
import {
  CHALLENGE_CARD,
  DECLINED_CARD,
  donateByCard,
  donationRow,
  openPot,
  passSecureMode,
  paymentReturn,
  potTotals,
  registerCard,
  postCardDonation,
  sandboxPayins,
  sandboxWalletBalance,
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
  pot = await openPot(t, { name: 'Les 40 ans de Paul' });
});
afterAll(() => t.close());

describe('POST /cagnottes/{id}/donations by card', () => {
  it('pays a frictionless card at once: gift to the charity, tip as fees, totals and e-mails', async () => {
    const donor = await signedInDonor(t, { firstname: 'Hugo', name: 'Petit' });
    const before = sandboxWalletBalance(t, pot.walletId);
    const { status, body } = await donateByCard(t, { token: donor.token, potId: pot.potId, amount: 2500, tip: 300 });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(Number), payment_status: 'SUCCEEDED' });

    const row = await donationRow(t, body.id);
    expect(row).toMatchObject({ status: 'SUCCEEDED', payment_method: 'CARD', amount: 2500, gift_entraide: 300, ip_address: '127.0.0.1' });
    const payin = sandboxPayins(t).find((p) => p.Id === row.mangopay_payin_id);
    expect(payin).toMatchObject({
      Status: 'SUCCEEDED',
      DebitedFunds: { Amount: 2800 },
      Fees: { Amount: 300 },
      CreditedWalletId: pot.walletId,
      IpAddress: '127.0.0.1',
      SecureMode: 'DEFAULT',
    });
    expect(payin?.SecureModeReturnURL).toMatch(new RegExp(`/participate/${pot.potId}/confirmation\\?transactionId=${payin?.Id}$`));
    expect(payin?.BrowserInfo).toMatchObject({ ScreenWidth: 390, Language: 'fr-FR', ColorDepth: 24 });
    expect(sandboxWalletBalance(t, pot.walletId) - before).toBe(2500);
    expect(await potTotals(t, pot.potId)).toMatchObject({ donations_total_amount: 2500, donations_count: 1, donators_count: 1 });

    const toDonor = sent.find((m) => m.to === donor.email);
    expect(toDonor?.subject).toBe('Merci pour votre don à « Les 40 ans de Paul »');
    expect(toDonor?.text).toContain('Votre don de 25,00\u00a0€');
    expect(toDonor?.text).toContain('3,00\u00a0€ à Entraide');
    const toOrganiser = sent.find((m) => m.to === pot.organiser.email);
    expect(toOrganiser?.text).toContain('Hugo Petit a donné 25,00\u00a0€');
  });

  it('does not name an anonymous donor to the organiser', async () => {
    const donor = await signedInDonor(t, { firstname: 'Inès', name: 'Secret' });
    const cardId = await registerCard(t, donor.token);
    const { status } = await postCardDonation(t, {
      token: donor.token,
      potId: pot.potId,
      amount: 1000,
      cardId,
      extra: { is_anonymous: true, is_visible: false },
    });
    expect(status).toBe(201);
    const notice = sent.filter((m) => m.to === pot.organiser.email).at(-1);
    expect(notice?.text).toContain('Un donateur anonyme a fait un don');
    expect(notice?.text).not.toContain('Secret');
  });

  it('asks for 3-D Secure, then the return endpoint settles an accepted payment', async () => {
    const donor = await signedInDonor(t);
    const totals = await potTotals(t, pot.potId);
    const { status, body } = await donateByCard(t, { token: donor.token, potId: pot.potId, amount: 4000, card: CHALLENGE_CARD });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(Number), payment_status: 'CREATED', secureModeRedirectURL: expect.stringContaining('/3ds/') });
    expect(await potTotals(t, pot.potId)).toEqual(totals);

    const page = await passSecureMode(body.secureModeRedirectURL, 'authenticate');
    expect(page.answer.location).toContain(`/participate/${pot.potId}/confirmation?transactionId=`);
    const back = await paymentReturn(t, page.transactionId ?? '', { token: donor.token });
    expect(back).toEqual({ status: 200, body: { donation_id: body.id, pot_id: pot.potId, payment_status: 'SUCCEEDED' } });
    expect((await potTotals(t, pot.potId)).donations_total_amount).toBe(totals.donations_total_amount + 4000);
    expect(sent.filter((m) => m.to === donor.email)).toHaveLength(1);
  });

  it('records a refused 3-D Secure authentication as FAILED without touching the totals', async () => {
    const donor = await signedInDonor(t);
    const totals = await potTotals(t, pot.potId);
    const { body } = await donateByCard(t, { token: donor.token, potId: pot.potId, amount: 1500, card: CHALLENGE_CARD });
    const page = await passSecureMode(body.secureModeRedirectURL, 'fail');
    const back = await paymentReturn(t, page.transactionId ?? '', { token: donor.token });
    expect(back.body).toEqual({ donation_id: body.id, pot_id: pot.potId, payment_status: 'FAILED', result_code: '101301' });
    expect(await donationRow(t, body.id)).toMatchObject({ status: 'FAILED', result_code: '101301' });
    expect(await potTotals(t, pot.potId)).toEqual(totals);
    expect(sent.filter((m) => m.to === donor.email)).toHaveLength(0);
  });

  it('answers a card refused by the bank with a French error and records the donation FAILED', async () => {
    const donor = await signedInDonor(t);
    const { status, body } = await donateByCard(t, { token: donor.token, potId: pot.potId, amount: 1200, card: DECLINED_CARD });
    expect(status).toBe(422);
    expect(body.errors[0]).toMatchObject({ code: 'payment_refused', detail: expect.stringContaining('Votre paiement a été refusé') });
    const row = await t.db.knex('donations').where({ user_id: donor.id }).first();
    expect(row).toMatchObject({ status: 'FAILED', result_code: '101101' });
  });

  it("refuses another person's card with 404", async () => {
    const owner = await signedInDonor(t);
    const thief = await signedInDonor(t);
    const cardId = await registerCard(t, owner.token);
    await registerCard(t, thief.token);
    const before = sandboxPayins(t).length;
    const { status, body } = await postCardDonation(t, { token: thief.token, potId: pot.potId, amount: 1000, cardId });
    expect(status).toBe(404);
    expect(body.errors[0].code).toBe('card_not_found');
    expect(sandboxPayins(t)).toHaveLength(before);
  });

  it('answers the return of an unknown transaction with 404', async () => {
    const back = await paymentReturn(t, 'inconnu123');
    expect(back.status).toBe(404);
  });
});

describe('card registration', () => {
  it("refuses to finish another person's registration", async () => {
    const owner = await signedInDonor(t);
    const other = await signedInDonor(t);
    const started = await t.request('/api/v1/user/register_card', { method: 'POST', headers: { Authorization: `Bearer ${owner.token}` } });
    const registration = (await started.json()) as {
      Id: string;
      CardRegistrationURL: string;
      PreregistrationData: string;
      AccessKey: string;
    };
    expect(Object.keys(registration).sort()).toEqual(['AccessKey', 'CardRegistrationURL', 'Id', 'PreregistrationData']);
    const finished = await t.request(`/api/v1/user/register_card/${registration.Id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${other.token}` },
      json: { registration_data: 'data=abc' },
    });
    expect(finished.status).toBe(404);
  });

  it('answers 401 without a session', async () => {
    expect((await t.request('/api/v1/user/register_card', { method: 'POST' })).status).toBe(401);
  });
});
