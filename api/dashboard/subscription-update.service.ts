/**
 * `POST /subscriptions/{id}` (`charity_subscription`): the donor stops (status 3) or resumes (status 1)
 * a monthly donation, or moves its debit day (1 to 31). Rules:
 * - someone else's subscription, or a missing one: 404 (existence is not revealed);
 * - stop: from ACTIVE or MANDATE_REACTIVATED to CANCELED, no next debit; stopping a stopped one
 *   changes nothing; a CLOSED or MANDATE_REFUSED one is not running (422);
 * - resume: refused (422) when the pot has ended or the subscription is CLOSED, and when its mandate
 *   was refused (FAILED or EXPIRED). A subscription whose mandate had failed and that now has a newly
 *   confirmed mandate (it was MANDATE_REFUSED, or its last debit used another mandate) becomes
 *   MANDATE_REACTIVATED (docs/api-contract.md; ACTIVE again at its next successful debit), otherwise ACTIVE;
 * - debit day: refused when the pot has ended; a running subscription gets its next debit moved;
 * - the next debit is the debit day on or after today, never in a month already debited (next-debit.ts,
 *   on domain/debit-schedule.ts as the subscription's creation and the daily debit job use it).
 * Each change runs in one transaction with the subscription row locked, so it cannot cross a debit job.
 */
import type { Knex } from 'knex';
import { SUBSCRIPTION_STATUS_CODES } from '../../domain/constants';
import type { DashboardSubscription } from '../../domain/dashboard-types';
import { subscriptionUpdateSchema } from '../../domain/requests';
import type { AppDeps } from '../app-deps';
import { updateSubscription } from '../ledger';
import {
  DEAD_MANDATE_STATUSES,
  findLastDebit,
  findUserSubscription,
  lastDebitMandateId,
  type MandateStatus,
  presentSubscription,
  subscriptionPotEnded,
  type SubscriptionRow,
} from '../payments';
import { DASHBOARD_API_MESSAGES, subscriptionNotFound, subscriptionRefused } from './dashboard-errors';
import { nextDebitOn } from './next-debit';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Change = { status?: string; debit_day?: number; next_debit_on?: string | null };

const RUNNING = new Set(['ACTIVE', 'MANDATE_REACTIVATED']);
const STATUS_INVALID = "Le statut demandé n'est pas valide";

/** The checked body: a stop, a resume or a new debit day. */
function readUpdate(id: number, body: Record<string, unknown>) {
  if ('status' in body && !Object.values(SUBSCRIPTION_STATUS_CODES).includes(body.status as 1 | 3)) {
    throw subscriptionRefused('invalid', STATUS_INVALID);
  }
  const input = subscriptionUpdateSchema.parse(body);
  if (input.id !== id) throw subscriptionRefused('invalid', DASHBOARD_API_MESSAGES.idMismatch, 'id');
  return input;
}

async function lastDebitedPeriod(trx: Knex, id: number): Promise<string | null> {
  return (await findLastDebit(trx, id))?.period ?? null;
}

function stop(row: SubscriptionRow): Change | null {
  if (row.status === 'CANCELED') return null;
  if (!RUNNING.has(row.status)) throw subscriptionRefused('subscription_not_running', DASHBOARD_API_MESSAGES.notRunning);
  return { status: 'CANCELED', next_debit_on: null };
}

async function resume(trx: Knex, row: SubscriptionRow, now: Date): Promise<Change | null> {
  if (RUNNING.has(row.status)) return null;
  if (row.status === 'CLOSED' || subscriptionPotEnded(row, now)) {
    throw subscriptionRefused('pot_ended', DASHBOARD_API_MESSAGES.potEnded);
  }
  if (DEAD_MANDATE_STATUSES.includes(row.mandate_status as MandateStatus)) {
    throw subscriptionRefused('mandate_refused', DASHBOARD_API_MESSAGES.mandateRefused);
  }
  const usedMandate = await lastDebitMandateId(trx, row.id);
  const newMandate = row.status === 'MANDATE_REFUSED' || (usedMandate !== null && usedMandate !== row.mangopay_mandate_id);
  return {
    status: newMandate ? 'MANDATE_REACTIVATED' : 'ACTIVE',
    next_debit_on: nextDebitOn(row.debit_day, now, await lastDebitedPeriod(trx, row.id)),
  };
}

async function moveDay(trx: Knex, row: SubscriptionRow, day: number, now: Date): Promise<Change | null> {
  if (row.status === 'CLOSED' || subscriptionPotEnded(row, now)) {
    throw subscriptionRefused('pot_ended', DASHBOARD_API_MESSAGES.potEnded, 'debit_day');
  }
  if (day === row.debit_day) return null;
  if (!RUNNING.has(row.status)) return { debit_day: day };
  return { debit_day: day, next_debit_on: nextDebitOn(day, now, await lastDebitedPeriod(trx, row.id)) };
}

/** Applies the update and answers the subscription as it now is. */
export async function updateUserSubscription(
  deps: Deps,
  userId: number,
  id: number,
  body: Record<string, unknown>,
): Promise<DashboardSubscription> {
  const now = deps.clock.now();
  return deps.db.knex.transaction(async (trx) => {
    const row = await findUserSubscription(trx, userId, id, { forUpdate: true });
    if (!row) throw subscriptionNotFound();
    const input = readUpdate(id, body);
    let change: Change | null;
    if ('status' in input) {
      change = input.status === SUBSCRIPTION_STATUS_CODES.stop ? stop(row) : await resume(trx, row, now);
    } else {
      change = await moveDay(trx, row, input.debit_day, now);
    }
    if (change) await updateSubscription(trx, id, { ...change, updated_at: now });
    const updated = change ? await findUserSubscription(trx, userId, id) : row;
    return presentSubscription(updated as SubscriptionRow, now);
  });
}
