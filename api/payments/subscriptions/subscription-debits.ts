/**
 * The daily monthly-giving job (`runDueDebits(deps)`, a function of the clock; pg-boss only triggers it).
 * 1. Claim, in one short transaction: the running subscriptions (ACTIVE, MANDATE_REACTIVATED) of open
 *    accounts (a closed account, users.deleted_at, is never debited) due today or earlier (Europe/Paris), taken `FOR UPDATE SKIP LOCKED` so that two workers never take the same
 *    row. For each: a closed pot ends it (CLOSED), a failed mandate ends it (MANDATE_REFUSED), a mandate
 *    still awaiting confirmation waits; otherwise the month's debit is recorded as a CREATED donation
 *    to the subscription's own charity and wallet (never the pot's of the moment)
 *    (subscription_id, period `YYYY-MM`, idempotency key `subscription:{id}:{YYYY-MM}`; the unique
 *    (subscription_id, period) makes a second run of the month a no-op) and next_debit_on moves to the
 *    debit day of the next month (29-31 fall on a shorter month's last day). Months missed while the job
 *    did not run are not caught up: the debit moves to the current month. A debit that would take the
 *    donor past the yearly identity threshold is held back and decided after the claim (debit-threshold.ts).
 * 2. Commit, then call the provider for every recorded debit still without a pay-in (and for one-off
 *    mandate donations whose mandate is usable): the provider key is the payments core's
 *    `providerKeyOf(debit)`, derived from the debit row (its key `subscription:{id}:{YYYY-MM}` included),
 *    so a retry or a concurrent run makes one pay-in, and reconciliation finds a pay-in made before a
 *    crash by that same key. The settlement arrives by hook (settlePayin).
 * A mandate confirmed (or a subscription created on a usable mandate) while a debit is already due
 * queues this job at once (`queueDueDebits`) rather than leaving it to the next 05:00 UTC run.
 * No database transaction is open while the provider is called.
 */
import type { Knex } from 'knex';
import type { AppDeps } from '../../app-deps';
import type { DonationsRow, MandatesRow, SubscriptionsRow, UsersRow } from '../../db/tables.generated';
import { toDay } from '../../../domain/dates';
import { debitDateIn, nextDebitAfter, periodOf } from '../../../domain/debit-schedule';
import { endSubscription, insertSubscriptionDebit, setNextDebit } from '../../ledger';
import { createDebitPayin } from '../mandates/direct-debit';
import { DEAD_MANDATE_STATUSES, USABLE_MANDATE_STATUSES, type MandateStatus } from '../mandates/mandates.queries';
import { isPotClosedNow } from '../mandates/payment-target';
import { debitWithinThreshold, resolveHeldDebits, type HeldDebit } from './debit-threshold';

export const MONTHLY_DEBITS_JOB = 'payments.monthly-debits';
/** Every day at 05:00 UTC (06:00 or 07:00 in Paris, the same calendar day). */
export const MONTHLY_DEBITS_CRON = '0 5 * * *';
const BATCH = 200;

export interface DebitRunReport {
  recorded: number;
  closed: number;
  refused: number;
  waiting: number;
  /** Months skipped because the donor passes the identity threshold without an identity proof. */
  heldForIdentity: number;
  payinsCreated: number;
}

/** A due subscription (its next debit day is set: it is due), with its mandate and its donor's provider account. */
type DueRow = Pick<
  SubscriptionsRow,
  | 'id'
  | 'user_id'
  | 'pot_id'
  | 'assoc_id'
  | 'mangopay_wallet_id'
  | 'amount'
  | 'gift_entraide'
  | 'is_visible'
  | 'is_anonymous'
  | 'debit_day'
  | 'created_at'
> & {
  next_debit_on: string;
  mandate_status: MandateStatus;
  mangopay_mandate_id: MandatesRow['mangopay_mandate_id'];
  mangopay_user_id: UsersRow['mangopay_user_id'];
};

/** The idempotency key of one month of a subscription. */
export function subscriptionDebitKey(subscriptionId: number, period: string): string {
  return `subscription:${subscriptionId}:${period}`;
}

/** What one claim is told and tells: subscriptions whose donor holds an identity proof, and the debits it held back. */
interface ClaimThreshold {
  proven: Set<number>;
  only?: number[];
  held: HeldDebit[];
}

async function claimDue(trx: Knex.Transaction, today: string, now: Date, report: DebitRunReport, threshold: ClaimThreshold): Promise<void> {
  const due = await trx('subscriptions as s')
    .join('mandates as m', 'm.id', 's.mandate_id')
    .join('users as u', 'u.id', 's.user_id')
    .whereIn('s.status', ['ACTIVE', 'MANDATE_REACTIVATED'])
    .where('s.next_debit_on', '<=', today)
    .whereNull('u.deleted_at') // a closed account is never debited, whatever its subscription says
    .modify((q) => (threshold.only ? q.whereIn('s.id', threshold.only) : q))
    .orderBy([{ column: 's.next_debit_on' }, { column: 's.id' }])
    .limit(BATCH)
    .forUpdate('s')
    .skipLocked()
    .select<DueRow[]>(
      's.id',
      's.user_id',
      's.pot_id',
      's.assoc_id',
      's.mangopay_wallet_id',
      's.amount',
      's.gift_entraide',
      's.is_visible',
      's.is_anonymous',
      's.debit_day',
      's.next_debit_on',
      's.created_at',
      'm.status as mandate_status',
      'm.mangopay_mandate_id',
      'u.mangopay_user_id',
    );
  for (const sub of due) {
    const end = (status: string) => endSubscription(trx, sub.id, status, now);
    if (await isPotClosedNow(trx, sub.pot_id, now)) {
      await end('CLOSED');
      report.closed++;
      continue;
    }
    if (DEAD_MANDATE_STATUSES.includes(sub.mandate_status)) {
      await end('MANDATE_REFUSED');
      report.refused++;
      continue;
    }
    if (!USABLE_MANDATE_STATUSES.includes(sub.mandate_status) || !sub.mangopay_user_id) {
      report.waiting++;
      continue;
    }
    let debitOn = sub.next_debit_on;
    if (periodOf(debitOn) < periodOf(today)) {
      debitOn = debitDateIn(periodOf(today), sub.debit_day);
      if (debitOn > today) {
        await setNextDebit(trx, sub.id, debitOn, now);
        continue;
      }
    }
    const period = periodOf(debitOn);
    if (
      !(await debitWithinThreshold(trx, sub.user_id, Number(sub.amount) + Number(sub.gift_entraide), now, threshold.proven.has(sub.id)))
    ) {
      threshold.held.push({ subscriptionId: sub.id, userId: Number(sub.user_id), debitOn, debitDay: sub.debit_day, period });
      continue;
    }
    const inserted = await insertSubscriptionDebit(trx, {
      pot_id: sub.pot_id,
      // The subscription's charity and wallet, never the pot's current ones.
      assoc_id: sub.assoc_id,
      mangopay_wallet_id: sub.mangopay_wallet_id,
      user_id: sub.user_id,
      amount: sub.amount,
      gift_entraide: sub.gift_entraide,
      is_visible: sub.is_visible,
      is_anonymous: sub.is_anonymous,
      payment_method: 'DIRECT_DEBIT',
      status: 'CREATED',
      subscription_id: sub.id,
      period,
      idempotency_key: subscriptionDebitKey(sub.id, period),
      mangopay_mandate_id: sub.mangopay_mandate_id,
      mangopay_user_id: sub.mangopay_user_id,
      created_at: now,
      updated_at: now,
    });
    if (inserted.length > 0) report.recorded++;
    await setNextDebit(trx, sub.id, nextDebitAfter(debitOn, sub.debit_day), now);
  }
}

/** Direct-debit donations recorded but without a pay-in, whose mandate is usable, of open accounts. */
function pendingDebits(knex: Knex): Promise<Array<{ id: number }>> {
  return knex('donations as d')
    .join('mandates as m', 'm.mangopay_mandate_id', 'd.mangopay_mandate_id')
    .join('users as u', 'u.id', 'd.user_id')
    .where({ 'd.status': 'CREATED', 'd.payment_method': 'DIRECT_DEBIT' })
    .whereNull('d.mangopay_payin_id')
    .whereNull('u.deleted_at')
    .whereIn('m.status', USABLE_MANDATE_STATUSES as MandateStatus[])
    .orderBy('d.id')
    .limit(BATCH)
    .select<Array<Pick<DonationsRow, 'id'>>>('d.id');
}

/**
 * Queues the debits job now when a running subscription on this mandate (row id) is due today or
 * earlier (Paris) and the mandate is usable: its first debit need not wait for the next daily run. The
 * job is idempotent per month (one debit per subscription and period), so an extra run changes nothing
 * else. A queueing failure is logged: the daily run makes the debit anyway.
 */
export async function queueDueDebits(deps: Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'logger'>, mandateRowId: number): Promise<boolean> {
  const due = await deps.db
    .knex('subscriptions as s')
    .join('mandates as m', 'm.id', 's.mandate_id')
    .where('s.mandate_id', mandateRowId)
    .whereIn('s.status', ['ACTIVE', 'MANDATE_REACTIVATED'])
    .where('s.next_debit_on', '<=', toDay(deps.clock.now()))
    .whereIn('m.status', USABLE_MANDATE_STATUSES as MandateStatus[])
    .first<Pick<SubscriptionsRow, 'id'> | undefined>('s.id');
  if (!due) return false;
  await deps.jobs
    .send(MONTHLY_DEBITS_JOB, {})
    .catch((err: unknown) => deps.logger.error({ err, mandateRowId }, 'monthly debits not queued; the daily run makes them'));
  return true;
}

/** One run of the job at the clock's now; see the module comment. */
export async function runDueDebits(deps: AppDeps): Promise<DebitRunReport> {
  const now = deps.clock.now();
  const today = toDay(now);
  const report: DebitRunReport = { recorded: 0, closed: 0, refused: 0, waiting: 0, heldForIdentity: 0, payinsCreated: 0 };
  const held: HeldDebit[] = [];
  await deps.db.knex.transaction((trx) => claimDue(trx, today, now, report, { proven: new Set(), held }));
  if (held.length > 0) {
    // Past the identity threshold: the provider is asked outside the claim (debit-threshold.ts).
    const resolved = await resolveHeldDebits(deps, held);
    report.heldForIdentity = resolved.skipped;
    if (resolved.proven.size > 0) {
      const only = [...resolved.proven];
      await deps.db.knex.transaction((trx) => claimDue(trx, today, now, report, { proven: resolved.proven, only, held: [] }));
    }
  }
  for (const debit of await pendingDebits(deps.db.knex)) {
    const result = await createDebitPayin(deps, Number(debit.id));
    if (result) report.payinsCreated++;
  }
  return report;
}
