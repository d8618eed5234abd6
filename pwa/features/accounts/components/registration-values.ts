// The registration form's values and their conversion to the sign-up payload of the API.
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { enterpriseRegistrationSchema, privateRegistrationSchema, type RegistrationFlow } from '@domain/registration';
import { formDateToIso } from '@domain/dates';
import type { SignupPayload } from '../requests/auth-requests';

export type AccountKind = 'private' | 'enterprise';

export type RegistrationValues = {
  gender: string;
  firstname: string;
  name: string;
  birth_date: string;
  address_line_1: string;
  post_code: string;
  city: string;
  country_iso: string;
  mob_phone: string;
  email: string;
  password: string;
  password_confirmation: string;
  accept_conditions: boolean;
  enterprise_name?: string;
  siren?: string;
  legal_form?: string;
  rep_gender?: string;
  rep_firstname?: string;
  rep_name?: string;
};

export const emptyRegistration: RegistrationValues = {
  gender: '',
  firstname: '',
  name: '',
  birth_date: '',
  address_line_1: '',
  post_code: '',
  city: '',
  country_iso: 'FR',
  mob_phone: '',
  email: '',
  password: '',
  password_confirmation: '',
  accept_conditions: false,
  enterprise_name: '',
  siren: '',
  legal_form: '',
  rep_gender: '',
  rep_firstname: '',
  rep_name: '',
};

const roleOf = (kind: AccountKind) => (kind === 'enterprise' ? 2 : 1);

/**
 * A resolver that validates with the domain schema of the kind chosen at the moment of validation
 * (individual or company), in the form's wording (DD-MM-YYYY birth date, flow messages).
 */
export function registrationResolver(getKind: () => AccountKind, flow: RegistrationFlow): Resolver<RegistrationValues> {
  return (values, context, options) => {
    const kind = getKind();
    const settings = { today: new Date(), format: 'form' as const, flow };
    const schema = kind === 'enterprise' ? enterpriseRegistrationSchema(settings) : privateRegistrationSchema(settings);
    const resolve = zodResolver(schema) as unknown as Resolver<Record<string, unknown>>;
    return resolve({ ...values, role_id: roleOf(kind) }, context, options as never) as never;
  };
}

/** The API payload: dates as YYYY-MM-DD, the nested address copy, rep_email = email for companies. */
export function toSignupPayload(values: RegistrationValues, kind: AccountKind): SignupPayload {
  const address = {
    address_line_1: values.address_line_1,
    post_code: values.post_code,
    city: values.city,
    country_iso: values.country_iso,
  };
  const person = {
    email: values.email,
    firstname: values.firstname,
    name: values.name,
    gender: values.gender,
    password: values.password,
    password_confirmation: values.password_confirmation,
    accept_conditions: values.accept_conditions,
    mob_phone: values.mob_phone || undefined,
    birth_date: formDateToIso(values.birth_date) ?? values.birth_date,
    ...address,
    user_adress: address,
  };
  if (kind === 'private') return { role_id: 1, ...person };
  return {
    role_id: 2,
    ...person,
    enterprise_name: values.enterprise_name,
    siren: values.siren,
    legal_form: values.legal_form,
    rep_gender: values.rep_gender,
    rep_firstname: values.rep_firstname,
    rep_name: values.rep_name,
    rep_email: values.email,
  };
}
