/** Request bodies of the accounts API, valid on the test clock's day (2026-11-22). */

/** A valid individual sign-up (`user` of POST /user/signup/private). */
export function privateSignup(overrides: Record<string, unknown> = {}) {
  return {
    role_id: 1,
    email: 'Camille.Durand@Exemple.fr',
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
    country_iso: 'FR',
    mob_phone: '06 12 34 56 78',
    ...overrides,
  };
}

/** A valid company sign-up (`user` of POST /user/signup/enterprise). */
export function enterpriseSignup(overrides: Record<string, unknown> = {}) {
  return privateSignup({
    role_id: 2,
    email: 'contact@martin-conseil.fr',
    firstname: 'Paul',
    name: 'Martin',
    gender: 'male',
    enterprise_name: 'Martin Conseil',
    siren: '542 051 180',
    legal_form: 'SAS',
    rep_gender: 'male',
    rep_firstname: 'Paul',
    rep_name: 'Martin',
    ...overrides,
  });
}
