/**
 * Birth dates: typed DD-MM-YYYY in forms, sent YYYY-MM-DD to the API, and the age rule.
 * - 'default' (profiles, legal representative): born on or before today minus 18 years.
 * - 'registration' and 'quickPayment': born on or before today minus 18 years and one day, so a person
 *   whose 18th birthday is today is refused until tomorrow (the spec's "18 years ago minus one day").
 * Quick payment words every unreadable or missing date 'Votre date de naissance n'est pas valide'.
 * The age refusal carries the code `invalid_birth_date` (docs/api-contract.md).
 */
import { z } from 'zod';
import { IF_NO_ISSUE_YET } from './schema-helpers';
import { MIN_AGE_YEARS } from './constants';
import { addToDay, parseDay, type DateInputFormat, type DayInput } from './dates';
import { PERSON_MESSAGES } from './messages';

/** Which age rule and wording applies. */
export type BirthDateVariant = 'default' | 'registration' | 'quickPayment';

/** Options of `birthDateSchema`. */
export interface BirthDateOptions {
  /** Today's calendar day (YYYY-MM-DD) or an instant read in Europe/Paris. */
  today: DayInput;
  /** Age rule and wording; 'default' when omitted. */
  variant?: BirthDateVariant;
  /** 'form' reads DD-MM-YYYY, 'api' reads YYYY-MM-DD; 'api' when omitted. */
  format?: DateInputFormat;
  /** Message when the field is empty (default 'Votre date de naissance est obligatoire'). */
  required?: string;
}

/** Code of the under-age refusal, as the API reports it. */
export const UNDER_AGE_CODE = 'invalid_birth_date';
/** Earliest birth date accepted; earlier ones are typing mistakes and read 'Date invalide'. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** The latest birth date (YYYY-MM-DD) the variant accepts on `today`. */
export function maxBirthDate(today: DayInput, variant: BirthDateVariant = 'default'): string {
  const eighteenYearsAgo = addToDay(today, -MIN_AGE_YEARS, 'year');
  return variant === 'default' ? eighteenYearsAgo : addToDay(eighteenYearsAgo, -1, 'day');
}

/** Whether someone born on `birthDay` (YYYY-MM-DD) is old enough on `today` for the variant. */
export function isOldEnough(birthDay: string, today: DayInput, variant: BirthDateVariant = 'default'): boolean {
  return birthDay <= maxBirthDate(today, variant);
}

/**
 * The quick-payment form's initial value: the latest accepted birth date, typed DD-MM-YYYY
 * (the spec's "defaulting to that maximum").
 */
export function defaultQuickPaymentBirthDate(today: DayInput): string {
  const [year, month, day] = maxBirthDate(today, 'quickPayment').split('-');
  return `${day}-${month}-${year}`;
}

/**
 * A birth-date field. The output is the input as typed (trimmed); convert a form value for the API
 * with `formDateToIso`.
 */
export function birthDateSchema(options: BirthDateOptions) {
  const { today, variant = 'default', format = 'api' } = options;
  const quick = variant === 'quickPayment';
  const required = options.required ?? (quick ? PERSON_MESSAGES.birthDateInvalid : PERSON_MESSAGES.birthDateRequired);
  const invalid = quick ? PERSON_MESSAGES.birthDateInvalid : PERSON_MESSAGES.dateInvalid;
  const latest = maxBirthDate(today, variant);
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .superRefine((value, ctx) => {
      const day = parseDay(value, format);
      if (day === null || day < EARLIEST_BIRTH_DATE) {
        ctx.addIssue({ code: 'custom', message: invalid, params: { code: 'invalid_date' } });
      } else if (day > latest) {
        ctx.addIssue({ code: 'custom', message: PERSON_MESSAGES.underAge, params: { code: UNDER_AGE_CODE } });
      }
    }, IF_NO_ISSUE_YET);
}
