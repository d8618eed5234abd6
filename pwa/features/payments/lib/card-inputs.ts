// What the card boxes keep of what is typed (pots spec §5 "Donation"): the number keeps digits and
// spaces; the expiry keeps digits, and an entry longer than 4 characters (MM/YYYY, MM/YY) is
// reformatted to MMYY; the security code keeps digits.
import { normalizeCardExpiry, sanitizeCardNumberInput } from '@domain/card';

export const cardNumberInput = (value: string): string => sanitizeCardNumberInput(value).slice(0, 23);

export const cardExpiryInput = (value: string): string => (value.length > 4 ? normalizeCardExpiry(value) : value.replace(/\D/g, ''));

export const cardCvcInput = (value: string): string => value.replace(/\D/g, '').slice(0, 3);

/** The card form's empty values. */
export const EMPTY_CARD = { cardNumber: '', cardExpirationDate: '', cardCvx: '' };

/** The expiry box's example (MMAA): December of next year, never a past date (issue 47). */
export function expiryExample(now: Date = new Date()): string {
  return `12${String((now.getFullYear() + 1) % 100).padStart(2, '0')}`;
}
