/**
 * Test factories: rows inserted straight into a test database, with a password hash computed once
 * (argon2id, the real parameters) so tests do not pay for hashing. `FACTORY_PASSWORD` signs in.
 */
import type { Knex } from 'knex';
import type { Clock } from '../api/clock';
import { openSession } from '../api/accounts/sessions.service';

/** The password of every factory account. */
export const FACTORY_PASSWORD = 'MotDePasse-2026!';
/** argon2id(m=19456, t=2, p=1) of FACTORY_PASSWORD. */
export const FACTORY_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$/JJ+jvmDEIvpZ4icQ/zR6w$sa9m6va0gXAwhqGshstbMxQ3l+Vyk4q52IUVFMqqQYc';

let sequence = 0;
const next = () => `${process.pid}-${++sequence}`;

export interface UserOverrides {
  email?: string;
  password_hash?: string | null;
  firstname?: string;
  name?: string;
  gender?: 'male' | 'female' | null;
  mob_phone?: string | null;
  birth_date?: string | null;
  role_id?: 1 | 2 | 3 | 4;
  /** The charity of a charity account (role 4, which must have one). */
  assoc_id?: number;
  address_line_1?: string | null;
  city?: string | null;
  post_code?: string | null;
  country_iso?: string;
  mangopay_user_id?: string | null;
  mangopay_wallet_id?: string | null;
  facebook_id?: string | null;
  deleted_at?: Date | null;
}

export interface BuiltUser {
  id: number;
  email: string;
  password: string;
  role_id: number;
}

/** Inserts a private account (role 1) unless overridden. */
export async function buildUser(db: Knex, overrides: UserOverrides = {}): Promise<BuiltUser> {
  const row = {
    email: `camille.${next()}@exemple.fr`,
    password_hash: FACTORY_PASSWORD_HASH,
    firstname: 'Camille',
    name: 'Durand',
    gender: 'female',
    mob_phone: null,
    birth_date: '1990-04-12',
    role_id: 1,
    address_line_1: '12 rue de la Paix',
    city: 'Paris',
    post_code: '75002',
    country_iso: 'FR',
    ...overrides,
  };
  const [inserted] = await db('users').insert(row).returning('id');
  return { id: Number(inserted.id), email: row.email, password: FACTORY_PASSWORD, role_id: row.role_id };
}

export interface CompanyOverrides {
  enterprise_name?: string;
  siren?: string;
  legal_form?: string;
  fix_phone?: string | null;
  logo_path?: string | null;
}

/** Inserts a company account (role 2) with its enterprise and legal representative. */
export async function buildCompany(
  db: Knex,
  overrides: UserOverrides & { enterprise?: CompanyOverrides } = {},
): Promise<BuiltUser & { enterpriseId: number }> {
  const { enterprise, ...userOverrides } = overrides;
  const user = await buildUser(db, { firstname: 'Paul', name: 'Martin', gender: 'male', role_id: 2, ...userOverrides });
  const [inserted] = await db('enterprises')
    .insert({
      user_id: user.id,
      enterprise_name: 'Martin Conseil',
      siren: '542051180',
      legal_form: 'SAS',
      fix_phone: '01 23 45 67 89',
      address_line_1: '3 avenue de la République',
      city: 'Lyon',
      post_code: '69002',
      country_iso: 'FR',
      ...enterprise,
    })
    .returning('id');
  const enterpriseId = Number(inserted.id);
  await db('legal_representatives').insert({
    enterprise_id: enterpriseId,
    gender: 'male',
    firstname: 'Paul',
    name: 'Martin',
    email: user.email,
    nationality_iso: 'FR',
    birth_date: '1975-02-03',
  });
  return { ...user, enterpriseId };
}

/** Opens a session for a user and returns its raw token. */
export function signInAs(db: Knex, clock: Clock, user: { id: number }): Promise<string> {
  return openSession(db, clock, user.id);
}

/** The Authorization header of a token. */
export function bearer(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}
