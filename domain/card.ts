/**
 * Card fields of the payment pages. The card data goes from the browser straight to the payment
 * provider's tokenisation form, whose field names the card form uses (cardNumber, cardExpirationDate,
 * cardCvx); the registered type is CB_VISA_MASTERCARD, so only Visa and Mastercard numbers (CB cards
 * carry one of the two) pass, and the security code has 3 digits.
 * - number: digits and spaces only; spaces removed; length and Luhn checked by card-validator;
 * - expiry: MMYY exactly 4 digits (MM/YYYY and MM/YY typed are reformatted), a real month, not before
 *   the current month of `today` and at most 19 years ahead (card-validator's window);
 * - every failure carries its code: CREDIT_CARD_INVALID, CREDIT_EXPIRY_INVALID, CREDIT_CVC_INVALID.
 */
import cardValidator from 'card-validator';
import { z } from 'zod';
import { toDay, type DayInput } from './dates';
import { PAYMENT_MESSAGES } from './messages';

/** Error codes of the card fields. */
export const CARD_ERROR_CODES = {
  number: 'CREDIT_CARD_INVALID',
  expiry: 'CREDIT_EXPIRY_INVALID',
  cvc: 'CREDIT_CVC_INVALID',
} as const;

const ACCEPTED_BRANDS = new Set(['visa', 'mastercard']);
/** Years ahead an expiry may be. */
export const CARD_MAX_YEARS_AHEAD = 19;

/** Keeps only the digits and spaces of what is typed in the card-number box. */
export function sanitizeCardNumberInput(value: string): string {
  return value.replace(/[^\d ]/g, '');
}

/** Whether a card number (spaces allowed) is a valid Visa or Mastercard number. */
export function isValidCardNumber(value: string): boolean {
  if (!/^[\d ]+$/.test(value)) return false;
  const result = cardValidator.number(value.replace(/ /g, ''));
  return result.isValid && result.card !== null && ACCEPTED_BRANDS.has(result.card.type);
}

/**
 * Reformats a typed expiry to MMYY: digits only; MMYYYY (from MM/YYYY) keeps the year's last two
 * digits, MMYY (from MM/YY) stays; anything else is returned as its digits.
 */
export function normalizeCardExpiry(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 6 ? `${digits.slice(0, 2)}${digits.slice(4)}` : digits;
}

/** Whether an MMYY expiry is a real month from `today`'s month to 19 years ahead. */
export function isValidCardExpiry(mmyy: string, today: DayInput): boolean {
  if (!/^\d{4}$/.test(mmyy)) return false;
  const month = Number(mmyy.slice(0, 2));
  const year = 2000 + Number(mmyy.slice(2));
  if (month < 1 || month > 12) return false;
  const [todayYear, todayMonth] = toDay(today).split('-').map(Number) as [number, number];
  const monthsFromNow = (year - todayYear) * 12 + (month - todayMonth);
  return monthsFromNow >= 0 && year - todayYear <= CARD_MAX_YEARS_AHEAD;
}

/** Whether a security code is 3 digits. */
export function isValidCardCvc(value: string): boolean {
  return /^\d{3}$/.test(value) && cardValidator.cvv(value, 3).isValid;
}

/** The card-number field; output without spaces. */
export const cardNumberSchema = z
  .string({ error: PAYMENT_MESSAGES.cardNumberInvalid })
  .refine(isValidCardNumber, { error: PAYMENT_MESSAGES.cardNumberInvalid, params: { code: CARD_ERROR_CODES.number } })
  .transform((value) => value.replace(/ /g, ''));

/** The expiry field, reformatted to MMYY before the check. */
export function cardExpirySchema(today: DayInput) {
  return z
    .string({ error: PAYMENT_MESSAGES.cardExpiryInvalid })
    .transform(normalizeCardExpiry)
    .refine((mmyy) => isValidCardExpiry(mmyy, today), {
      error: PAYMENT_MESSAGES.cardExpiryInvalid,
      params: { code: CARD_ERROR_CODES.expiry },
    });
}

/** The security-code field ('Votre crypto n'est pas valide'). */
export const cardCvcSchema = z
  .string({ error: PAYMENT_MESSAGES.cardCvcInvalid })
  .trim()
  .refine(isValidCardCvc, { error: PAYMENT_MESSAGES.cardCvcInvalid, params: { code: CARD_ERROR_CODES.cvc } });

/** The card form, with the provider's field names. */
export function cardFormSchema(today: DayInput) {
  return z.object({
    cardNumber: cardNumberSchema,
    cardExpirationDate: cardExpirySchema(today),
    cardCvx: cardCvcSchema,
  });
}
