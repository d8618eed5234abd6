/**
 * Login with e-mail and password, and logout. Every refusal (unknown e-mail, wrong password, closed
 * account, account without a password) answers the same 401 after the same amount of work.
 */
import type { AppDeps } from '../app-deps';
import { invalidCredentials } from './account-errors';
import { verifyAgainstDecoy, verifyPassword } from './password-hashing';
import { closeSession, openSession } from './sessions.service';
import { findAccount, findUserByEmail, type Account } from './users.queries';

/** Checks the credentials and opens a session. */
export async function logIn(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  credentials: { email: string; password: string },
): Promise<{ token: string; account: Account }> {
  const { knex } = deps.db;
  const user = await findUserByEmail(knex, credentials.email);
  const ok = user?.password_hash
    ? await verifyPassword(user.password_hash, credentials.password)
    : await verifyAgainstDecoy(credentials.password);
  if (!user || !ok) throw invalidCredentials();
  const token = await openSession(knex, deps.clock, user.id);
  const account = await findAccount(knex, user.id);
  if (!account) throw invalidCredentials();
  return { token, account };
}

/** Logout: revokes the session the request came with. */
export function logOut(deps: Pick<AppDeps, 'db'>, sessionId: number): Promise<void> {
  return closeSession(deps.db.knex, sessionId);
}
