/** What the accounts' reference operations share: their tag, example values and answers. */
import { answer } from '../openapi/operation';

export const TAG = 'Accounts';
export const ADDRESS = { address_line_1: '12 rue de la Paix', post_code: '75002', city: 'Paris', country_iso: 'FR' };
export const PERSON = {
  email: 'camille.durand@exemple.fr',
  firstname: 'Camille',
  name: 'Durand',
  gender: 'female',
  password: 'Secret-2026!',
  password_confirmation: 'Secret-2026!',
  accept_conditions: true,
  birth_date: '1990-04-12',
  mob_phone: '06 12 34 56 78',
  ...ADDRESS,
};
export const COMPANY = {
  ...PERSON,
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
};
export const REPRESENTATIVE = {
  firstname: 'Paul',
  name: 'Martin',
  birth_date: '1975-09-30',
  email: 'paul.martin@martin-conseil.fr',
  nationality_iso: 'FR',
};
export const SESSION =
  '`{auth_token, user}`: the token to send as `Authorization: Bearer`, and the account (`SessionUser`, declared in `domain/session-user.ts`).';
export const AUTH = answer(200, SESSION);
export const SIGNED_UP = answer(201, `Created and signed in. ${SESSION}`);
export const USER = answer(200, 'The account as it now stands.', { type: ['SessionUser', 'domain/session-user.ts'] });
export const TOKEN = { token: 'le-jeton-du-lien-recu-par-e-mail' };
export const DETAIL = answer(200, '`{detail}`: the French confirmation to show.');
