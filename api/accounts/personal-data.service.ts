/**
 * Account closure (`DELETE /user`; the export of `GET /user/export` is in export/). Closing keeps the
 * row (donations and tax receipts refer to it and the law requires keeping them) but erases the
 * person: names replaced, e-mail freed (a placeholder under the reserved .invalid domain), password,
 * phone, birth date, address and Facebook id removed, the legal representative deleted, the logo file
 * deleted, every session, reset link and e-mail change (confirmation or undo link) revoked.
 * The company's legal identity (name, SIREN, legal form) stays for the receipts already issued.
 * Closing also ends the person's money commitments (closing-commitments.ts): subscriptions cancelled,
 * mandates cancelled at the provider (a step payments registers: closure-steps.ts), open pots closed
 * with their organiser e-mail.
 */
import type { AppDeps } from '../app-deps';
import { POT_CLOSED_MAIL_JOB } from '../pots';
import { accountNotFound } from './account-errors';
import { endMoneyCommitments } from './closing-commitments';
import { closeAllSessions } from './sessions.service';
import { findAccount } from './users.queries';

/** Closes the caller's account (see the module comment). */
export async function closeAccount(
  deps: Pick<AppDeps, 'db' | 'clock' | 'storage' | 'payments' | 'jobs' | 'logger'>,
  userId: number,
): Promise<void> {
  const { knex } = deps.db;
  const account = await findAccount(knex, userId);
  if (!account) throw accountNotFound();
  const now = deps.clock.now();
  const ended = await knex.transaction(async (trx) => {
    const commitments = await endMoneyCommitments(trx, userId, now);
    await trx('users')
      .where({ id: userId })
      .update({
        email: `compte-ferme-${userId}@entraide.invalid`,
        password_hash: null,
        firstname: 'Compte',
        name: 'fermé',
        gender: null,
        mob_phone: null,
        birth_date: null,
        address_line_1: null,
        city: null,
        post_code: null,
        facebook_id: null,
        deleted_at: now,
        updated_at: now,
      });
    if (account.enterprise) {
      await trx('legal_representatives').where({ enterprise_id: account.enterprise.id }).delete();
      await trx('enterprises').where({ id: account.enterprise.id }).update({ logo_path: null, fix_phone: null, updated_at: now });
    }
    await trx('password_reset_tokens').where({ user_id: userId }).delete();
    await trx('email_change_reverts').where({ user_id: userId }).delete();
    await trx('email_changes').where({ user_id: userId }).delete();
    await closeAllSessions(trx, userId);
    return commitments;
  });
  await deps.storage.remove(account.enterprise?.logo_path);
  // The closing e-mail goes to the address the person had: the row no longer holds it.
  const recipient = { to: account.user.email, firstname: account.user.firstname };
  for (const potId of ended.potsToMail) {
    await deps.jobs
      .send(POT_CLOSED_MAIL_JOB, { potId, recipient })
      .catch((err: unknown) => deps.logger.error({ err, potId }, 'pot closed mail not queued'));
  }
  // What a step's provider does not take now stays requested; its area's job retries it (a mandate
  // cancellation: the mandate cancellations job).
  for (const [name, step] of ended.afterCommit) {
    await step
      .afterCommit(deps, userId)
      .catch((err: unknown) => deps.logger.error({ err, userId, step: name }, 'account closure step left to its job'));
  }
}
