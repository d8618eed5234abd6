/**
 * The login attempts of the Facebook code flow (table `facebook_logins`, see its migration). A start
 * draws a random `state` and a browser secret (the HttpOnly cookie of the browser that starts); the
 * return is accepted once, before the expiry, and only with both: a state copied from someone else's
 * dialog, or a callback address opened in another browser, is refused. Only SHA-256 hashes are stored.
 */
import type { Knex } from 'knex';
import type { FacebookLoginsRow } from '../db/tables.generated';
import type { FacebookProfile } from './facebook.client';
import { hashSecretToken, isWellFormedToken, newSecretToken } from '../http/secret-tokens';

/** How long the person has to go through Facebook's dialog. */
export const FACEBOOK_STATE_MINUTES = 10;
/** How long the sign-up completion form may take once Facebook answered. */
export const FACEBOOK_SIGNUP_MINUTES = 30;

const MINUTE = 60 * 1000;

/** A new attempt: its state (for the dialog) and its browser secret (for the cookie). */
export async function openFacebookLogin(knex: Knex, now: Date): Promise<{ state: string; browserSecret: string }> {
  const state = newSecretToken();
  const browserSecret = newSecretToken();
  await knex('facebook_logins').insert({
    state_hash: hashSecretToken(state),
    browser_hash: hashSecretToken(browserSecret),
    created_at: now,
    expires_at: new Date(now.getTime() + FACEBOOK_STATE_MINUTES * MINUTE),
  });
  return { state, browserSecret };
}

/** Uses the attempt of a returning state, once: its id, or undefined (unknown, used, expired, other browser). */
export async function useFacebookState(
  knex: Knex,
  state: string,
  browserSecret: string | undefined,
  now: Date,
): Promise<number | undefined> {
  if (!isWellFormedToken(state) || !browserSecret || !isWellFormedToken(browserSecret)) return undefined;
  const [row] = await knex<FacebookLoginsRow>('facebook_logins')
    .where({ state_hash: hashSecretToken(state), browser_hash: hashSecretToken(browserSecret) })
    .whereNull('used_at')
    .andWhere('expires_at', '>', now)
    .update({ used_at: now })
    .returning('id');
  return row ? Number(row.id) : undefined;
}

/** Keeps what the sign-up completion needs on the attempt; answers the ticket the browser sends back. */
export async function issueSignupTicket(knex: Knex, loginId: number, profile: FacebookProfile, now: Date): Promise<string> {
  const ticket = newSecretToken();
  await knex('facebook_logins')
    .where({ id: loginId })
    .update({
      signup_token_hash: hashSecretToken(ticket),
      facebook_id: profile.facebook_id,
      profile: JSON.stringify({ firstname: profile.firstname, name: profile.name, email: profile.email }),
      signup_expires_at: new Date(now.getTime() + FACEBOOK_SIGNUP_MINUTES * MINUTE),
    });
  return ticket;
}

/** The attempt of a live sign-up ticket, locked until the end of the transaction; undefined when none. */
export async function lockSignupTicket(
  trx: Knex.Transaction,
  ticket: string,
  now: Date,
): Promise<{ id: number; facebook_id: string } | undefined> {
  if (!isWellFormedToken(ticket)) return undefined;
  const row = await trx<FacebookLoginsRow>('facebook_logins')
    .where({ signup_token_hash: hashSecretToken(ticket) })
    .whereNull('signed_up_at')
    .andWhere('signup_expires_at', '>', now)
    .forUpdate()
    .first('id', 'facebook_id');
  return row ? { id: Number(row.id), facebook_id: String(row.facebook_id) } : undefined;
}

/** Marks a ticket used (in the sign-up's transaction). */
export async function useSignupTicket(trx: Knex.Transaction, loginId: number, now: Date): Promise<void> {
  await trx('facebook_logins').where({ id: loginId }).update({ signed_up_at: now });
}
