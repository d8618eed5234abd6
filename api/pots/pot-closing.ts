/**
 * The consequences of a pot's closing, carried out once (docs/api-contract.md: closing itself is computed, not
 * stored by a job). A pot is due when its closing instant has passed or its organiser closed it, and its
 * marker `closing_handled_at` is still empty. In one transaction per pot (row locked, skipped if another
 * worker holds it): its live monthly subscriptions become CLOSED and the marker is set; then the
 * organiser's e-mail with the final total is queued. The e-mail job claims `closing_mail_sent_at` before
 * sending (put back if sending fails, so a retry sends it), so it goes out once. A deactivated pot gets
 * its subscriptions closed but no e-mail.
 */
import type { Knex } from 'knex';
import type { AppDeps } from '../app-deps';
import type { PotsRow, UsersRow } from '../db/tables.generated';
import { potClosedMail } from './pot-closed.mail';
import { endLiveSubscriptions } from '../ledger';

export const POT_CLOSINGS_JOB = 'manager.pot-closings';
/** Every 10 minutes (UTC). */
export const POT_CLOSINGS_CRON = '*/10 * * * *';
export const POT_CLOSED_MAIL_JOB = 'manager.pot-closed-mail';

export interface PotClosingsReport {
  potsHandled: number;
  subscriptionsClosed: number;
}

/**
 * The consequences of one closed pot, in the caller's transaction: its live subscriptions end and its
 * marker is set. Null when another worker holds the pot or it was already handled; `mail` says whether
 * the organiser's e-mail is due (not for a deactivated pot).
 */
export async function handlePotClosing(trx: Knex.Transaction, potId: number, now: Date): Promise<{ closed: number; mail: boolean } | null> {
  const pot = await trx('pots')
    .where({ id: potId })
    .whereNull('closing_handled_at')
    .forUpdate()
    .skipLocked()
    .first<Pick<PotsRow, 'id' | 'is_active'> | undefined>('id', 'is_active');
  if (!pot) return null;
  const closed = await endLiveSubscriptions(trx, { pot_id: potId }, 'CLOSED', now);
  await trx('pots').where({ id: potId }).update({ closing_handled_at: now });
  return { closed, mail: Boolean(pot.is_active) };
}

/** Carries out the consequences of every due pot (see the module comment). */
export async function runPotClosings(deps: AppDeps): Promise<PotClosingsReport> {
  const knex = deps.db.knex;
  const now = deps.clock.now();
  const due = await knex('pots')
    .whereNull('closing_handled_at')
    .where((q) => q.where('closing_date', '<', now).orWhereNotNull('closed_at'))
    .orderBy('id')
    .pluck('id');
  const report: PotClosingsReport = { potsHandled: 0, subscriptionsClosed: 0 };
  for (const potId of due.map(Number)) {
    const handled = await knex.transaction((trx) => handlePotClosing(trx, potId, now));
    if (!handled) continue;
    report.potsHandled++;
    report.subscriptionsClosed += handled.closed;
    if (handled.mail) await deps.jobs.send(POT_CLOSED_MAIL_JOB, { potId });
  }
  return report;
}

/**
 * Where the closing e-mail of a pot goes when its organiser's account is being closed: the address and
 * first name as they were just before the account was erased (see closeAccount).
 */
export interface ClosedAccountRecipient {
  to: string;
  firstname: string;
}

/** What the closing e-mail says of the pot, its organiser and its charity. */
type ClosedPotMailRow = Pick<PotsRow, 'id' | 'name' | 'donations_total_amount' | 'donations_count'> &
  Pick<UsersRow, 'email' | 'firstname' | 'deleted_at'> & { charity_name: string };

/** Sends the organiser's e-mail of a closed pot once (to `recipient` when the account was just closed). */
export async function sendPotClosedMail(deps: AppDeps, potId: number, recipient?: ClosedAccountRecipient): Promise<void> {
  const knex = deps.db.knex;
  const claimed = await knex('pots')
    .where({ id: potId })
    .whereNull('closing_mail_sent_at')
    .whereNotNull('closing_handled_at')
    .update({ closing_mail_sent_at: deps.clock.now() });
  if (claimed === 0) return;
  try {
    const pot = await knex('pots as p')
      .join('users as u', 'u.id', 'p.created_by_id')
      .join('assocs as a', 'a.id', 'p.assoc_id')
      .where('p.id', potId)
      .first<ClosedPotMailRow | undefined>(
        'p.id',
        'p.name',
        'p.donations_total_amount',
        'p.donations_count',
        'u.email',
        'u.firstname',
        'u.deleted_at',
        'a.name as charity_name',
      );
    // A closed account gets no e-mail, except the one its own closing queued with the address it had.
    if (!pot || (pot.deleted_at && !recipient)) return;
    await deps.mail.send(
      potClosedMail({
        to: recipient?.to ?? pot.email,
        firstname: recipient?.firstname ?? pot.firstname,
        potName: pot.name,
        charityName: pot.charity_name,
        totalCents: Number(pot.donations_total_amount),
        donationsCount: Number(pot.donations_count),
        potUrl: new URL(`/participate/${pot.id}`, deps.config.PUBLIC_URL).toString(),
      }),
    );
  } catch (err) {
    await knex('pots').where({ id: potId }).update({ closing_mail_sent_at: null });
    throw err;
  }
}
