/**
 * `PUT /user/pwd/update` `{user: {email, password, password_confirmation, current_password}}`: the
 * profiles' e-mail and password form. Empty password fields mean no change. Any change needs the
 * current password (current-password.ts); an account created through Facebook has none, so it chooses a
 * first password through the e-mailed reset link, and changes its e-mail without one (the link sent to
 * the new address and the undo link sent to the old one protect it).
 * A private person may change the e-mail (409 when taken); it takes effect once the link sent to the new
 * address is opened (email-change.service.ts). A company's e-mail is read-only (spec), so a different one
 * is refused. A new password revokes every other session of the account.
 */
import type { AppDeps } from '../app-deps';
import { normalizeEmail, emailSchema } from '../../domain/identity';
import { isPasswordChangeRequested, passwordChangeSchema } from '../../domain/password';
import { refuseCommonPassword } from './common-passwords';
import { HttpError } from '../http/errors';
import { accountNotFound, emailTaken as emailTakenError } from './account-errors';
import { checkCurrentPassword } from './current-password';
import { requestEmailChange } from './email-change.service';
import { hashPassword } from './password-hashing';
import { queueCredentialsNotice } from './email-revert.service';
import { closeAllSessions } from './sessions.service';
import { emailTaken, findAccount, updateUser, type Account } from './users.queries';

/** 422 when a company tries to change its read-only e-mail (invented wording). */
const emailReadOnly = () =>
  new HttpError(422, [{ code: 'email_read_only', detail: "L'e-mail d'un compte entreprise ne peut pas être modifié", field: 'email' }]);

/** 422 when an account without a password asks for one here (invented wording). */
const passwordNotSet = () =>
  new HttpError(422, [
    {
      code: 'password_not_set',
      detail:
        'Votre compte n’a pas encore de mot de passe : choisissez-le avec le lien que nous vous envoyons par e-mail (« Recevoir le lien »).',
      field: 'password',
    },
  ]);

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

  let newEmail: string | undefined;
  if (typeof change.email === 'string' && change.email.trim() !== '') {
    const email = normalizeEmail(emailSchema('signIn').parse(change.email));
    if (email !== normalizeEmail(account.user.email)) {
      if (company) throw emailReadOnly();
      newEmail = email;
    }
  }
  const newPassword = isPasswordChangeRequested(change) ? (change as { password: string }).password : undefined;
  if (!newEmail && !newPassword) return account;
  // Only the new password meets today's rules: the current one may be older and shorter.
  if (newPassword) refuseCommonPassword(newPassword);

  const currentHash = account.user.password_hash;
  if (currentHash) await checkCurrentPassword(deps, { id: caller.id, password_hash: currentHash }, change.current_password);
  else if (newPassword) throw passwordNotSet();
  if (newEmail && (await emailTaken(knex, newEmail, caller.id))) throw emailTakenError();

  if (newPassword) {
    await updateUser(knex, caller.id, { password_hash: await hashPassword(newPassword) }, deps.clock.now());
    await closeAllSessions(knex, caller.id, caller.sessionId);
    await queueCredentialsNotice(deps, { userId: caller.id, passwordChanged: true });
  }
  if (newEmail) await requestEmailChange(deps, caller.id, newEmail);
  return (await findAccount(knex, caller.id)) ?? account;
}
