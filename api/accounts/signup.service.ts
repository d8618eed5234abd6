/**
 * Sign-up of a private person (role 1) or a company (role 2): the account (and for a company its
 * enterprise and legal representative) is written in one transaction, then a session is opened.
 * The payment-provider account is created afterwards, outside the transaction, by the caller.
 */
import type { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { enterpriseRegistrationSchema, privateRegistrationSchema } from '../../domain/registration';
import { normalizeEmail } from '../../domain/identity';
import { emailTaken as emailTakenError } from './account-errors';
import { refuseCommonPassword } from './common-passwords';
import { hashPassword } from './password-hashing';
import { openSession } from './sessions.service';
import { emailTaken, findAccount, insertEnterprise, insertRepresentative, insertUser, type Account } from './users.queries';

export type PrivateRegistration = z.output<ReturnType<typeof privateRegistrationSchema>>;
export type EnterpriseRegistration = z.output<ReturnType<typeof enterpriseRegistrationSchema>>;
export type Registration = PrivateRegistration | EnterpriseRegistration;

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

/** Creates the account and opens its first session. Throws 409 when the e-mail is taken. */
export async function signUp(deps: Pick<AppDeps, 'db' | 'clock'>, input: Registration): Promise<{ token: string; account: Account }> {
  const { knex } = deps.db;
  const email = normalizeEmail(input.email);
  if (await emailTaken(knex, email)) throw emailTakenError();
  refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  let userId: number;
  try {
    userId = await knex.transaction(async (trx) => {
      const id = await insertUser(
        trx,
        {
          email,
          password_hash: passwordHash,
          firstname: input.firstname,
          name: input.name,
          gender: input.gender,
          mob_phone: input.mob_phone ?? null,
          birth_date: input.birth_date,
          role_id: input.role_id,
          address_line_1: input.address_line_1,
          city: input.city,
          post_code: input.post_code,
          country_iso: input.country_iso,
        },
        now,
      );
      if (input.role_id === 2) {
        const enterpriseId = await insertEnterprise(
          trx,
          id,
          {
            enterprise_name: input.enterprise_name,
            siren: input.siren,
            legal_form: input.legal_form,
            fix_phone: null,
            logo_path: null,
            address_line_1: input.address_line_1,
            city: input.city,
            post_code: input.post_code,
            country_iso: input.country_iso,
          },
          now,
        );
        await insertRepresentative(
          trx,
          enterpriseId,
          {
            gender: input.rep_gender,
            firstname: input.rep_firstname,
            name: input.rep_name,
            email: input.rep_email ?? email,
            nationality_iso: 'FR',
            birth_date: null,
            address_line_1: null,
            city: null,
            post_code: null,
            country_iso: 'FR',
          },
          now,
        );
      }
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTakenError(); // two sign-ups with one address at once
    throw err;
  }
  const token = await openSession(knex, deps.clock, userId);
  const account = await findAccount(knex, userId);
  if (!account) throw new Error(`account ${userId} vanished right after sign-up`);
  return { token, account };
}
