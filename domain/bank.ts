/**
 * Bank details for direct-debit mandates and SEPA.
 * - IBAN: upper-cased, everything but letters and digits removed; the length must be the country's
 *   (ibantools' registry: FR 27, DE 22, GB 22...; an unknown country has no length and fails the same
 *   way) else IBAN_LENGTH_INVALID; then the mod-97 checksum and the national format must hold, else
 *   IBAN_INVALID. Both read 'Votre IBAN est invalide'.
 * - BIC: upper-cased, spaces removed, 8 or 11 characters with a known country, else BIC_INVALID.
 * - The mandate forms use the wire names of `bank_account` (`POST /user/bank_accounts/register`);
 *   the monthly form adds `debit_day` 1 to 31, default 1 (the spec's debitDay).
 */
import { electronicFormatIBAN, getCountrySpecifications, isValidBIC, validateIBAN } from 'ibantools';
import { z } from 'zod';
import { addressLineSchema, citySchema, frenchPostCodeSchema } from './address';
import { DEBIT_DAY, DEFAULT_COUNTRY } from './constants';
import { ADDRESS_MESSAGES, PAYMENT_MESSAGES } from './messages';
import { integerInput, requiredText } from './schema-helpers';

/** Error codes of the bank fields. */
export const BANK_ERROR_CODES = {
  ibanLength: 'IBAN_LENGTH_INVALID',
  iban: 'IBAN_INVALID',
  bic: 'BIC_INVALID',
} as const;

/** Upper-cases an IBAN and removes everything that is not a letter or a digit. */
export function normalizeIban(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The expected length of an IBAN of that country, or undefined when the country has none. */
export function ibanLengthOf(countryCode: string): number | undefined {
  return getCountrySpecifications()[countryCode]?.chars ?? undefined;
}

/** Why an (already normalized) IBAN is refused, or null when it is valid. */
export function ibanErrorCode(iban: string): (typeof BANK_ERROR_CODES)['ibanLength' | 'iban'] | null {
  const expected = ibanLengthOf(iban.slice(0, 2));
  if (expected === undefined || iban.length !== expected) return BANK_ERROR_CODES.ibanLength;
  return validateIBAN(electronicFormatIBAN(iban) ?? iban).valid ? null : BANK_ERROR_CODES.iban;
}

/** The IBAN field ('Votre IBAN est obligatoire' / 'Votre IBAN est invalide'); output normalized. */
export const ibanSchema = z
  .string({ error: PAYMENT_MESSAGES.ibanRequired })
  .transform(normalizeIban)
  .superRefine((iban, ctx) => {
    if (iban === '') {
      ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.ibanRequired });
      return;
    }
    const code = ibanErrorCode(iban);
    if (code !== null) ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.ibanInvalid, params: { code } });
  });

/** Upper-cases a BIC and removes its spaces. */
export function normalizeBic(value: string): string {
  return value.toUpperCase().replace(/\s+/g, '');
}

/** The BIC field ('Votre BIC est obligatoire' / 'Votre BIC est invalide'); output normalized. */
export const bicSchema = z
  .string({ error: PAYMENT_MESSAGES.bicRequired })
  .transform(normalizeBic)
  .superRefine((bic, ctx) => {
    if (bic === '') ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.bicRequired });
    else if (!isValidBIC(bic)) {
      ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.bicInvalid, params: { code: BANK_ERROR_CODES.bic } });
    }
  });

/** The debit day, 1 to 31 ('La date de prélèvement est obligatoire'); a number or a digit string. */
export const debitDaySchema = integerInput(PAYMENT_MESSAGES.debitDayRequired, PAYMENT_MESSAGES.debitDayInvalid).refine(
  (day) => day >= DEBIT_DAY.min && day <= DEBIT_DAY.max,
  { error: PAYMENT_MESSAGES.debitDayInvalid },
);

const required = ADDRESS_MESSAGES.fieldRequired;

/** The one-off mandate form and the `bank_account` body: every field 'Ce champ est obligatoire'. */
export const mandateFormSchema = z.object({
  iban: ibanSchema,
  bic: bicSchema,
  bank_account_holder: requiredText(required, { tooLong: ADDRESS_MESSAGES.fieldTooLong }),
  bank_account_address_line_1: addressLineSchema(required),
  bank_account_postal_code: frenchPostCodeSchema(required),
  bank_account_city: citySchema(required),
  /** Always FR (pots spec §3). */
  bank_account_country_iso: z.literal(DEFAULT_COUNTRY, { error: ADDRESS_MESSAGES.countryInvalid }).default(DEFAULT_COUNTRY),
});

/** The `bank_account` body the PWA sends: a donor's account (mandates) and a charity's payout account. */
export type BankAccountBody = z.input<typeof mandateFormSchema>;

/** The monthly mandate form: the one-off fields plus `debit_day` (default 1). */
export const monthlyMandateFormSchema = mandateFormSchema.extend({
  debit_day: debitDaySchema.default(DEBIT_DAY.default),
});

/** The SEPA form (iban, bic, ref); defined by the spec, though the SEPA option only shows an explanation. */
export const sepaFormSchema = z.object({
  iban: ibanSchema,
  bic: bicSchema,
  ref: requiredText(required, { tooLong: ADDRESS_MESSAGES.fieldTooLong }),
});
