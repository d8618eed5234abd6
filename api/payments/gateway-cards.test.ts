/**
 * Card registration and direct card pay-ins through the gateway (the real SDK over HTTP): the
 * tokenizer's answers and the registration's outcome, frictionless and challenged 3-D Secure (the
 * emulator's page accepted and refused over HTTP), SCA above 50 EUR, refusals by result code, and one
 * pay-in per idempotency key at the provider. Runs against the emulator, or Mangopay's Sandbox when
 * configured (testing/provider-target.ts); what needs the emulator's pages, clock or own cards skips there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from './errors';
import type { CardPayIn } from './gateway-cards';
import { clickThrough, tokenize } from '@entraide/mangopay-sandbox/testing';
import { cardPayIn, keyFor, parties, registerCard, type Parties } from './testing/payment-flows';
import { realMangopayConfigured, startProviderTarget, type ProviderTarget } from './testing/provider-target';

let target: ProviderTarget;
let p: Parties;
const emulatorOnly = it.skipIf(realMangopayConfigured());
const now = () => target.sandbox?.clock.now() ?? new Date();

beforeAll(async () => {
  target = await startProviderTarget();
  p = await parties(target.gateway);
});
afterAll(() => target.close());

async function cardId(number: string, CardType?: 'MAESTRO' | 'AMEX'): Promise<string> {
  const registration = await registerCard(target.gateway, p.payer.Id, { number }, now(), CardType);
  expect(registration).toMatchObject({ Status: 'VALIDATED', ResultCode: '000000' });
  return registration.CardId;
}

const balance = async () => (await target.gateway.getWallet(p.wallet.Id)).Balance.Amount;
const events = (id: string) =>
  (target.sandbox?.store.get(target.sandbox.clientId).events ?? []).filter((e) => e.ResourceId === id).map((e) => e.EventType);

async function providerError(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('card registration', () => {
  it('tokenizes a card and validates the registration; the card reads back masked, validity unknown', async () => {
    const registration = await target.gateway.startCardRegistration({ userId: p.payer.Id, Currency: 'EUR' }, keyFor('card-registration'));
    expect(registration).toMatchObject({ Status: 'CREATED', UserId: p.payer.Id, CardType: 'CB_VISA_MASTERCARD', CardId: null });
    const answer = await tokenize(registration, { number: '4970105181818183', expiry: '1229', cvc: '123' });
    expect(answer.status).toBe(200);
    expect(answer.text).toMatch(/^data=[A-Za-z0-9_-]+$/);
    const finished = await target.gateway.finishCardRegistration(registration.Id, answer.text, 'Léa Durand');
    expect(finished).toMatchObject({
      Id: registration.Id,
      Status: 'VALIDATED',
      ResultCode: '000000',
      ResultMessage: 'Success',
      RegistrationData: answer.text,
    });
    expect(await target.gateway.getCardRegistration(registration.Id)).toEqual(finished);
    expect(await target.gateway.getCard(finished.CardId)).toMatchObject({
      Id: finished.CardId,
      UserId: p.payer.Id,
      Alias: '497010XXXXXX8183',
      ExpirationDate: '1229',
      Active: true,
      Validity: 'UNKNOWN',
      Currency: 'EUR',
      CardProvider: 'VISA',
    });
  });

  it.each([
    ['a card number failing the Luhn check', { number: '4970105181818184' }, '02625', '105202', 'Card number: invalid format'],
    ['an expiry in the past', { number: '4970105181818183', expiry: '0120' }, '02626', '105203', 'Expiry date: missing or invalid format'],
    ['a two-digit CVC', { number: '4970105181818183', cvc: '12' }, '02627', '105204', 'CVV: missing or invalid format'],
  ])('refuses %s: errorCode=%s, then Status ERROR %s', async (_case, card, tokenizerCode, resultCode, message) => {
    const registration = await target.gateway.startCardRegistration({ userId: p.payer.Id, Currency: 'EUR' }, keyFor('card-registration'));
    const answer = await tokenize(registration, card);
    expect(answer.text).toBe(`errorCode=${tokenizerCode}`);
    const finished = await target.gateway.finishCardRegistration(registration.Id, answer.text);
    expect(finished).toMatchObject({ Status: 'ERROR', ResultCode: resultCode, ResultMessage: message, CardId: null });
  });

  it('deactivates a card for good: it reads back inactive, and deactivating it again changes nothing', async () => {
    const card = await cardId('4970107111111119');
    expect(await target.gateway.deactivateCard(card)).toMatchObject({ Id: card, Active: false });
    expect(await target.gateway.getCard(card)).toMatchObject({ Id: card, Active: false });
    expect(await target.gateway.deactivateCard(card)).toMatchObject({ Id: card, Active: false });
  });

  emulatorOnly('refuses registration data the tokenizer never issued, and an unknown user', async () => {
    const registration = await target.gateway.startCardRegistration({ userId: p.payer.Id, Currency: 'EUR' }, keyFor('card-registration'));
    const finished = await target.gateway.finishCardRegistration(registration.Id, 'data=forged');
    expect(finished).toMatchObject({ Status: 'ERROR', ResultCode: '001599', ResultMessage: 'Token processing error' });
    const missing = await providerError(
      target.gateway.startCardRegistration({ userId: '999999', Currency: 'EUR' }, keyFor('card-registration')),
    );
    expect(missing).toMatchObject({ status: 404, type: 'ressource_not_found' });
  });
});

describe('card pay-ins', () => {
  it('pays frictionless at once with the frictionless card: SUCCEEDED, wallet credited with the gift', async () => {
    const card = await cardId('4970107111111119');
    const before = await balance();
    const payIn = await target.gateway.createCardPayIn(cardPayIn(p, card, 2500), keyFor('donation'));
    expect(payIn).toMatchObject({
      Status: 'SUCCEEDED',
      ResultCode: '000000',
      SecureModeNeeded: false,
      PaymentType: 'CARD',
      ExecutionType: 'DIRECT',
      DebitedFunds: { Currency: 'EUR', Amount: 2500 },
      Fees: { Currency: 'EUR', Amount: 250 },
      CreditedFunds: { Currency: 'EUR', Amount: 2250 },
      CreditedWalletId: p.wallet.Id,
      AuthorId: p.payer.Id,
      CreditedUserId: p.charity.Id,
      SecureMode: 'DEFAULT',
    });
    expect(await balance()).toBe(before + 2250);
    expect(await target.gateway.getPayIn(payIn.Id)).toEqual(payIn);
    expect((await target.gateway.getCard(card)).Validity).toBe('VALID');
    if (target.sandbox) expect(events(payIn.Id)).toEqual(['PAYIN_NORMAL_CREATED', 'PAYIN_NORMAL_SUCCEEDED']);
  });

  it('asks for a challenge above 50 EUR even with the frictionless card, not at 50 EUR', async () => {
    const card = await cardId('4970107111111119');
    expect((await target.gateway.createCardPayIn(cardPayIn(p, card, 5000), keyFor('donation'))).Status).toBe('SUCCEEDED');
    const above = await target.gateway.createCardPayIn(cardPayIn(p, card, 5001), keyFor('donation'));
    expect(above).toMatchObject({
      Status: 'CREATED',
      SecureModeNeeded: true,
      SecureModeRedirectURL: expect.stringMatching(/^https?:\/\//),
    });
  });

  emulatorOnly(
    'settles a challenged pay-in SUCCEEDED through the 3-D Secure page and sends the browser back with transactionId',
    async () => {
      const before = await balance();
      const payIn = await target.gateway.createCardPayIn(cardPayIn(p, await cardId('4970105181818183'), 5784), keyFor('donation'));
      expect(payIn).toMatchObject({ Status: 'CREATED', SecureModeNeeded: true, ResultCode: null, ExecutionDate: null });
      expect(payIn.SecureModeReturnURL).toBe(`https://entraide.example/don/retour?etape=3ds&transactionId=${payIn.Id}`);
      const visit = await clickThrough(payIn.SecureModeRedirectURL, 'authenticate');
      expect(visit.page.status).toBe(200);
      expect(visit.page.html).toContain('Les Amis du Test');
      expect(visit.page.html).toContain('57,84');
      expect(visit.page.html).toMatch(/>Authentifier<[\s\S]*>Échec</);
      expect(visit.answer).toEqual({ status: 303, location: `https://entraide.example/don/retour?etape=3ds&transactionId=${payIn.Id}` });
      expect(await target.gateway.getPayIn(payIn.Id)).toMatchObject({
        Status: 'SUCCEEDED',
        ResultCode: '000000',
        SecureModeRedirectURL: null,
      });
      expect(await balance()).toBe(before + 5784 - 578);
      // A second click changes nothing and still sends the browser back.
      const again = await clickThrough(payIn.SecureModeRedirectURL, 'fail');
      expect(again.page.html).toContain('déjà été authentifié');
      expect(again.answer.status).toBe(303);
      expect((await target.gateway.getPayIn(payIn.Id)).Status).toBe('SUCCEEDED');
    },
  );

  emulatorOnly('fails a challenged pay-in with 101301 when the holder chooses Échec; nothing is credited', async () => {
    const before = await balance();
    const payIn = await target.gateway.createCardPayIn(cardPayIn(p, await cardId('4970105181818183'), 3000), keyFor('donation'));
    const visit = await clickThrough(payIn.SecureModeRedirectURL, 'fail');
    expect(visit.answer.location).toBe(payIn.SecureModeReturnURL);
    const failed = await target.gateway.getPayIn(payIn.Id);
    expect(failed).toMatchObject({
      Status: 'FAILED',
      ResultCode: '101301',
      ResultMessage: 'Secure mode: The 3DSecure authentication has failed',
      ExecutionDate: null,
    });
    expect(await balance()).toBe(before);
    expect(events(payIn.Id)).toEqual(['PAYIN_NORMAL_CREATED', 'PAYIN_NORMAL_FAILED']);
  });

  emulatorOnly('challenges Maestro and AMEX with SecureMode FORCE, and refuses them without it (101399)', async () => {
    const maestro = await cardId('5033951000000004', 'MAESTRO');
    const amex = await cardId('375989111111119', 'AMEX');
    for (const card of [maestro, amex]) {
      const forced = await target.gateway.createCardPayIn(cardPayIn(p, card, 1000, { SecureMode: 'FORCE' }), keyFor('donation'));
      expect(forced).toMatchObject({ Status: 'CREATED', SecureModeNeeded: true, SecureMode: 'FORCE' });
      const plain = await target.gateway.createCardPayIn(cardPayIn(p, card, 1000), keyFor('donation'));
      expect(plain).toMatchObject({ Status: 'FAILED', ResultCode: '101399' });
    }
  });

  emulatorOnly.each([
    ['4970100000000006', '101101', 'Transaction refused by the bank (Do not honor)'],
    ['4970100000000014', '101102', 'Transaction refused by the bank (Amount limit)'],
    ['4970100000000022', '101106', 'The card is inactive'],
  ])('refuses the emulator-only card %s with %s (HTTP 200, FAILED); the card becomes INVALID', async (number, code, message) => {
    const before = await balance();
    const card = await cardId(number);
    const payIn = await target.gateway.createCardPayIn(cardPayIn(p, card, 2000), keyFor('donation'));
    expect(payIn).toMatchObject({ Status: 'FAILED', ResultCode: code, ResultMessage: message });
    expect(await balance()).toBe(before);
    expect((await target.gateway.getCard(card)).Validity).toBe('INVALID');
  });

  emulatorOnly('fails when the fees leave nothing to credit (001014), and on a card expired since (101105)', async () => {
    const card = await cardId('4970107111111119');
    const allFees = await target.gateway.createCardPayIn(
      cardPayIn(p, card, 1000, { Fees: { Currency: 'EUR', Amount: 1000 } }),
      keyFor('donation'),
    );
    expect(allFees).toMatchObject({ Status: 'FAILED', ResultCode: '001014' });
    const month = `${String(now().getUTCMonth() + 1).padStart(2, '0')}${String(now().getUTCFullYear() % 100)}`;
    const shortLived = await registerCard(target.gateway, p.payer.Id, { number: '4970107111111119', expiry: month }, now());
    target.sandbox?.clock.advanceDays(45);
    const late = await target.gateway.createCardPayIn(cardPayIn(p, shortLived.CardId, 1000), keyFor('donation'));
    expect(late).toMatchObject({ Status: 'FAILED', ResultCode: '101105', ResultMessage: 'The card has expired' });
  });

  it('answers missing browser details and a malformed IP address with a param_error naming both fields', async () => {
    const card = await cardId('4970107111111119');
    const { BrowserInfo: _omitted, ...noBrowser } = cardPayIn(p, card, 1000);
    const error = await providerError(
      target.gateway.createCardPayIn({ ...noBrowser, IpAddress: 'not-an-ip' } as never, keyFor('donation')),
    );
    expect(error).toMatchObject({ status: 400, type: 'param_error' });
    expect(Object.keys(error.fields ?? {})).toEqual(expect.arrayContaining(['BrowserInfo', 'IpAddress']));
  });
});

describe('card ownership', () => {
  emulatorOnly('refuses a card registered by another user with a param_error on CardId', async () => {
    const other = await parties(target.gateway, 'Hugo');
    const foreign = await registerCard(target.gateway, other.payer.Id, { number: '4970107111111119' }, now());
    const error = await providerError(target.gateway.createCardPayIn(cardPayIn(p, foreign.CardId, 1000), keyFor('donation')));
    expect(error).toMatchObject({
      status: 400,
      type: 'param_error',
      fields: { CardId: 'The card does not belong to the author of the pay-in.' },
    });
  });
});

describe('idempotency at the provider', () => {
  it('creates one pay-in for a key sent twice, and for the same key sent five times at once', async () => {
    const card = await cardId('4970107111111119');
    const records = () => target.sandbox?.records('payins').length ?? 0;
    const before = records();
    const key = keyFor('donation');
    const first = await target.gateway.createCardPayIn(cardPayIn(p, card, 1200), key);
    expect(await target.gateway.createCardPayIn(cardPayIn(p, card, 1200), key)).toEqual(first);
    const concurrentKey = keyFor('donation');
    const concurrent: CardPayIn[] = await Promise.all(
      Array.from({ length: 5 }, () => target.gateway.createCardPayIn(cardPayIn(p, card, 1300), concurrentKey)),
    );
    expect(new Set(concurrent.map((payIn) => payIn.Id)).size).toBe(1);
    if (target.sandbox) expect(records()).toBe(before + 2);
  });
});
