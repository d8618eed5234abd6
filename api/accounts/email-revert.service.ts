/**
 * Taking an account back after an e-mail change (someone holding a session and the password, or the
 * new mailbox, changed it). `queueCredentialsNotice` is called when a new address was confirmed
 * (email-change.service.ts) or the password changed; its job e-mails the previous address a single-use
 * link valid 7 days (only its SHA-256 is stored; the link is made at send time, so no raw token sits in
 * the job table), or, for a password change, a notice to the account's address.
 * `revertEmailChange` (`POST /user/email/revert {token}`) restores the previous address, uses up the
 * account's revert links, drops any e-mail change still waiting, closes every session and queues a
 * password-reset e-mail to that address.
 */
import type { Knex } from 'knex';
import type { EmailChangeRevertsRow } from '../db/tables.generated';
import type { AppDeps } from '../app-deps';
import { HttpError } from '../http/errors';
import { emailChangedMail, passwordChangedMail, revertLink, SIGN_IN_PAGE_PATH } from './credentials-notice.mail';
import { RESET_EMAIL_JOB } from './password-reset.service';
import { hashSecretToken, isWellFormedToken, newSecretToken } from '../http/secret-tokens';
import { cancelPendingEmailChanges } from './email-change.queries';
import { closeAllSessions } from './sessions.service';
import { emailTaken, findUserById, updateUser } from './users.queries';

export const CREDENTIALS_NOTICE_JOB = 'accounts.credentials-notice';
export const REVERT_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CredentialsNotice {
  userId: number;
  /** Set when the e-mail changed: the address it had before. */
  previousEmail?: string;
  /** Set for a password change (a notice to the account's address). */
  passwordChanged: boolean;
}

const revertRefused = (code: string, detail: string) => new HttpError(422, [{ code, detail, field: 'token' }]);
export const REVERT_ERRORS = {
  invalid: () =>
    revertRefused('revert_token_invalid', "Ce lien n'est pas valide. Écrivez à notre support si votre compte a été modifié sans vous."),
  used: () => revertRefused('revert_token_used', 'Ce lien a déjà été utilisé : votre adresse a été rétablie.'),
  expired: () => revertRefused('revert_token_expired', 'Ce lien a expiré : il était valable 7 jours. Écrivez à notre support.'),
  addressTaken: () =>
    new HttpError(409, [
      {
        code: 'revert_email_taken',
        detail: 'Cette adresse est maintenant utilisée par un autre compte. Écrivez à notre support.',
        field: 'token',
      },
    ]),
};

export const EMAIL_RESTORED =
  'Votre adresse e-mail est rétablie et tous les appareils sont déconnectés. Un e-mail vous permet de choisir un nouveau mot de passe.';

export async function queueCredentialsNotice(deps: Pick<AppDeps, 'jobs'>, notice: CredentialsNotice): Promise<void> {
  await deps.jobs.send(CREDENTIALS_NOTICE_JOB, notice);
}

/** The job. Throws when the mail cannot be sent (the job is retried; the unsent link is deleted). */
export async function sendCredentialsNotice(
  deps: Pick<AppDeps, 'db' | 'clock' | 'mail' | 'config'>,
  notice: CredentialsNotice,
): Promise<void> {
  const { knex } = deps.db;
  const user = await findUserById(knex, notice.userId);
  if (!user) return; // closed since: nothing to protect
  const publicUrl = deps.config.PUBLIC_URL;
  if (!notice.previousEmail) {
    const forgotLink = new URL(SIGN_IN_PAGE_PATH, publicUrl).toString();
    await deps.mail.send(passwordChangedMail({ to: user.email, firstname: user.firstname, forgotLink }));
    return;
  }
  const token = newSecretToken();
  const now = deps.clock.now();
  const [row] = await knex<EmailChangeRevertsRow>('email_change_reverts')
    .insert({
      token_hash: hashSecretToken(token),
      user_id: user.id,
      previous_email: notice.previousEmail,
      created_at: now,
      expires_at: new Date(now.getTime() + REVERT_LINK_DAYS * DAY_MS),
    })
    .returning('id');
  try {
    await deps.mail.send(
      emailChangedMail({
        to: notice.previousEmail,
        firstname: user.firstname,
        newEmail: user.email,
        link: revertLink(publicUrl, token),
        validDays: REVERT_LINK_DAYS,
      }),
    );
  } catch (err) {
    if (row) await knex('email_change_reverts').where({ id: row.id }).delete();
    throw err;
  }
}

type RevertRow = Pick<EmailChangeRevertsRow, 'id' | 'user_id' | 'previous_email' | 'expires_at' | 'used_at'>;

export async function revertEmailChange(deps: Pick<AppDeps, 'db' | 'clock' | 'jobs'>, token: string): Promise<void> {
  const { knex } = deps.db;
  if (!isWellFormedToken(token)) throw REVERT_ERRORS.invalid();
  const now = deps.clock.now();
  const userId = await knex.transaction(async (trx) => {
    const link: RevertRow | undefined = await trx('email_change_reverts')
      .where('token_hash', hashSecretToken(token))
      .forUpdate()
      .first('id', 'user_id', 'previous_email', 'expires_at', 'used_at');
    if (!link) throw REVERT_ERRORS.invalid();
    if (link.used_at) throw REVERT_ERRORS.used();
    if (new Date(link.expires_at).getTime() <= now.getTime()) throw REVERT_ERRORS.expired();
    const user = await findUserById(trx, Number(link.user_id));
    if (!user) throw REVERT_ERRORS.invalid();
    await restoreEmail(trx, user.id, user.email, link.previous_email, now);
    await trx('email_change_reverts').where({ user_id: user.id }).whereNull('used_at').update({ used_at: now });
    await cancelPendingEmailChanges(trx, user.id, now);
    await closeAllSessions(trx, user.id);
    return user.id;
  });
  await deps.jobs.send(RESET_EMAIL_JOB, { userId });
}

async function restoreEmail(trx: Knex.Transaction, userId: number, current: string, previous: string, now: Date): Promise<void> {
  if (current.toLowerCase() === previous.toLowerCase()) return;
  if (await emailTaken(trx, previous, userId)) throw REVERT_ERRORS.addressTaken();
  await updateUser(trx, userId, { email: previous }, now);
}
