/**
 * The charity area (issue 30, docs/charity-area.md): what a charity's representative sends and reads.
 * Shared by the API (which enforces every rule) and the PWA (which shows the same messages first).
 * - Legal details: the organisation's name, its RNA number (`W` + 9 digits, associations' national
 *   register) or SIREN (9 digits with a valid Luhn key), the head-office address (French postal code of
 *   5 digits when the country is France) and the representative, who must be 18 or older.
 * - The invitation's acceptance (password rules of the sign-up) and the payout account (IBAN, holder).
 * French messages are ours (invented).
 */
import { z } from 'zod';
import { bicSchema, ibanSchema } from './bank';
import { isOldEnough } from './birth-date';
import { isValidSiren, normalizeSiren } from './company';
import { parseDay, type DayInput } from './dates';
import { EMAIL_PATTERN, NAME_PATTERN, PHONE_PATTERN } from './identity';
import { CONFIRMATION_CHECK_OPTIONS, checkPasswordConfirmation, newPasswordSchema, passwordConfirmationSchema } from './password';
import { IF_NO_ISSUE_YET, optionalText, requiredText } from './schema-helpers';

/** Days an invitation link stays valid. */
export const CHARITY_INVITATION_DAYS = 7;

export const CHARITY_AREA_MESSAGES = {
  invitationEmailRequired: 'Indiquez l’adresse e-mail du représentant de l’association',
  invitationEmailInvalid: 'Cette adresse e-mail n’est pas valide',
  invitationInvalid: 'Ce lien d’invitation n’est plus valable. Demandez-en un nouveau à l’équipe Entraide.',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail : invitez une autre adresse',
  organisationNameRequired: 'Indiquez le nom de l’organisme',
  registrationKindInvalid: 'Choisissez le numéro RNA ou le numéro SIREN',
  registrationNumberRequired: 'Indiquez le numéro d’enregistrement de l’association',
  rnaInvalid: 'Le numéro RNA commence par W, suivi de 9 chiffres (ex. W751234567)',
  sirenInvalid: 'Le numéro SIREN compte 9 chiffres et sa clé doit être valide',
  addressRequired: 'Indiquez l’adresse du siège',
  postalCodeRequired: 'Indiquez le code postal du siège',
  postalCodeInvalid: 'Le code postal doit compter 5 chiffres',
  cityRequired: 'Indiquez la ville du siège',
  countryInvalid: 'Choisissez un pays',
  repFirstNameRequired: 'Indiquez le prénom du représentant',
  repFirstNameInvalid: 'Le prénom du représentant n’est pas valide',
  repLastNameRequired: 'Indiquez le nom du représentant',
  repLastNameInvalid: 'Le nom du représentant n’est pas valide',
  repBirthDateRequired: 'Indiquez la date de naissance du représentant',
  repBirthDateInvalid: 'Cette date de naissance n’est pas valide',
  repUnderAge: 'Le représentant légal doit être majeur (18 ans ou plus)',
  repNationalityInvalid: 'Choisissez la nationalité du représentant',
  repResidenceInvalid: 'Choisissez le pays de résidence du représentant',
  repEmailRequired: 'Indiquez l’adresse e-mail du représentant',
  repEmailInvalid: 'L’adresse e-mail du représentant n’est pas valide',
  repPhoneRequired: 'Indiquez le téléphone du représentant',
  repPhoneInvalid: 'Ce numéro de téléphone n’est pas valide',
  holderRequired: 'Indiquez le nom du titulaire du compte',
  holderTooLong: 'Le nom du titulaire est trop long',
} as const;

const M = CHARITY_AREA_MESSAGES;

/** An RNA number: `W` then 9 digits (spaces removed, upper-cased). */
export const RNA_PATTERN = /^W\d{9}$/;
/** A French postal code. */
export const FRENCH_POSTAL_CODE = /^\d{5}$/;

/** How the association is registered. */
export const REGISTRATION_KINDS = ['rna', 'siren'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

const country = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: message });

const personName = (required: string, invalid: string) =>
  requiredText(required, { max: 100, tooLong: invalid }).regex(NAME_PATTERN, { error: invalid, ...IF_NO_ISSUE_YET });

/** The legal details' fields as `PUT /charity/legal_details` reads them under `legal_details`. */
export function legalDetailsSchema(options: { today: DayInput }) {
  return z
    .object({
      organisation_name: requiredText(M.organisationNameRequired, { max: 255 }),
      registration_kind: z.enum(REGISTRATION_KINDS, { error: M.registrationKindInvalid }),
      registration_number: requiredText(M.registrationNumberRequired, { max: 32 }).transform((v) => normalizeSiren(v).toUpperCase()),
      address_line_1: requiredText(M.addressRequired, { max: 255 }),
      address_line_2: optionalText(z.string().trim().max(255)),
      postal_code: requiredText(M.postalCodeRequired, { max: 10, tooLong: M.postalCodeInvalid }),
      city: requiredText(M.cityRequired, { max: 100 }),
      country_iso: country(M.countryInvalid),
      representative_first_name: personName(M.repFirstNameRequired, M.repFirstNameInvalid),
      representative_last_name: personName(M.repLastNameRequired, M.repLastNameInvalid),
      representative_birth_date: requiredText(M.repBirthDateRequired, { max: 10 }).superRefine((value, ctx) => {
        const day = parseDay(value, 'api');
        if (day === null || day < '1900-01-01')
          ctx.addIssue({ code: 'custom', message: M.repBirthDateInvalid, params: { code: 'invalid_date' } });
        else if (!isOldEnough(day, options.today))
          ctx.addIssue({ code: 'custom', message: M.repUnderAge, params: { code: 'invalid_birth_date' } });
      }, IF_NO_ISSUE_YET),
      representative_nationality: country(M.repNationalityInvalid),
      representative_country_of_residence: country(M.repResidenceInvalid),
      representative_email: requiredText(M.repEmailRequired, { max: 254, tooLong: M.repEmailInvalid }).regex(EMAIL_PATTERN, {
        error: M.repEmailInvalid,
        ...IF_NO_ISSUE_YET,
      }),
      representative_phone: requiredText(M.repPhoneRequired, { max: 32, tooLong: M.repPhoneInvalid }).refine(
        (v) => PHONE_PATTERN.test(v) && /^\d{6,15}$/.test(v.replace(/\D/g, '')),
        { error: M.repPhoneInvalid, ...IF_NO_ISSUE_YET },
      ),
    })
    .superRefine((value, ctx) => {
      const number = value.registration_number;
      if (value.registration_kind === 'rna' && !RNA_PATTERN.test(number))
        ctx.addIssue({ code: 'custom', path: ['registration_number'], message: M.rnaInvalid, params: { code: 'rna_invalid' } });
      if (value.registration_kind === 'siren' && !isValidSiren(number))
        ctx.addIssue({ code: 'custom', path: ['registration_number'], message: M.sirenInvalid, params: { code: 'siren_invalid' } });
      if (value.country_iso === 'FR' && !FRENCH_POSTAL_CODE.test(value.postal_code))
        ctx.addIssue({ code: 'custom', path: ['postal_code'], message: M.postalCodeInvalid, params: { code: 'postal_code_invalid' } });
    });
}

export type LegalDetailsInput = z.output<ReturnType<typeof legalDetailsSchema>>;

/** `POST /manager/charities/:id/representative_invitations` `{email}`. */
export const charityInvitationSchema = z.object({
  email: requiredText(M.invitationEmailRequired, { max: 254, tooLong: M.invitationEmailInvalid }).refine((v) => EMAIL_PATTERN.test(v), {
    error: M.invitationEmailInvalid,
    params: { code: 'email_invalid' },
    ...IF_NO_ISSUE_YET,
  }),
});

/** `POST /charity_invitations/:token/accept` `{password, password_confirmation}` (sign-up's password rules). */
export const invitationAcceptSchema = z
  .object({ password: newPasswordSchema, password_confirmation: passwordConfirmationSchema })
  .superRefine(checkPasswordConfirmation('default'), CONFIRMATION_CHECK_OPTIONS);

/** `PUT /charity/payout_account` `{payout_account: {holder_name, iban, bic?}}`. */
export const payoutAccountSchema = z.object({
  holder_name: requiredText(M.holderRequired, { max: 140, tooLong: M.holderTooLong }),
  iban: ibanSchema,
  bic: optionalText(bicSchema),
});

export type PayoutAccountInput = z.output<typeof payoutAccountSchema>;
