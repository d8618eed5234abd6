/**
 * Addresses (street line, postal code, city, country), the terms checkbox and the generic required
 * field. Countries are ISO 3166-1 alpha-2 codes, upper-cased, FR by default. Postal codes are checked
 * loosely (2 to 10 letters, digits, spaces or hyphens) because addresses abroad are allowed.
 */
import { z } from 'zod';
import { DEFAULT_COUNTRY } from './constants';
import { ADDRESS_MESSAGES, COMPANY_MESSAGES } from './messages';
import { IF_NO_ISSUE_YET, requiredText } from './schema-helpers';

/** A postal code: a letter or digit, then 1 to 9 letters, digits, spaces or hyphens. */
export const POST_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;
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
  return z.object(
    {
      address_line_1: addressLineSchema(messages.address),
      post_code: postCodeSchema(messages.postCode),
      city: citySchema(messages.city),
      country_iso: countrySchema(messages.country),
    },
    { error: messages.address },
  );
}

/** The terms checkbox: must be true ('Vous devez accepter les termes et conditions du site'). */
export const acceptConditionsSchema = z.literal(true, { error: ADDRESS_MESSAGES.termsRequired });

/** A generic required text ('Ce champ est obligatoire'). */
export const requiredFieldSchema = requiredText(ADDRESS_MESSAGES.fieldRequired, {
  tooLong: ADDRESS_MESSAGES.fieldTooLong,
});
