/**
 * A new e-mail address takes effect only once the link sent to it is opened: until then the account
 * keeps its address (sign-in, mails, password reset all use it). `requestEmailChange` records the new
 * address as waiting (replacing any earlier one) and queues the job that e-mails the link: a single-use
 * token valid 24 hours, made at send time and stored only as its SHA-256. `confirmEmailChange`
 * (`POST /user/email/confirm {token}`) makes it the account's address if no other account took it
 * meanwhile, then the previous address gets the link that undoes the change (email-revert.service.ts).
 */
import type { AppDeps } from '../app-deps';
import { HttpError } from '../http/errors';
import { confirmEmailLink, confirmEmailMail } from './credentials-notice.mail';
import type { PendingEmail } from '../../domain/account-security';
import { cancelPendingEmailChanges, findPendingEmailChange, insertEmailChange, type EmailChangeRow } from './email-change.queries';
import { queueCredentialsNotice } from './email-revert.service';
import { hashSecretToken, isWellFormedToken, newSecretToken } from '../http/secret-tokens';
import { emailTaken, findUserById, updateUser } from './users.queries';

export const EMAIL_CHANGE_JOB = 'accounts.email-change-link';
export const EMAIL_CHANGE_LINK_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;

const linkRefused = (code: string, detail: string) => new HttpError(422, [{ code, detail, field: 'token' }]);
const ASK_AGAIN = 'Vous pouvez redemander le changement d’adresse depuis votre profil.';
export const EMAIL_CHANGE_ERRORS = {
  invalid: () => linkRefused('email_change_token_invalid', `Ce lien de confirmation n’est pas valide. ${ASK_AGAIN}`),
  used: () => linkRefused('email_change_token_used', 'Ce lien a déjà été utilisé : votre nouvelle adresse e-mail est confirmée.'),
  expired: () =>
    linkRefused('email_change_token_expired', `Ce lien a expiré : il était valable ${EMAIL_CHANGE_LINK_HOURS} heures. ${ASK_AGAIN}`),
  cancelled: () => linkRefused('email_change_cancelled', 'Ce changement d’adresse a été annulé, ou remplacé par une demande plus récente.'),
  taken: () =>
    new HttpError(409, [
      {
        code: 'email_change_taken',
        detail: 'Cette adresse est maintenant utilisée par un autre compte : votre adresse e-mail n’a pas été changée.',
        field: 'token',
      },
    ]),
};

export const EMAIL_CONFIRMED = 'Votre nouvelle adresse e-mail est confirmée : utilisez-la désormais pour vous connecter.';

/** What the profile page shows of a change still waiting. */

/** Records `newEmail` as waiting for its confirmation (replacing an earlier one) and queues its link. */
export async function requestEmailChange(deps: Pick<AppDeps, 'db' | 'clock' | 'jobs'>, userId: number, newEmail: string): Promise<void> {
  const now = deps.clock.now();
  const changeId = await deps.db.knex.transaction(async (trx) => {
    await cancelPendingEmailChanges(trx, userId, now);
    return insertEmailChange(trx, {
      user_id: userId,
      new_email: newEmail,
      created_at: now,
      expires_at: new Date(now.getTime() + EMAIL_CHANGE_LINK_HOURS * HOUR_MS),
    });
  });
  await deps.jobs.send(EMAIL_CHANGE_JOB, { changeId });
}

/** The job: e-mails the link to the new address. Throws when the mail cannot be sent (the job is retried, with a new link). */
export async function sendEmailChangeLink(
  deps: Pick<AppDeps, 'db' | 'clock' | 'mail' | 'config'>,
  data: { changeId: number },
): Promise<void> {
  const { knex } = deps.db;
  const change = await knex('email_changes').where({ id: data.changeId }).first<EmailChangeRow | undefined>();
  if (!change || change.confirmed_at || change.cancelled_at || new Date(change.expires_at) <= deps.clock.now()) return;
  const user = await findUserById(knex, Number(change.user_id));
  if (!user) return; // closed since the request
  const token = newSecretToken();
  await knex('email_changes')
    .where({ id: change.id })
    .update({ token_hash: hashSecretToken(token) });
  try {
    const link = confirmEmailLink(deps.config.PUBLIC_URL, token);
    await deps.mail.send(confirmEmailMail({ to: change.new_email, firstname: user.firstname, link, validHours: EMAIL_CHANGE_LINK_HOURS }));
  } catch (err) {
    await knex('email_changes').where({ id: change.id }).update({ token_hash: null });
    throw err;
  }
}

/** Makes the waiting address the account's address, from the link; answers it. */
export async function confirmEmailChange(deps: Pick<AppDeps, 'db' | 'clock' | 'jobs'>, token: string): Promise<string> {
  if (!isWellFormedToken(token)) throw EMAIL_CHANGE_ERRORS.invalid();
  const now = deps.clock.now();
  const done = await deps.db.knex.transaction(async (trx) => {
    const change = await trx('email_changes').where('token_hash', hashSecretToken(token)).forUpdate().first<EmailChangeRow | undefined>();
    if (!change) throw EMAIL_CHANGE_ERRORS.invalid();
    if (change.confirmed_at) throw EMAIL_CHANGE_ERRORS.used();
    if (change.cancelled_at) throw EMAIL_CHANGE_ERRORS.cancelled();
    if (new Date(change.expires_at) <= now) throw EMAIL_CHANGE_ERRORS.expired();
    const user = await findUserById(trx, Number(change.user_id));
    if (!user) throw EMAIL_CHANGE_ERRORS.invalid();
    // Someone may have signed up with this address, or confirmed it for their account, since the request.
    if (await emailTaken(trx, change.new_email, user.id)) throw EMAIL_CHANGE_ERRORS.taken();
    try {
      await updateUser(trx, user.id, { email: change.new_email }, now);
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw EMAIL_CHANGE_ERRORS.taken();
      throw err;
    }
    await trx('email_changes').where({ id: change.id }).update({ confirmed_at: now });
    return { userId: user.id, previousEmail: user.email, email: change.new_email };
  });
  await queueCredentialsNotice(deps, { userId: done.userId, previousEmail: done.previousEmail, passwordChanged: false });
  return done.email;
}

export async function pendingEmailChange(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number): Promise<PendingEmail | null> {
  const change = await findPendingEmailChange(deps.db.knex, userId, deps.clock.now());
  if (!change) return null;
  return {
    email: change.new_email,
    requested_at: new Date(change.created_at).toISOString(),
    expires_at: new Date(change.expires_at).toISOString(),
  };
}

export async function cancelEmailChange(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number): Promise<void> {
  await cancelPendingEmailChanges(deps.db.knex, userId, deps.clock.now());
}
