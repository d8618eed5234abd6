/**
 * Facebook login and sign-up by the authorization-code flow (facebook.client.ts, facebook-logins.ts).
 * A start gives the dialog's address with a fresh state and the browser secret for the cookie. The
 * return (`code`, `state`) uses the state once, exchanges the code for a token server-side, reads the
 * Facebook user, and signs in the open account linked to it; an unknown one gets a sign-up ticket and
 * the names and e-mail Facebook shared (the PWA then opens the completion page). Sign-up takes that
 * ticket (in the `facebook_token` field of the spec's payload) and creates a private account without
 * password, linked to the Facebook user.
 */
import type { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { socialSignupSchema } from '../../domain/registration';
import { normalizeEmail } from '../../domain/identity';
import { conflict, HttpError } from '../http/errors';
import { emailTaken as emailTakenError } from './account-errors';
import {
  exchangeFacebookCode,
  facebookDialogUrl,
  facebookEnabled,
  fetchFacebookProfile,
  socialLoginUnavailable,
  socialTokenRefused,
  type FacebookProfile,
} from './facebook.client';
import { issueSignupTicket, lockSignupTicket, openFacebookLogin, useFacebookState, useSignupTicket } from './facebook-logins';
import { openSession } from './sessions.service';
import { afterFirstFactor, type LoginOutcome } from './second-factor.service';
import { emailTaken, findAccount, insertUser, type Account, type UserRow } from './users.queries';

export type SocialSignup = z.output<ReturnType<typeof socialSignupSchema>>;
type SocialDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export const FACEBOOK_STATE_REFUSED =
  'La connexion avec Facebook a expiré ou n’a pas été commencée dans ce navigateur : veuillez recommencer';
/** 401 for a return whose state is missing, unknown, already used, expired or from another browser. */
export const facebookStateRefused = () => new HttpError(401, [{ code: 'invalid_facebook_state', detail: FACEBOOK_STATE_REFUSED }]);
export const unknownAccountItem = { code: 'social_account_unknown', detail: 'Aucun compte Entraide n’est associé à ce compte Facebook' };
const facebookTaken = () => conflict('Ce compte Facebook est déjà associé à un compte Entraide', 'facebook_taken', 'facebook_id');

/** A new login attempt: the dialog's address and the browser secret to keep in the cookie. */
export async function startFacebookLogin(deps: SocialDeps): Promise<{ dialogUrl: string; browserSecret: string }> {
  if (!facebookEnabled(deps.config)) throw socialLoginUnavailable();
  const { state, browserSecret } = await openFacebookLogin(deps.db.knex, deps.clock.now());
  return { dialogUrl: facebookDialogUrl(deps.config, state), browserSecret };
}

export type FacebookReturn =
  { kind: 'known'; outcome: LoginOutcome } | { kind: 'unknown'; signup: FacebookProfile & { facebook_token: string } };

/** The dialog's return: see the module comment. */
export async function logInWithFacebookCode(
  deps: SocialDeps,
  input: { code: string; state: string },
  browserSecret: string | undefined,
): Promise<FacebookReturn> {
  if (!facebookEnabled(deps.config)) throw socialLoginUnavailable();
  const { knex } = deps.db;
  const loginId = await useFacebookState(knex, input.state, browserSecret, deps.clock.now());
  if (loginId === undefined) throw facebookStateRefused();
  const accessToken = await exchangeFacebookCode(deps.config, input.code);
  const profile = await fetchFacebookProfile(deps.config, accessToken);
  const user = await knex('users').where({ facebook_id: profile.facebook_id }).whereNull('deleted_at').first<UserRow | undefined>();
  // A known account goes on as after a right password: a session, or the second factor's step.
  if (user) return { kind: 'known', outcome: await afterFirstFactor(deps, user) };
  const ticket = await issueSignupTicket(knex, loginId, profile, deps.clock.now());
  return { kind: 'unknown', signup: { ...profile, facebook_token: ticket } };
}

/** The sign-up completion (the ticket in `facebook_token`); the ticket is used only when the account is created. */
export async function signUpWithFacebook(deps: SocialDeps, input: SocialSignup): Promise<{ token: string; account: Account }> {
  if (!facebookEnabled(deps.config)) throw socialLoginUnavailable();
  const { knex } = deps.db;
  const now = deps.clock.now();
  const email = normalizeEmail(input.email);
  const userId = await knex.transaction(async (trx) => {
    const ticket = await lockSignupTicket(trx, input.facebook_token, now);
    if (!ticket || ticket.facebook_id !== input.facebook_id) throw socialTokenRefused();
    if (await trx('users').where({ facebook_id: ticket.facebook_id }).first('id')) throw facebookTaken();
    if (await emailTaken(trx, email)) throw emailTakenError();
    const id = await insertUser(
      trx,
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
        facebook_id: ticket.facebook_id,
      },
      now,
    ).catch((err: unknown) => {
      if ((err as { code?: string }).code === '23505') throw emailTakenError();
      throw err;
    });
    await useSignupTicket(trx, ticket.id, now);
    return id;
  });
  const account = await findAccount(knex, userId);
  if (!account) throw new Error(`account ${userId} vanished right after sign-up`);
  return { token: await openSession(knex, deps.clock, userId), account };
}
