/**
 * The zod-free half of domain/money.ts (which re-exports it): reading and formatting euros, and the
 * donation amount rule. Kept apart so the PWA's pot page can use it without loading zod.
 */
import { MAX_DONATION_CENTS, MIN_DONATION_CENTS } from './constants';
import { DONATION_MESSAGES } from './pot-messages';
import { formatCentsFr, NBSP } from './number-format';

const EURO_INPUT = /^(\d+)(?:[.,](\d{0,2}))?$/;

/**
 * Reads an amount typed in euros and returns cents, or null when it cannot be read.
 * Accepted: digits with at most one decimal separator (comma or dot) and at most two decimals;
 * whitespace anywhere (including the narrow and ordinary no-break spaces) and a trailing '€' are
 * ignored, so `formatEuros` output reads back. Negative numbers, several separators ('1.234,50') and
 * amounts beyond Number.MAX_SAFE_INTEGER cents give null.
 */
export function parseEuroInput(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  const text = String(input).replace(/\s+/gu, '').replace(/€$/u, '');
  const match = EURO_INPUT.exec(text);
  if (!match) return null;
  const [, units = '', decimals = ''] = match;
  const cents = Number(units) * 100 + Number(decimals.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Formats cents for display: 1250 -> '12,50 €', 123456 -> '1 234,56 €' (U+202F, U+00A0). */
export function formatEuros(cents: number): string {
  return `${formatCentsFr(cents)}${NBSP}€`;
}

/** Formats cents without the currency sign: 1250 -> '12,50'. */
export function formatAmount(cents: number): string {
  return formatCentsFr(cents);
}

/**
 * Cents as euros for a URL or an input field ('12,50', '12', no thousands separator): what
 * `/participate/{id}/tips?amount=` carries. Whole euros are written without decimals.
 */
export function centsToEuroInput(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100);
  const rest = abs % 100;
  return rest === 0 ? `${sign}${units}` : `${sign}${units},${String(rest).padStart(2, '0')}`;
}

/** Checks a donation amount in cents: the French message of the first failing rule, or null when valid. */
export function donationAmountError(cents: number | null | undefined): string | null {
  if (cents === null || cents === undefined || !Number.isSafeInteger(cents) || cents <= 0) {
    return DONATION_MESSAGES.amountRequired;
  }
  if (cents < MIN_DONATION_CENTS) return DONATION_MESSAGES.amountMinimum;
  return cents > MAX_DONATION_CENTS ? DONATION_MESSAGES.amountMaximum : null;
}
