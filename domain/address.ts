/**
 * Addresses (street line, postal code, city, country), the terms checkbox and the generic required
 * field. Countries are ISO 3166-1 alpha-2 codes, upper-cased, FR by default. Postal codes are checked
 * loosely (2 to 10 letters, digits, spaces or hyphens) because addresses abroad are allowed, except in
 * France: five digits (issue 47).
 */
import { z } from 'zod';
import { DEFAULT_COUNTRY } from './constants';
import { ADDRESS_MESSAGES, COMPANY_MESSAGES } from './messages';
import { IF_NO_ISSUE_YET, requiredText } from './schema-helpers';

/** A postal code: a letter or digit, then 1 to 9 letters, digits, spaces or hyphens. */
export const POST_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;
/** A French postal code: five digits. */
const FRENCH_POST_CODE_PATTERN = /^\d{5}$/;
/** A country: two letters (ISO 3166-1 alpha-2). */
export const COUNTRY_PATTERN = /^[A-Z]{2}$/;

/** Required-field messages of one address. */
export interface AddressMessages {
  address: string;
  postCode: string;
  city: string;
  country: string;
}

/** The account holder's address ('Votre adresse est obligatoire', 'Votre code postal est obligatoire'...). */
export const PERSONAL_ADDRESS_MESSAGES: AddressMessages = {
  address: ADDRESS_MESSAGES.addressRequired,
  postCode: ADDRESS_MESSAGES.postCodeRequired,
  city: ADDRESS_MESSAGES.cityRequired,
  country: ADDRESS_MESSAGES.countryRequired,
};
/** A company's head office. */
export const COMPANY_ADDRESS_MESSAGES: AddressMessages = {
  address: COMPANY_MESSAGES.companyAddressRequired,
  postCode: COMPANY_MESSAGES.companyPostCodeRequired,
  city: COMPANY_MESSAGES.companyCityRequired,
  country: COMPANY_MESSAGES.companyCountryRequired,
};
/** The legal representative's address. */
export const REPRESENTATIVE_ADDRESS_MESSAGES: AddressMessages = {
  address: COMPANY_MESSAGES.repAddressRequired,
  postCode: COMPANY_MESSAGES.repPostCodeRequired,
  city: COMPANY_MESSAGES.repCityRequired,
  country: COMPANY_MESSAGES.repCountryRequired,
};

/** A street line (trimmed, at most 255 characters). */
export function addressLineSchema(required: string = ADDRESS_MESSAGES.addressRequired) {
  return requiredText(required, { tooLong: ADDRESS_MESSAGES.fieldTooLong });
}

/** A postal code (trimmed). */
export function postCodeSchema(required: string = ADDRESS_MESSAGES.postCodeRequired) {
  return requiredText(required, { max: 10, tooLong: ADDRESS_MESSAGES.postCodeInvalid }).regex(POST_CODE_PATTERN, {
    error: ADDRESS_MESSAGES.postCodeInvalid,
    ...IF_NO_ISSUE_YET,
  });
}

/** A postal code in France (a bank account's, always FR): five digits. */
export function frenchPostCodeSchema(required: string = ADDRESS_MESSAGES.postCodeRequired) {
  return requiredText(required, { max: 10, tooLong: ADDRESS_MESSAGES.postCodeFrance }).regex(FRENCH_POST_CODE_PATTERN, {
    error: ADDRESS_MESSAGES.postCodeFrance,
    ...IF_NO_ISSUE_YET,
  });
}

/**
 * The check of an object's postal code against its country: in France, five digits ('Le code postal
 * doit compter 5 chiffres en France', on the postal code); other countries keep the loose rule. Runs
 * when both fields are otherwise valid, beside the other fields' messages.
 */
export function frenchPostCodeCheck<K extends string, C extends string>(postCodeKey: K, countryKey: C) {
  const check = (value: Record<K | C, unknown>, ctx: z.RefinementCtx<Record<K | C, unknown>>) => {
    if (typeof value !== 'object' || value === null) return; // not an object: its own issue says so
    const code = value[postCodeKey];
    if (value[countryKey] === DEFAULT_COUNTRY && typeof code === 'string' && !FRENCH_POST_CODE_PATTERN.test(code)) {
      ctx.addIssue({ code: 'custom', path: [postCodeKey], message: ADDRESS_MESSAGES.postCodeFrance });
    }
  };
  const options = {
    when: (payload: { issues: ReadonlyArray<{ path?: readonly PropertyKey[] }> }) =>
      !payload.issues.some((issue) => !issue.path?.length || issue.path[0] === postCodeKey || issue.path[0] === countryKey),
  };
  return [check, options] as const;
}

/** A city (trimmed, at most 100 characters). */
export function citySchema(required: string = ADDRESS_MESSAGES.cityRequired) {
  return requiredText(required, { max: 100, tooLong: ADDRESS_MESSAGES.fieldTooLong });
}

/** A country code, upper-cased; missing or empty becomes FR, anything else must be two letters. */
export function countrySchema(required: string = ADDRESS_MESSAGES.countryRequired) {
  return z.preprocess(
    (value: string | null | undefined) => (value === undefined || value === null || value === '' ? DEFAULT_COUNTRY : value),
    z
      .string({ error: required })
      .trim()
      .toUpperCase()
      .min(1, { error: required })
      .regex(COUNTRY_PATTERN, { error: ADDRESS_MESSAGES.countryInvalid, ...IF_NO_ISSUE_YET }),
  );
}

/** A country that must be given (nationality, residence); no default. */
export function requiredCountrySchema(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .toUpperCase()
    .regex(COUNTRY_PATTERN, { error: ADDRESS_MESSAGES.countryInvalid, ...IF_NO_ISSUE_YET });
}

/** The stored address object `{address_line_1, post_code, city, country_iso}` (the spec's user_adress). */
export function addressSchema(messages: AddressMessages = PERSONAL_ADDRESS_MESSAGES) {
  return z
    .object(
      {
        address_line_1: addressLineSchema(messages.address),
        post_code: postCodeSchema(messages.postCode),
        city: citySchema(messages.city),
        country_iso: countrySchema(messages.country),
      },
      { error: messages.address },
    )
    .superRefine(...frenchPostCodeCheck('post_code', 'country_iso'));
}

/** The terms checkbox: must be true ('Vous devez accepter les termes et conditions du site'). */
export const acceptConditionsSchema = z.literal(true, { error: ADDRESS_MESSAGES.termsRequired });

/** A generic required text ('Ce champ est obligatoire'). */
export const requiredFieldSchema = requiredText(ADDRESS_MESSAGES.fieldRequired, {
  tooLong: ADDRESS_MESSAGES.fieldTooLong,
});
