/**
 * The cards the emulator knows, and what a payment with each of them does.
 *
 * Mangopay's sandbox cards (https://docs.mangopay.com/testing/payment-methods), any future expiry:
 * - 4970107111111119 CB/Visa, 3DS2 frictionless (SecureMode DEFAULT or NO_CHOICE), CVC any 3 digits;
 * - 4970105181818183 CB/Visa, 3DS2 challenge;
 * - 5033951000000004 Maestro, 3DS2 challenge, SecureMode FORCE;
 * - 375989111111119  AMEX, 3DS2 challenge, SecureMode FORCE, CVC 4 digits (1234).
 * SCA (a challenge) is applied above 50 EUR whatever the card ("Maximum Frictionless Amount").
 *
 * EMULATOR-ONLY cards, refused by the bank with Mangopay's documented result codes
 * (https://docs.mangopay.com/errors/codes/<code>); Mangopay's own sandbox does not know them:
 * - 4970100000000006 -> 101101 Transaction refused by the bank (Do not honor), e.g. insufficient funds;
 * - 4970100000000014 -> 101102 Transaction refused by the bank (Amount limit);
 * - 4970100000000022 -> 101106 The card is inactive;
 * - 497010999 followed by 7 digits, Luhn-valid (e.g. 4970109990000009): a series of frictionless Visa test
 *   cards, each with a Fingerprint of its own, for tests that need several distinct cards of one person
 *   (the identity threshold counts a person's cards). The prefix is in Mangopay's test range.
 * No other number is accepted: the tokenizer answers any other one `errorCode=02625`, Mangopay's code for a
 * bad card number (people do type their real card into a demo; the emulator must never keep one).
 *
 * What the emulator keeps of a card is what Mangopay shows (Alias, expiry, brand, Fingerprint) and
 * which test card it is (a TestCardId, never the number): the behaviour below is read from that id.
 *
 * Choices of the emulator where Mangopay documents nothing: a Maestro or AMEX card paid without
 * SecureMode FORCE fails with 101399 (Secure mode: 3DSecure authentication is not available).
 */

import { createHash } from 'node:crypto';

export type CardBrand = 'VISA' | 'MASTERCARD' | 'MAESTRO' | 'AMEX';

export interface CardBehaviour {
  /** 'challenge': the 3-D Secure page decides; 'frictionless': no page unless SCA is due. */
  flow: 'frictionless' | 'challenge';
  /** Only paid with SecureMode FORCE. */
  requiresForce?: boolean;
  /** The bank's refusal once authenticated (a Mangopay ResultCode). */
  declineCode?: string;
  emulatorOnly?: boolean;
}

/** Which test card a stored card is: the emulator's only marker of it (never its number). */
export type TestCardId =
  | 'visa-frictionless-series'
  | 'visa-frictionless'
  | 'visa-challenge'
  | 'maestro-challenge'
  | 'amex-challenge'
  | 'refused-101101'
  | 'refused-101102'
  | 'refused-101106';

export interface TestCard extends CardBehaviour {
  id: TestCardId;
}

/** Every card number the tokenizer accepts (README "Test data"). */
const TEST_CARDS: Record<string, TestCard> = {
  '4970107111111119': { id: 'visa-frictionless', flow: 'frictionless' },
  '4970105181818183': { id: 'visa-challenge', flow: 'challenge' },
  '5033951000000004': { id: 'maestro-challenge', flow: 'challenge', requiresForce: true },
  '375989111111119': { id: 'amex-challenge', flow: 'challenge', requiresForce: true },
  '4970100000000006': { id: 'refused-101101', flow: 'frictionless', declineCode: '101101', emulatorOnly: true },
  '4970100000000014': { id: 'refused-101102', flow: 'frictionless', declineCode: '101102', emulatorOnly: true },
  '4970100000000022': { id: 'refused-101106', flow: 'frictionless', declineCode: '101106', emulatorOnly: true },
};

/** Above this amount (cents) a card payment is always challenged. */
export const FRICTIONLESS_MAX_AMOUNT = 5000;

/** The emulator-only series of frictionless test cards: 497010999 and 7 digits, Luhn-valid. */
const SERIES_CARD: TestCard = { id: 'visa-frictionless-series', flow: 'frictionless', emulatorOnly: true };
const SERIES = /^497010999\d{7}$/;

/** The test card of a number, or undefined: not a card the emulator takes. */
export function testCardOf(number: string): TestCard | undefined {
  if (Object.hasOwn(TEST_CARDS, number)) return TEST_CARDS[number];
  return SERIES.test(number) && luhnValid(number) ? SERIES_CARD : undefined;
}

/** What a payment with a stored card does (an unknown id, which no journal should hold: frictionless). */
export function cardBehaviour(id: string | undefined): CardBehaviour {
  return [...Object.values(TEST_CARDS), SERIES_CARD].find((card) => card.id === id) ?? { flow: 'frictionless' };
}

/** Mangopay's Fingerprint of a card: the same for every registration of one card number. */
export function cardFingerprint(number: string): string {
  return createHash('sha256').update(number).digest('hex').slice(0, 32);
}

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The network of a card number, from its first digits (undefined: not one the emulator takes). */
export function cardBrand(number: string): CardBrand | undefined {
  if (/^3[47]/.test(number)) return 'AMEX';
  if (/^4/.test(number)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MASTERCARD';
  if (/^(50|5[6-9]|6)/.test(number)) return 'MAESTRO';
  return undefined;
}

/** CVC length by network: 4 digits on AMEX, 3 elsewhere. */
export function cvcValid(number: string, cvc: string): boolean {
  return cardBrand(number) === 'AMEX' ? /^\d{4}$/.test(cvc) : /^\d{3}$/.test(cvc);
}

/** MMYY, a real month, not before the current month of `now`. */
export function expiryValid(mmyy: string, now: Date): boolean {
  const match = /^(\d{2})(\d{2})$/.exec(mmyy);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** "497010XXXXXX8183": Mangopay's Alias, the first 6 and last 4 digits. */
export function cardAlias(number: string): string {
  return `${number.slice(0, 6)}${'X'.repeat(Math.max(0, number.length - 10))}${number.slice(-4)}`;
}
