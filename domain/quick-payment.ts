/**
 * Quick donation without an account. The donor's identity (`POST /user/quick_register_card` body
 * `user {firstname, name, email, birth_date}`) uses one message per field for every failure
 * ('Votre prénom n'est pas valide', 'Votre nom n'est pas valide', 'Votre e-mail n'est pas valide',
 * 'Votre date de naissance n'est pas valide') and the age message for a donor under 18 years and one
 * day. A quick donation gives no tax receipt.
 */
import { z } from 'zod';
import { birthDateSchema, defaultQuickPaymentBirthDate } from './birth-date';
import type { DateInputFormat, DayInput } from './dates';
import { emailSchema, quickFirstnameSchema, quickLastnameSchema } from './identity';

/** Options of `quickIdentitySchema`. */
export interface QuickIdentityOptions {
  /** Today's calendar day or an instant read in Europe/Paris. */
  today: DayInput;
  /** 'form' reads DD-MM-YYYY, 'api' YYYY-MM-DD (default). */
  format?: DateInputFormat;
}

/** The quick donor's identity. */
export function quickIdentitySchema(options: QuickIdentityOptions) {
  return z.object({
    firstname: quickFirstnameSchema,
    name: quickLastnameSchema,
    email: emailSchema('quickPayment'),
    birth_date: birthDateSchema({ today: options.today, format: options.format ?? 'api', variant: 'quickPayment' }),
  });
}

/** The values the quick-payment form opens with: empty names and e-mail, the latest accepted birth date. */
export function quickIdentityInitialValues(today: DayInput): {
  firstname: string;
  name: string;
  email: string;
  birth_date: string;
} {
  return { firstname: '', name: '', email: '', birth_date: defaultQuickPaymentBirthDate(today) };
}
