/**
 * Personal data: `GET /user/export` gives the person everything the accounts area holds about them;
 * `DELETE /user` closes the account. Closing keeps the row (donations and tax receipts refer to it and
 * the law requires keeping them) but erases the person: names replaced, e-mail freed (a placeholder
 * under the reserved .invalid domain), password, phone, birth date, address and Facebook id removed,
 * the legal representative deleted, the logo file deleted, every session, reset link and e-mail change
 * (confirmation or undo link) revoked.
 * The company's legal identity (name, SIREN, legal form) stays for the receipts already issued.
 * Closing also ends the person's money commitments (closing-commitments.ts): subscriptions cancelled,
 * mandates cancelled at the provider, open pots closed with their organiser e-mail.
 */
import type { AppDeps } from '../app-deps';
import { POT_CLOSED_MAIL_JOB } from '../manager/pot-closing';
import { cancelRequestedMandates } from '../payments/mandates/mandate-cancellation';
import { accountNotFound } from './account-errors';
import { endMoneyCommitments } from './closing-commitments';
import { listUserSessions } from './sessions.queries';
import { closeAllSessions } from './sessions.service';
import { presentUser } from './user.presenter';
import { findAccount } from './users.queries';

/** The export document (JSON). Other areas add their own sections (donations, pots...). */
export async function exportPersonalData(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number) {
  const { knex } = deps.db;
  const account = await findAccount(knex, userId);
  if (!account) throw accountNotFound();
  const sessions = await listUserSessions(knex, userId);
  const resets = await knex('password_reset_tokens')
    .where({ user_id: userId })
    .orderBy('created_at')
    .select('created_at', 'expires_at', 'used_at');
  return {
    exported_at: deps.clock.now().toISOString(),
    account: {
      ...presentUser(account),
      created_at: new Date(account.user.created_at).toISOString(),
      updated_at: new Date(account.user.updated_at).toISOString(),
      facebook_linked: account.user.facebook_id !== null,
      mangopay_wallet_id: account.user.mangopay_wallet_id,
    },
    sessions: sessions.map((s) => ({
      created_at: new Date(s.created_at).toISOString(),
      last_used_at: s.last_used_at ? new Date(s.last_used_at).toISOString() : null,
      expires_at: new Date(s.expires_at).toISOString(),
      device: s.device,
    })),
    password_reset_requests: resets.map((r: { created_at: Date; expires_at: Date; used_at: Date | null }) => ({
      created_at: new Date(r.created_at).toISOString(),
      expires_at: new Date(r.expires_at).toISOString(),
      used_at: r.used_at ? new Date(r.used_at).toISOString() : null,
    })),
  };
}

/** Closes the caller's account (see the module comment). */
export async function closeAccount(deps: Pick<AppDeps, 'db' | 'clock' | 'storage' | 'payments' | 'jobs' | 'logger'>, userId: number): Promise<void> {
  const { knex } = deps.db;
  const account = await findAccount(knex, userId);
  if (!account) throw accountNotFound();
  const now = deps.clock.now();
  const ended = await knex.transaction(async (trx) => {
    const commitments = await endMoneyCommitments(trx, userId, now);
    await trx('users').where({ id: userId }).update({
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
    await deps.jobs.send(POT_CLOSED_MAIL_JOB, { potId, recipient }).catch((err: unknown) => deps.logger.error({ err, potId }, 'pot closed mail not queued'));
  }
  // A cancel the provider does not take now stays requested; the mandate cancellations job retries it.
  if (ended.mandates.length > 0) {
    await cancelRequestedMandates(deps, userId).catch((err: unknown) => deps.logger.error({ err, userId }, 'mandate cancellations left to the job'));
  }
}
