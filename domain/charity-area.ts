/**
 * The charity area (issue 30, docs/charity-area.md): the wire shapes the API answers under /charity/* and
 * the manager's representative invitations, and the rules both sides apply to what the charity's
 * representative types (legal details, payout account). The API validates with the same schemas.
 * - RNA number: 'W' then 9 digits (upper-cased, spaces removed); SIREN: 9 digits passing the Luhn key.
 * - Representative: 18 or over on the day (birth date YYYY-MM-DD), nationality and residence as ISO codes.
 */
import { z } from 'zod';
import { citySchema, addressLineSchema, postCodeSchema, requiredCountrySchema } from './address';
import { ibanSchema, normalizeBic } from './bank';
import { EARLIEST_BIRTH_DATE, isOldEnough, UNDER_AGE_CODE } from './birth-date';
import { isValidSiren, normalizeSiren } from './company';
import { parseDay, type DayInput } from './dates';
import { emailSchema, nameSchema, phoneSchema } from './identity';
import { IF_NO_ISSUE_YET, optionalText, requiredText } from './schema-helpers';
import { isValidBIC } from 'ibantools';

/** French messages of the charity's forms (written for this area). */
export const CHARITY_AREA_MESSAGES = {
  organisationNameRequired: 'Le nom de l’association est obligatoire',
  registrationKindRequired: 'Indiquez si l’association a un numéro RNA ou un numéro SIREN',
  registrationNumberRequired: 'Le numéro d’enregistrement est obligatoire',
  rnaInvalid: 'Le numéro RNA commence par W suivi de 9 chiffres (ex. W751234567)',
  sirenInvalid: 'Le numéro SIREN doit avoir 9 chiffres et une clé valide',
  addressRequired: 'L’adresse du siège est obligatoire',
  postalCodeRequired: 'Le code postal du siège est obligatoire',
  cityRequired: 'La ville du siège est obligatoire',
  countryRequired: 'Le pays du siège est obligatoire',
  firstNameRequired: 'Le prénom du représentant est obligatoire',
  firstNameInvalid: 'Le prénom du représentant n’est pas valide',
  lastNameRequired: 'Le nom du représentant est obligatoire',
  lastNameInvalid: 'Le nom du représentant n’est pas valide',
  birthDateRequired: 'La date de naissance du représentant est obligatoire',
  birthDateInvalid: 'La date de naissance n’est pas valide',
  underAge: 'Le représentant légal doit être majeur',
  nationalityRequired: 'La nationalité du représentant est obligatoire',
  residenceRequired: 'Le pays de résidence du représentant est obligatoire',
  emailRequired: 'L’e-mail du représentant est obligatoire',
  phoneRequired: 'Le téléphone du représentant est obligatoire',
  holderRequired: 'Le nom du titulaire du compte est obligatoire',
  bicInvalid: 'Le BIC n’est pas valide',
} as const;

const M = CHARITY_AREA_MESSAGES;

export const REGISTRATION_KINDS = ['rna', 'siren'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

/** An RNA number as people type it, upper-cased and without spaces. */
export const normalizeRna = (value: string) => value.toUpperCase().replace(/\s+/g, '');
export const isValidRna = (value: string) => /^W\d{9}$/.test(normalizeRna(value));

/** The representative's birth date, YYYY-MM-DD, 18 or over on `today`. */
function representativeBirthDateSchema(today: DayInput) {
  return requiredText(M.birthDateRequired).superRefine((value, ctx) => {
    const day = parseDay(value, 'api');
    if (day === null || day < EARLIEST_BIRTH_DATE) ctx.addIssue({ code: 'custom', message: M.birthDateInvalid });
    else if (!isOldEnough(day, today)) ctx.addIssue({ code: 'custom', message: M.underAge, params: { code: UNDER_AGE_CODE } });
  }, IF_NO_ISSUE_YET);
}

/** The legal details' body (`PUT /charity/legal_details`, `{legal_details: ...}`); `today` gives the age rule. */
export function legalDetailsSchema(today: DayInput) {
  return z
    .object({
      organisation_name: requiredText(M.organisationNameRequired),
      registration_kind: z.enum(REGISTRATION_KINDS, { error: M.registrationKindRequired }),
      registration_number: requiredText(M.registrationNumberRequired, { max: 20 }),
      address_line_1: addressLineSchema(M.addressRequired),
      address_line_2: optionalText(z.string().trim().max(255)),
      postal_code: postCodeSchema(M.postalCodeRequired),
      city: citySchema(M.cityRequired),
      country_iso: requiredCountrySchema(M.countryRequired),
      representative_first_name: nameSchema(M.firstNameRequired, M.firstNameInvalid),
      representative_last_name: nameSchema(M.lastNameRequired, M.lastNameInvalid),
      representative_birth_date: representativeBirthDateSchema(today),
      representative_nationality: requiredCountrySchema(M.nationalityRequired),
      representative_country_of_residence: requiredCountrySchema(M.residenceRequired),
      representative_email: emailSchema('representative'),
      representative_phone: phoneSchema(M.phoneRequired),
    })
    .superRefine(
      (value, ctx) => {
        const valid = value.registration_kind === 'rna' ? isValidRna(value.registration_number) : isValidSiren(value.registration_number);
        if (!valid) {
          ctx.addIssue({
            code: 'custom',
            path: ['registration_number'],
            message: value.registration_kind === 'rna' ? M.rnaInvalid : M.sirenInvalid,
            params: { code: 'registration_number_invalid' },
          });
        }
      },
      // Checked even when other fields fail, as long as the kind and a number were given.
      { when: (payload) => registrationGiven(payload.value) },
    )
    .transform((value) => ({
      ...value,
      registration_number:
        value.registration_kind === 'rna' ? normalizeRna(value.registration_number) : normalizeSiren(value.registration_number),
    }));
}

function registrationGiven(value: unknown): boolean {
  const { registration_kind: kind, registration_number: number } = (value ?? {}) as Record<string, unknown>;
  return (kind === 'rna' || kind === 'siren') && typeof number === 'string' && number.trim() !== '';
}

export type LegalDetailsInput = z.input<ReturnType<typeof legalDetailsSchema>>;
export type LegalDetails = z.output<ReturnType<typeof legalDetailsSchema>>;

/** The payout account's body (`PUT /charity/payout_account`, `{payout_account: ...}`). */
export const payoutAccountSchema = z.object({
  holder_name: requiredText(M.holderRequired, { max: 140 }),
  iban: ibanSchema,
  bic: optionalText(
    z
      .string()
      .transform(normalizeBic)
      .refine((bic) => isValidBIC(bic), { error: M.bicInvalid, ...IF_NO_ISSUE_YET }),
  ),
});
export type PayoutAccountInput = z.input<typeof payoutAccountSchema>;

export type ScaStatus = 'not_started' | 'pending' | 'active';
export type PayeeCheck = 'MATCH' | 'CLOSE_MATCH' | 'NO_MATCH' | 'MATCH_NOT_POSSIBLE';

/** The charity's payout account (a provider Recipient), as both the charity and the manager read it. */
export interface PayoutAccount {
  id: number;
  holder_name: string;
  iban_masked: string;
  status: 'pending_sca' | 'active' | 'canceled';
  verification: { check: PayeeCheck; suggested_name: string | null; message: string };
  usable: boolean;
  created_at: string;
}

export const KYB_TYPES = ['REGISTRATION_PROOF', 'ARTICLES_OF_ASSOCIATION', 'IDENTITY_PROOF', 'SHAREHOLDER_DECLARATION'] as const;
export type KybType = (typeof KYB_TYPES)[number];
export type KybStatus = 'CREATED' | 'VALIDATION_ASKED' | 'VALIDATED' | 'REFUSED' | 'OUT_OF_DATE';

export interface KybDocument {
  id: number;
  type: KybType;
  status: KybStatus;
  refused_reason_type: string | null;
  refused_reason_message: string | null;
  created_at: string;
  processed_at: string | null;
}

export interface CharityDocuments {
  required: KybType[];
  documents: KybDocument[];
}

export interface CharityOverview {
  charity: { id: number; name: string; url: string; logo_url: string | null };
  legal_details: LegalDetails | null;
  sca: { status: ScaStatus };
  payout_account: PayoutAccount | null;
  documents: KybDocument[];
  steps: { legal_details: boolean; sca: boolean; payout_account: boolean; documents: boolean };
  can_be_paid_out: boolean;
}

export type CharityPayoutStatus = 'PENDING' | 'CREATED' | 'SUCCEEDED' | 'FAILED';

export interface CharityMoney {
  totals: { received_cents: number; paid_out_cents: number; receipts_count: number; receipts_total_cents: number };
  pots: { id: number; name: string; received_cents: number; donations_count: number }[];
  months: { month: string; received_cents: number; donations_count: number }[];
  payouts: {
    id: number;
    amount_cents: number;
    status: CharityPayoutStatus;
    status_label: string;
    result_message: string | null;
    created_at: string;
    executed_at: string | null;
  }[];
  receipts: { number: string; issued_at: string; amount_cents: number }[];
}

/** `GET /charity_invitations/:token`. */
export interface CharityInvitationPreview {
  email: string;
  charity: { id: number; name: string };
}

/** A representative invitation as the manager lists it. */
export interface RepresentativeInvitation {
  id: number;
  email: string;
  expires_at: string;
  created_at: string;
  accepted_at?: string | null;
}
