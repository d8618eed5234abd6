/**
 * Facebook login and sign-up. Login finds the open account linked to the token's Facebook user; an
 * unknown one answers 404 `social_account_unknown` (the PWA then reads the profile and opens the
 * completion page). Sign-up creates a private account without password, linked to that Facebook user.
 */
import type { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { socialSignupSchema } from '../../domain/registration';
import { normalizeEmail } from '../../domain/identity';
import { conflict, notFound } from '../http/errors';
import { emailTaken as emailTakenError } from './account-errors';
import { inspectFacebookToken } from './facebook.client';
import { openSession } from './sessions.service';
import { emailTaken, findAccount, insertUser, type Account, type UserRow } from './users.queries';

export type SocialSignup = z.output<ReturnType<typeof socialSignupSchema>>;

const unknownAccount = () => notFound('Aucun compte Entraide n’est associé à ce compte Facebook', 'social_account_unknown');
const facebookTaken = () => conflict('Ce compte Facebook est déjà associé à un compte Entraide', 'facebook_taken', 'facebook_id');

export async function logInWithFacebook(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  input: { facebook_token: string; facebook_id?: string | undefined },
): Promise<{ token: string; account: Account }> {
  const facebookId = await inspectFacebookToken(deps.config, input.facebook_token, input.facebook_id);
  const { knex } = deps.db;
  const user: UserRow | undefined = await knex('users').where({ facebook_id: facebookId }).whereNull('deleted_at').first();
  if (!user) throw unknownAccount();
  const account = await findAccount(knex, user.id);
  if (!account) throw unknownAccount();
  return { token: await openSession(knex, deps.clock, user.id), account };
}

export async function signUpWithFacebook(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  input: SocialSignup,
): Promise<{ token: string; account: Account }> {
  const facebookId = await inspectFacebookToken(deps.config, input.facebook_token, input.facebook_id);
  const { knex } = deps.db;
  const email = normalizeEmail(input.email);
  if (await knex('users').where({ facebook_id: facebookId }).first('id')) throw facebookTaken();
  if (await emailTaken(knex, email)) throw emailTakenError();
  let userId: number;
  try {
    userId = await insertUser(
      knex,
      {
        email,
        password_hash: null,
        firstname: input.firstname,
        name: input.name,
        gender: null,
        mob_phone: null,
        birth_date: input.birth_date,
        role_id: 1,
        ...input.user_adress,
        facebook_id: facebookId,
      },
      deps.clock.now(),
    );
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw emailTakenError();
    throw err;
  }
  const account = await findAccount(knex, userId);
  if (!account) throw new Error(`account ${userId} vanished right after sign-up`);
  return { token: await openSession(knex, deps.clock, userId), account };
}
