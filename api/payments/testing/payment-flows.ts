/**
 * Test helper for the card and bank flows through the gateway: a payer and a charity's wallet, the
 * browser's part of card registration (posting the card to CardRegistrationURL, as Mangopay's kit
 * does), and the emulator's 3-D Secure and mandate pages driven over plain HTTP (GET the page, POST
 * the button's form, read the redirect) — what a browser does, without one.
 */
import { randomUUID } from 'node:crypto';
import type { CardPayInInput, CardRegistration } from '../gateway-cards';
import type { PaymentGateway, Wallet } from '../gateway.types';
import type { LegalUserSca, NaturalUserSca } from '../gateway-users-sca';
import { deriveIdempotencyKey } from '../idempotency-keys';

/** A fresh idempotency key, derived as the product derives them from a record (here a random id). */
export const keyFor = (purpose: string) => deriveIdempotencyKey(purpose, randomUUID());

export const TEST_IBAN = 'FR7630004000031234567890143';
export const TEST_BIC = 'BNPAFRPP';
export const PARIS = { AddressLine1: '3 rue de la Cité', City: 'Paris', PostalCode: '75004', Country: 'FR' };

export const BROWSER: CardPayInInput['BrowserInfo'] = {
  AcceptHeader: 'text/html, application/xhtml+xml, application/xml;q=0.9, */*;q=0.8',
  JavaEnabled: false,
  JavascriptEnabled: true,
  Language: 'fr-FR',
  ColorDepth: 24,
  ScreenHeight: 844,
  ScreenWidth: 390,
  TimeZoneOffset: -60,
  UserAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
};

export interface Parties {
  payer: NaturalUserSca;
  charity: LegalUserSca;
  wallet: Wallet;
}

/** A natural PAYER (optionally named, e.g. "Penniless") and a charity's EUR wallet. */
export async function parties(gateway: PaymentGateway, payerFirstName = 'Léa'): Promise<Parties> {
  // Through the SCA user endpoints, as the product creates its users (gateway-users-sca.ts).
  const payer = await gateway.createNaturalUserSca(
    { UserCategory: 'PAYER', FirstName: payerFirstName, LastName: 'Durand', Email: `lea.${randomUUID().slice(0, 8)}@example.com` },
    keyFor('payer'),
  );
  const charity = await gateway.createLegalUserSca(
    {
      UserCategory: 'PAYER', LegalPersonType: 'ORGANIZATION', Name: 'Les Amis du Test', Email: 'contact@amis.example',
      LegalRepresentative: { FirstName: 'Camille', LastName: 'Martin' },
    },
    keyFor('charity'),
  );
  const wallet = await gateway.createWallet({ ownerId: charity.Id, Currency: 'EUR', Description: 'Séquestre' }, keyFor('wallet'));
  return { payer, charity, wallet };
}

export interface CardData {
  number: string;
  expiry?: string;
  cvc?: string;
}

/** MMYY a year after `now`. */
export function nextYear(now: Date): string {
  return `${String(now.getUTCMonth() + 1).padStart(2, '0')}${String((now.getUTCFullYear() + 1) % 100).padStart(2, '0')}`;
}

/** The browser's post of the card to the tokenizer: its text answer (`data=...` or `errorCode=...`). */
export async function tokenize(registration: CardRegistration, card: CardData, now = new Date()): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(registration.CardRegistrationURL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      data: registration.PreregistrationData,
      accessKeyRef: registration.AccessKey,
      cardNumber: card.number,
      cardExpirationDate: card.expiry ?? nextYear(now),
      cardCvx: card.cvc ?? (card.number.startsWith('3') ? '1234' : '123'),
    }),
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** Registers a card for the user (start, tokenize, finish) and returns the finished registration. */
export async function registerCard(gateway: PaymentGateway, userId: string, card: CardData, now = new Date(), CardType?: 'CB_VISA_MASTERCARD' | 'MAESTRO' | 'AMEX'): Promise<CardRegistration> {
  const registration = await gateway.startCardRegistration({ userId, Currency: 'EUR', ...(CardType ? { CardType } : {}) }, keyFor('card-registration'));
  const { text } = await tokenize(registration, card, now);
  return gateway.finishCardRegistration(registration.Id, text);
}

/** The input of a card pay-in of `amount` cents (fees 10 % rounded) to the wallet. */
export function cardPayIn(p: Parties, cardId: string, amount: number, extra: Partial<CardPayInInput> = {}): CardPayInInput {
  return {
    AuthorId: p.payer.Id,
    CreditedWalletId: p.wallet.Id,
    DebitedFunds: { Currency: 'EUR', Amount: amount },
    Fees: { Currency: 'EUR', Amount: Math.round(amount / 10) },
    CardId: cardId,
    SecureModeReturnURL: 'https://entraide.example/don/retour?etape=3ds',
    IpAddress: '203.0.113.7',
    BrowserInfo: BROWSER,
    ...extra,
  };
}

export interface PageVisit {
  page: { status: number; html: string };
  /** The answer to the button's form: status and where it sends the browser. */
  answer: { status: number; location: string | null };
}

/** Opens a page of the emulator, then posts its form as the button named `outcome` would. */
export async function clickThrough(url: string, outcome: string): Promise<PageVisit> {
  const shown = await fetch(url);
  const html = await shown.text();
  const posted = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }),
  });
  return { page: { status: shown.status, html }, answer: { status: posted.status, location: posted.headers.get('location') } };
}
