/**
 * Company identity: SIREN (9 digits passing the Luhn check; spaces typed between groups are removed),
 * legal forms (docs/api-contract.md), and the legal representative object of the company payloads.
 * Invented French messages (the spec says "messages like 'Le prénom du représentant légal est
 * obligatoire'"): 'Le nom de l'entreprise est obligatoire', 'Le numéro SIREN est obligatoire', 'Le numéro
 * SIREN n'est pas valide', 'La forme juridique est obligatoire', 'La forme juridique n'est pas valide',
 * 'Le téléphone fixe est obligatoire', the head-office address messages ('L'adresse du siège social est
 * obligatoire'...), and the representative's ('Le nom du représentant légal est obligatoire', 'La date de
 * naissance du représentant légal est obligatoire', 'La nationalité du représentant légal est
 * obligatoire', 'L'adresse du représentant légal est obligatoire', 'La civilité du représentant légal est
 * obligatoire'...). See messages.ts COMPANY_MESSAGES.
 */
import { z } from 'zod';
import { addressSchema, requiredCountrySchema, REPRESENTATIVE_ADDRESS_MESSAGES } from './address';
import { birthDateSchema } from './birth-date';
import { DEFAULT_COUNTRY } from './constants';
import type { DateInputFormat, DayInput } from './dates';
import { emailSchema, genderSchema, repFirstnameSchema, repLastnameSchema } from './identity';
import { COMPANY_MESSAGES } from './messages';
import { IF_NO_ISSUE_YET, requiredText } from './schema-helpers';

/** True when the digits pass the Luhn (mod 10) check. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Removes the spaces people type between the three groups of a SIREN. */
export function normalizeSiren(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Whether a SIREN (spaces allowed) is 9 digits passing the Luhn check. */
export function isValidSiren(value: string): boolean {
  const siren = normalizeSiren(value);
  return /^\d{9}$/.test(siren) && luhnValid(siren);
}

/** A SIREN field; the output has no spaces. Failures carry the code SIREN_INVALID. */
export const sirenSchema = z
  .string({ error: COMPANY_MESSAGES.sirenRequired })
  .transform(normalizeSiren)
  .pipe(
    z
      .string()
      .min(1, { error: COMPANY_MESSAGES.sirenRequired })
      .refine(isValidSiren, { error: COMPANY_MESSAGES.sirenInvalid, params: { code: 'SIREN_INVALID' }, ...IF_NO_ISSUE_YET }),
  );

/** Legal forms accepted for a company (docs/api-contract.md). */
export const LEGAL_FORMS = ['SA', 'SAS', 'SASU', 'SARL', 'EURL', 'SNC', 'SCOP', 'Association', 'Fondation', 'Autre'] as const;
/** One legal form. */
export type LegalForm = (typeof LEGAL_FORMS)[number];

/** A legal form: missing or empty reads 'obligatoire', an unknown value 'n'est pas valide'. */
export const legalFormSchema = z.enum(LEGAL_FORMS, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? COMPANY_MESSAGES.legalFormRequired
      : COMPANY_MESSAGES.legalFormInvalid,
});

/** The company name field. */
export const enterpriseNameSchema = requiredText(COMPANY_MESSAGES.companyNameRequired);

/** The representative's civility (male for M, female for Mme). */
export const repGenderSchema = genderSchema(COMPANY_MESSAGES.repGenderRequired);

/** Options of the schemas that hold a birth date. */
export interface DatedSchemaOptions {
  /** Today's calendar day or an instant read in Europe/Paris. */
  today: DayInput;
  /** 'form' reads DD-MM-YYYY, 'api' YYYY-MM-DD (default). */
  format?: DateInputFormat;
}

/**
 * `entreprise.representative`: firstname, name, birth_date (18 years), email ('L'e-mail n'est pas
 * valide'), nationality_iso (FR when absent) and rep_address (every field required). With
 * `addressOptional` (company profile, which shows no representative address) rep_address may be absent.
 */
export function representativeSchema(options: DatedSchemaOptions & { addressOptional?: boolean }) {
  const repAddress = addressSchema(REPRESENTATIVE_ADDRESS_MESSAGES);
  return z.object(
    {
      firstname: repFirstnameSchema,
      name: repLastnameSchema,
      birth_date: birthDateSchema({
        today: options.today,
        format: options.format ?? 'api',
        required: COMPANY_MESSAGES.repBirthDateRequired,
      }),
      email: emailSchema('representative'),
      nationality_iso: z.preprocess(
        (value: string | null | undefined) => (value === undefined || value === null || value === '' ? DEFAULT_COUNTRY : value),
        requiredCountrySchema(COMPANY_MESSAGES.repNationalityRequired),
      ),
      rep_address: options.addressOptional ? repAddress.optional() : repAddress,
    },
    { error: COMPANY_MESSAGES.repFirstnameRequired },
  );
}
