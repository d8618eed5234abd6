/**
 * Sign-in, sign-up and password-reset payloads (the `user` object of the requests). The same schema
 * serves the API (birth_date YYYY-MM-DD, `format: 'api'`) and the forms (DD-MM-YYYY, `format: 'form'`).
 * `flow` picks the wording: 'account' is the sign-in page ('Votre adresse e-mail est invalide',
 * confirmation '... doit être identique à votre mot de passe'), 'creation' the pot-creation flow
 * ('Votre e-mail n'est pas valide', 'Votre confirmation de mot de passe ne correspond pas').
 * Registration requires an age of 18 years and one day.
 */
import { z } from 'zod';
import {
  acceptConditionsSchema,
  addressLineSchema,
  addressSchema,
  citySchema,
  countrySchema,
  frenchPostCodeCheck,
  postCodeSchema,
} from './address';
import { birthDateSchema } from './birth-date';
import { enterpriseNameSchema, legalFormSchema, repGenderSchema, sirenSchema, type DatedSchemaOptions } from './company';
import { ROLES } from './constants';
import { emailSchema, firstnameSchema, genderSchema, lastnameSchema, phoneSchema, repFirstnameSchema, repLastnameSchema } from './identity';
import { ADDRESS_MESSAGES, REQUEST_MESSAGES } from './messages';
import {
  CONFIRMATION_CHECK_OPTIONS,
  checkPasswordConfirmation,
  newPasswordSchema,
  passwordConfirmationSchema,
  passwordSchema,
} from './password';
import { optionalText, requiredText } from './schema-helpers';

/** Which screen family's wording applies. */
export type RegistrationFlow = 'account' | 'creation';

/** Options of the registration schemas. */
export interface RegistrationOptions extends DatedSchemaOptions {
  /** 'account' (sign-in page, default) or 'creation' (pot-creation flow). */
  flow?: RegistrationFlow;
}

const emailVariant = (flow: RegistrationFlow = 'account') => (flow === 'creation' ? 'creation' : 'signIn');
const confirmationVariant = (flow: RegistrationFlow = 'account') => (flow === 'creation' ? 'creation' : 'default');

/** `POST /user/auth` `{email, password}`. */
export function loginSchema(flow: RegistrationFlow = 'account') {
  return z.object({ email: emailSchema(emailVariant(flow)), password: passwordSchema });
}

/** Forgot password `{email}` ('Votre e-mail est obligatoire' / 'Votre e-mail n'est pas valide'). */
export const forgotPasswordSchema = z.object({ email: emailSchema('creation') });

/** `POST /user/pwd/reset/confirm` `{token, password, password_confirmation}`. */
export const passwordResetConfirmSchema = z
  .object({
    token: requiredText(ADDRESS_MESSAGES.fieldRequired, { max: 512 }),
    password: newPasswordSchema,
    password_confirmation: passwordConfirmationSchema,
  })
  .superRefine(checkPasswordConfirmation('default'), CONFIRMATION_CHECK_OPTIONS);

/** The body of a route that takes an e-mailed link's token. */
const linkTokenSchema = () => z.object({ token: requiredText(ADDRESS_MESSAGES.fieldRequired, { max: 512 }) });

/** `POST /user/email/revert` `{token}`: the link e-mailed to the previous address after an e-mail change. */
export const emailRevertSchema = linkTokenSchema();

/** `POST /user/email/confirm` `{token}`: the link e-mailed to a new address; same shape as the revert link. */
export const emailConfirmSchema = linkTokenSchema();

function personFields(options: RegistrationOptions) {
  const { today, format = 'api', flow } = options;
  return {
    email: emailSchema(emailVariant(flow)),
    firstname: firstnameSchema,
    name: lastnameSchema,
    gender: genderSchema(),
    password: newPasswordSchema,
    password_confirmation: passwordConfirmationSchema,
    accept_conditions: acceptConditionsSchema,
    mob_phone: phoneSchema(),
    birth_date: birthDateSchema({ today, format, variant: 'registration' }),
    address_line_1: addressLineSchema(),
    post_code: postCodeSchema(),
    city: citySchema(),
    country_iso: countrySchema(),
    /** The spec's nested copy of the address; optional, the flat fields are authoritative. */
    user_adress: addressSchema().optional(),
  };
}

/** Individual sign-up (`role_id` 1). */
export function privateRegistrationSchema(options: RegistrationOptions) {
  return z
    .object({ role_id: z.literal(ROLES.private, { error: REQUEST_MESSAGES.accountTypeInvalid }), ...personFields(options) })
    .superRefine(checkPasswordConfirmation(confirmationVariant(options.flow)), CONFIRMATION_CHECK_OPTIONS)
    .superRefine(...frenchPostCodeCheck('post_code', 'country_iso'));
}

/**
 * Company sign-up (`role_id` 2): the individual fields plus enterprise_name, siren, legal_form,
 * rep_gender, rep_firstname, rep_name; rep_email is optional (the API sets it to `email` when absent).
 */
export function enterpriseRegistrationSchema(options: RegistrationOptions) {
  return z
    .object({
      role_id: z.literal(ROLES.enterprise, { error: REQUEST_MESSAGES.accountTypeInvalid }),
      ...personFields(options),
      enterprise_name: enterpriseNameSchema,
      siren: sirenSchema,
      legal_form: legalFormSchema,
      rep_gender: repGenderSchema,
      rep_firstname: repFirstnameSchema,
      rep_name: repLastnameSchema,
      rep_email: optionalText(emailSchema('representative')),
    })
    .superRefine(checkPasswordConfirmation(confirmationVariant(options.flow)), CONFIRMATION_CHECK_OPTIONS)
    .superRefine(...frenchPostCodeCheck('post_code', 'country_iso'));
}

/** Either sign-up, chosen by `role_id` (1 individual, 2 company). */
export function registrationSchema(options: RegistrationOptions) {
  return z.discriminatedUnion('role_id', [privateRegistrationSchema(options), enterpriseRegistrationSchema(options)], {
    error: REQUEST_MESSAGES.accountTypeInvalid,
  });
}

/** Social login `{facebook_token, facebook_id}`. */
export const socialLoginSchema = z.object({
  facebook_token: requiredText(ADDRESS_MESSAGES.fieldRequired, { max: 2048 }),
  facebook_id: requiredText(ADDRESS_MESSAGES.fieldRequired, { max: 255 }),
});

/**
 * Social sign-up completion: email, firstname, name, birth_date (18 years and a day), user_adress,
 * the social token and id, and the terms checkbox.
 */
export function socialSignupSchema(options: RegistrationOptions) {
  const { today, format = 'api', flow } = options;
  return socialLoginSchema.extend({
    email: emailSchema(emailVariant(flow)),
    firstname: firstnameSchema,
    name: lastnameSchema,
    birth_date: birthDateSchema({ today, format, variant: 'registration' }),
    user_adress: addressSchema(),
    accept_conditions: acceptConditionsSchema,
  });
}
