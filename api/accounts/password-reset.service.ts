/**
 * Password reset. `requestPasswordReset` checks the address and queues the e-mail job; the job makes a
 * single-use link valid one hour (a 256-bit token of which only the SHA-256 is stored) and sends it, so
 * the raw token never sits in the job table; if sending fails the link is deleted and the job retried
 * (a new link each time). `confirmPasswordReset` sets the new password, uses up every open link of the
 * account and revokes all its sessions.
 */
import type { AppDeps } from '../app-deps';
import { ACCOUNT_NOTICES } from '../../domain/notices';
import { HttpError, notFound } from '../http/errors';
import { hashPassword } from './password-hashing';
import { refuseCommonPassword } from './common-passwords';
import { deleteReset, findReset, insertReset, useAllResets, type ResetRow } from './password-reset.queries';
import { passwordResetMail, resetLink } from './password-reset.mail';
import { hashSecretToken, isWellFormedToken, newSecretToken } from '../http/secret-tokens';
import { closeAllSessions } from './sessions.service';
import { findUserByEmail, findUserById, updateUser } from './users.queries';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const RESET_EMAIL_JOB = 'accounts.password-reset-email';

const resetRefused = (code: string, detail: string) => new HttpError(422, [{ code, detail, field: 'token' }]);
export const RESET_ERRORS = {
  invalid: () => resetRefused('reset_token_invalid', "Ce lien de réinitialisation n'est pas valide. Demandez un nouveau lien."),
  used: () => resetRefused('reset_token_used', 'Ce lien a déjà été utilisé. Demandez un nouveau lien si besoin.'),
  expired: () => resetRefused('reset_token_expired', 'Ce lien a expiré : il était valable une heure. Demandez un nouveau lien.'),
};

/** Queues the reset e-mail of an open account; 404 with the spec's message for an unknown address. */
export async function requestPasswordReset(deps: Pick<AppDeps, 'db' | 'jobs'>, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db.knex, email);
  if (!user) throw notFound(ACCOUNT_NOTICES.forgotPasswordUnknownEmail, 'unknown_email');
  await deps.jobs.send(RESET_EMAIL_JOB, { userId: user.id });
}

/** The job: a new link for the user, e-mailed. Throws when the mail cannot be sent (the job is retried). */
export async function sendPasswordResetEmail(
  deps: Pick<AppDeps, 'db' | 'clock' | 'mail' | 'config'>,
  data: { userId: number },
): Promise<void> {
  const { knex } = deps.db;
  const user = await findUserById(knex, data.userId);
  if (!user) return; // closed since the request: nothing to send
  const token = newSecretToken();
  const now = deps.clock.now();
  const id = await insertReset(knex, {
    token_hash: hashSecretToken(token),
    user_id: user.id,
    created_at: now,
    expires_at: new Date(now.getTime() + RESET_LINK_TTL_MS),
  });
  try {
    await deps.mail.send(passwordResetMail(user.email, user.firstname, resetLink(deps.config.PUBLIC_URL, token)));
  } catch (err) {
    await deleteReset(knex, id);
    throw err;
  }
}

/** Throws the French refusal of a link that is unknown, used or expired at `now`. */
function assertUsable(link: ResetRow | undefined, now: Date): asserts link is ResetRow {
  if (!link) throw RESET_ERRORS.invalid();
  if (link.used_at) throw RESET_ERRORS.used();
  if (new Date(link.expires_at).getTime() <= now.getTime()) throw RESET_ERRORS.expired();
}

/**
 * Sets the new password through a link. The link is looked up (by its hash) before the password is
 * hashed, so a made-up, used or expired token costs one indexed read and never an argon2 run; it is
 * read again, locked, in the transaction that uses it (two confirmations at once: one wins).
 */
export async function confirmPasswordReset(deps: Pick<AppDeps, 'db' | 'clock'>, input: { token: string; password: string }): Promise<void> {
  const { knex } = deps.db;
  if (!isWellFormedToken(input.token)) throw RESET_ERRORS.invalid();
  const tokenHash = hashSecretToken(input.token);
  assertUsable(await findReset(knex, tokenHash), deps.clock.now());
  refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  await knex.transaction(async (trx) => {
    const link = await findReset(trx, tokenHash, { forUpdate: true });
    assertUsable(link, now);
    const user = await findUserById(trx, Number(link.user_id));
    if (!user) throw RESET_ERRORS.invalid();
    await updateUser(trx, user.id, { password_hash: passwordHash }, now);
    await useAllResets(trx, user.id, now);
    await closeAllSessions(trx, user.id);
  });
}
