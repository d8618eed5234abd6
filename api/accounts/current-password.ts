/**
 * Re-authentication before a change of the sign-in details (ASVS 5.0 §6.2.3, §7.5.1): a session alone
 * must not be enough to change the password or the e-mail, so the form also carries the current
 * password. Attempts are counted per account before the password is checked (a throttled attempt costs
 * no hashing and tells nothing), so a stolen session cannot use the form to guess the password; a right
 * password clears the count.
 */
import type { AppDeps } from '../app-deps';
import { PASSWORD_MESSAGES } from '../../domain/messages';
import { HttpError } from '../http/errors';
import { clearAttempts, throttle, type ThrottleRule } from '../http/throttle';
import { verifyPassword } from './password-hashing';

/** Five tries per quarter of an hour and account (invented numbers, as the login's). */
export const CURRENT_PASSWORD_PER_ACCOUNT: ThrottleRule = { scope: 'reauth:account', limit: 5, windowMs: 15 * 60 * 1000 };

const refused = (code: string, detail: string) => new HttpError(422, [{ code, detail, field: 'current_password' }]);
export const CURRENT_PASSWORD_ERRORS = {
  required: () => refused('current_password_required', PASSWORD_MESSAGES.currentPasswordRequired),
  invalid: () => refused('current_password_invalid', PASSWORD_MESSAGES.currentPasswordInvalid),
};

/** Refuses (422, or 429 past the limit) unless `given` is the account's password. */
export async function checkCurrentPassword(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  user: { id: number; password_hash: string },
  given: string | undefined,
): Promise<void> {
  if (!given) throw CURRENT_PASSWORD_ERRORS.required();
  const key = String(user.id);
  await throttle(deps.db.knex, deps.clock, [[CURRENT_PASSWORD_PER_ACCOUNT, key]]);
  if (!(await verifyPassword(user.password_hash, given))) throw CURRENT_PASSWORD_ERRORS.invalid();
  await clearAttempts(deps.db.knex, CURRENT_PASSWORD_PER_ACCOUNT, key);
}
