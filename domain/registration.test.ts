import { describe, expect, it } from 'vitest';
import { acceptConditionsSchema, addressSchema, countrySchema, postCodeSchema, requiredFieldSchema } from './address';
import {
  enterpriseRegistrationSchema,
  forgotPasswordSchema,
  loginSchema,
  passwordResetConfirmSchema,
  privateRegistrationSchema,
  registrationSchema,
  socialSignupSchema,
} from './registration';
import { errorsOf, firstMessage, parsed } from './test-support';

const TODAY = '2026-06-15';

const person = {
  role_id: 1,
  email: 'camille@example.fr',
  firstname: 'Camille',
  name: 'Durand',
  gender: 'female',
  password: 'Secret-2026!',
  password_confirmation: 'Secret-2026!',
  accept_conditions: true,
  birth_date: '1990-04-12',
  address_line_1: '12 rue de la Paix',
  post_code: '75002',
  city: 'Paris',
};
const company = {
  ...person,
  role_id: 2,
  enterprise_name: 'Durand SAS',
  siren: '542 051 180',
  legal_form: 'SAS',
  rep_gender: 'male',
  rep_firstname: 'Paul',
  rep_name: 'Durand',
};

describe('address fields', () => {
  it('reports every missing field of an address with the spec messages', () => {
    expect(errorsOf(addressSchema(), { country_iso: 'FR' })).toEqual([
      { field: 'address_line_1', detail: 'Votre adresse est obligatoire' },
      { field: 'post_code', detail: 'Votre code postal est obligatoire' },
      { field: 'city', detail: 'Votre ville est obligatoire' },
    ]);
  });

  it.each([
    ['75002', null],
    ['SW1A 1AA', null],
    ['1', "Le code postal n'est pas valide"],
    ['75002-75003', "Le code postal n'est pas valide"],
    ['', 'Votre code postal est obligatoire'],
  ])('postal code %j -> %s', (input, message) => {
    expect(firstMessage(postCodeSchema(), input)).toBe(message);
  });

  const FRANCE = 'Le code postal doit compter 5 chiffres en France';
  it.each([
    ['7500', 'FR', [{ field: 'post_code', detail: FRANCE }]],
    ['7500', undefined, [{ field: 'post_code', detail: FRANCE }]],
    ['750 02', 'FR', [{ field: 'post_code', detail: FRANCE }]],
    ['F-75002', 'fr', [{ field: 'post_code', detail: FRANCE }]],
    ['75002', 'FR', []],
    ['97400', 'FR', []],
    ['1000', 'BE', []],
    ['SW1A 1AA', 'GB', []],
  ])('an address with postal code %j in %j -> %j', (postCode, country, errors) => {
    expect(errorsOf(addressSchema(), { address_line_1: '1 rue A', post_code: postCode, city: 'Ville', country_iso: country })).toEqual(
      errors,
    );
  });

  it('says the French rule beside the other fields’ messages', () => {
    expect(errorsOf(addressSchema(), { post_code: '7500', city: 'Paris' })).toEqual([
      { field: 'address_line_1', detail: 'Votre adresse est obligatoire' },
      { field: 'post_code', detail: FRANCE },
    ]);
  });

  it.each([
    [undefined, 'FR'],
    ['', 'FR'],
    ['be', 'BE'],
  ])('country %j -> %s', (input, expected) => {
    expect(parsed(countrySchema(), input)).toBe(expected);
  });

  it('refuses a country that is not two letters', () => {
    expect(firstMessage(countrySchema(), 'France')).toBe("Le pays n'est pas valide");
  });

  it('terms must be accepted; generic required field', () => {
    expect(firstMessage(acceptConditionsSchema, false)).toBe('Vous devez accepter les termes et conditions du site');
    expect(firstMessage(acceptConditionsSchema, undefined)).toBe('Vous devez accepter les termes et conditions du site');
    expect(firstMessage(acceptConditionsSchema, true)).toBeNull();
    expect(firstMessage(requiredFieldSchema, '  ')).toBe('Ce champ est obligatoire');
  });
});

describe('individual registration (role_id 1)', () => {
  const schema = privateRegistrationSchema({ today: TODAY });

  it('accepts the API payload and fills the country with FR', () => {
    const out = parsed(schema, person);
    expect(out).toMatchObject({ role_id: 1, country_iso: 'FR' });
    expect(out.mob_phone).toBeUndefined();
  });

  it('lists every missing field with its message', () => {
    expect(errorsOf(schema, { role_id: 1 })).toEqual([
      { field: 'email', detail: 'Votre adresse e-mail est obligatoire' },
      { field: 'firstname', detail: 'Votre prénom est obligatoire' },
      { field: 'name', detail: 'Votre nom est obligatoire' },
      { field: 'gender', detail: 'Votre civilité est obligatoire' },
      { field: 'password', detail: 'Votre mot de passe est obligatoire' },
      { field: 'password_confirmation', detail: 'Votre confirmation de mot de passe est obligatoire' },
      { field: 'accept_conditions', detail: 'Vous devez accepter les termes et conditions du site' },
      { field: 'birth_date', detail: 'Votre date de naissance est obligatoire' },
      { field: 'address_line_1', detail: 'Votre adresse est obligatoire' },
      { field: 'post_code', detail: 'Votre code postal est obligatoire' },
      { field: 'city', detail: 'Votre ville est obligatoire' },
    ]);
  });

  it('wants five digits for a French postal code, beside the other messages; abroad keeps its rule', () => {
    expect(errorsOf(schema, { ...person, post_code: '7500', firstname: '' })).toEqual([
      { field: 'firstname', detail: 'Votre prénom est obligatoire' },
      { field: 'post_code', detail: 'Le code postal doit compter 5 chiffres en France' },
    ]);
    expect(errorsOf(schema, { ...person, post_code: '1000', country_iso: 'BE' })).toEqual([]);
    const companySchema = enterpriseRegistrationSchema({ today: TODAY });
    expect(errorsOf(companySchema, { ...company, post_code: '7500' })).toEqual([
      { field: 'post_code', detail: 'Le code postal doit compter 5 chiffres en France' },
    ]);
  });

  it('requires 18 years and one day', () => {
    expect(errorsOf(schema, { ...person, birth_date: '2008-06-15' })).toEqual([
      { field: 'birth_date', detail: "Vous n'avez pas l'âge requis pour utiliser l'application" },
    ]);
    expect(errorsOf(schema, { ...person, birth_date: '2008-06-14' })).toEqual([]);
  });

  it('the form reads DD-MM-YYYY and the creation flow has its own wording', () => {
    const creation = privateRegistrationSchema({ today: TODAY, format: 'form', flow: 'creation' });
    expect(errorsOf(creation, { ...person, email: 'x', birth_date: '12-04-1990', password_confirmation: 'Other1!' })).toEqual([
      { field: 'email', detail: "Votre e-mail n'est pas valide" },
      { field: 'password_confirmation', detail: 'Votre confirmation de mot de passe ne correspond pas' },
    ]);
  });

  it('reports a mismatched confirmation even when another field is empty', () => {
    expect(errorsOf(schema, { ...person, firstname: '', password_confirmation: 'Autre1!' })).toEqual([
      { field: 'firstname', detail: 'Votre prénom est obligatoire' },
      { field: 'password_confirmation', detail: 'Votre confirmation de mot de passe doit être identique à votre mot de passe' },
    ]);
  });

  it('refuses the company role on the individual schema', () => {
    expect(errorsOf(schema, { ...person, role_id: 2 })).toEqual([{ field: 'role_id', detail: "Le type de compte n'est pas valide" }]);
  });
});

describe('company registration (role_id 2)', () => {
  const schema = enterpriseRegistrationSchema({ today: TODAY });

  it('accepts the payload; rep_email is optional; the SIREN loses its spaces', () => {
    const out = parsed(schema, company);
    expect(out).toMatchObject({ siren: '542051180', legal_form: 'SAS' });
    expect(out.rep_email).toBeUndefined();
  });

  it('requires the company fields', () => {
    const { enterprise_name, siren, legal_form, rep_gender, rep_firstname, rep_name, ...rest } = company;
    expect(errorsOf(schema, rest)).toEqual([
      { field: 'enterprise_name', detail: "Le nom de l'entreprise est obligatoire" },
      { field: 'siren', detail: 'Le numéro SIREN est obligatoire' },
      { field: 'legal_form', detail: 'La forme juridique est obligatoire' },
      { field: 'rep_gender', detail: 'La civilité du représentant légal est obligatoire' },
      { field: 'rep_firstname', detail: 'Le prénom du représentant légal est obligatoire' },
      { field: 'rep_name', detail: 'Le nom du représentant légal est obligatoire' },
    ]);
  });

  it('checks a given rep_email', () => {
    expect(errorsOf(schema, { ...company, rep_email: 'rep@' })).toEqual([{ field: 'rep_email', detail: "L'e-mail n'est pas valide" }]);
  });

  it('the union picks the schema by role_id', () => {
    const either = registrationSchema({ today: TODAY });
    expect(parsed(either, company).role_id).toBe(2);
    expect(parsed(either, person).role_id).toBe(1);
    expect(errorsOf(either, { ...person, role_id: 3 })).toEqual([{ field: 'role_id', detail: "Le type de compte n'est pas valide" }]);
  });
});

describe('sign-in, forgot password, reset, social sign-up', () => {
  it('login wording: sign-in page and creation flow', () => {
    expect(errorsOf(loginSchema(), {})).toEqual([
      { field: 'email', detail: 'Votre adresse e-mail est obligatoire' },
      { field: 'password', detail: 'Votre mot de passe est obligatoire' },
    ]);
    expect(errorsOf(loginSchema('creation'), { email: 'x', password: 'p' })).toEqual([
      { field: 'email', detail: "Votre e-mail n'est pas valide" },
    ]);
  });

  it('forgot password', () => {
    expect(errorsOf(forgotPasswordSchema, { email: '' })).toEqual([{ field: 'email', detail: 'Votre e-mail est obligatoire' }]);
    expect(errorsOf(forgotPasswordSchema, { email: 'nope' })).toEqual([{ field: 'email', detail: "Votre e-mail n'est pas valide" }]);
  });

  it('reset confirmation needs the token and equal passwords', () => {
    expect(errorsOf(passwordResetConfirmSchema, { password: 'Nouveau-2026!', password_confirmation: 'Nouveau-2027!' })).toEqual([
      { field: 'token', detail: 'Ce champ est obligatoire' },
      { field: 'password_confirmation', detail: 'Votre confirmation de mot de passe doit être identique à votre mot de passe' },
    ]);
  });

  it('social sign-up completion', () => {
    const social = socialSignupSchema({ today: TODAY, format: 'form' });
    const valid = {
      facebook_token: 't',
      facebook_id: '1',
      email: 'camille@example.fr',
      firstname: 'Camille',
      name: 'Durand',
      birth_date: '12-04-1990',
      user_adress: { address_line_1: '1 rue A', post_code: '75001', city: 'Paris' },
      accept_conditions: true,
    };
    expect(errorsOf(social, valid)).toEqual([]);
    expect(errorsOf(social, { ...valid, accept_conditions: false, user_adress: { post_code: '75001', city: 'Paris' } })).toEqual([
      { field: 'user_adress.address_line_1', detail: 'Votre adresse est obligatoire' },
      { field: 'accept_conditions', detail: 'Vous devez accepter les termes et conditions du site' },
    ]);
  });
});
