/**
 * Login with e-mail and password, and logout. Every refusal (unknown e-mail, wrong password, closed
 * account, account without a password) answers the same 401 after the same amount of work. A right
 * password opens a session, or leads to the second factor's step (second-factor.service.ts).
 */
import type { AppDeps } from '../app-deps';
import { invalidCredentials } from './account-errors';
import { verifyAgainstDecoy, verifyPassword } from './password-hashing';
import { afterFirstFactor, type LoginOutcome } from './second-factor.service';
import { closeSession } from './sessions.service';
import { findUserByEmail } from './users.queries';

/** Checks the credentials; opens a session, or answers the second factor's challenge. */
export async function logIn(deps: Pick<AppDeps, 'db' | 'clock'>, credentials: { email: string; password: string }): Promise<LoginOutcome> {
  const { knex } = deps.db;
  const user = await findUserByEmail(knex, credentials.email);
  const ok = user?.password_hash
    ? await verifyPassword(user.password_hash, credentials.password)
    : await verifyAgainstDecoy(credentials.password);
  if (!user || !ok) throw invalidCredentials();
  return afterFirstFactor(deps, user);
}

/** Logout: revokes the session the request came with. */
export function logOut(deps: Pick<AppDeps, 'db'>, sessionId: number): Promise<void> {
  return closeSession(deps.db.knex, sessionId);
}
