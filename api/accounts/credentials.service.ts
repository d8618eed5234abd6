/**
 * `PUT /user/pwd/update` `{user: {email, password, password_confirmation}}`: the profiles' e-mail and
 * password form. Empty password fields mean no change. A private person may change the e-mail (409 when
 * taken); a company's e-mail is read-only (spec), so a different one is refused. A new password
 * revokes every other session of the account.
 */
import type { AppDeps } from '../app-deps';
import { normalizeEmail, emailSchema } from '../../domain/identity';
import { isPasswordChangeRequested, passwordChangeSchema } from '../../domain/password';
import { HttpError } from '../http/errors';
import { accountNotFound, emailTaken as emailTakenError } from './account-errors';
import { hashPassword } from './password-hashing';
import { queueCredentialsNotice } from './email-revert.service';
import { closeAllSessions } from './sessions.service';
import { emailTaken, findAccount, updateUser, type Account, type UserRow } from './users.queries';

/** 422 when a company tries to change its read-only e-mail (invented wording). */
const emailReadOnly = () =>
  new HttpError(422, [{ code: 'email_read_only', detail: "L'email d'un compte entreprise ne peut pas être modifié", field: 'email' }]);

export async function updateCredentials(
  deps: Pick<AppDeps, 'db' | 'clock' | 'jobs'>,
  caller: { id: number; sessionId: number },
  user: Record<string, unknown>,
): Promise<Account> {
  const { knex } = deps.db;
  const account = await findAccount(knex, caller.id);
  if (!account) throw accountNotFound();
  const company = account.user.role_id === 2;
  const change = passwordChangeSchema(company ? 'companyProfile' : 'default').parse(user);
  const changes: Partial<UserRow> = {};

  if (typeof change.email === 'string' && change.email.trim() !== '') {
    const email = normalizeEmail(emailSchema('signIn').parse(change.email));
    if (email !== normalizeEmail(account.user.email)) {
      if (company) throw emailReadOnly();
      if (await emailTaken(knex, email, caller.id)) throw emailTakenError();
      changes.email = email;
    }
  }
  const newPassword = isPasswordChangeRequested(change) ? (change as { password: string }).password : undefined;
  if (newPassword) changes.password_hash = await hashPassword(newPassword);

  if (Object.keys(changes).length > 0) {
    try {
      await updateUser(knex, caller.id, changes, deps.clock.now());
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw emailTakenError();
      throw err;
    }
  }
  if (newPassword) await closeAllSessions(knex, caller.id, caller.sessionId);
  if (changes.email || newPassword) {
    await queueCredentialsNotice(deps, { userId: caller.id, previousEmail: changes.email ? account.user.email : undefined, passwordChanged: Boolean(newPassword) });
  }
  return (await findAccount(knex, caller.id)) ?? account;
}
