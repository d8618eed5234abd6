/** The writes to `subscriptions`: creating one, moving its next debit, ending it. */
import type { Knex } from 'knex';
import type { SubscriptionsRow } from '../db/tables.generated';

/** The statuses of a subscription still debited (api-contract.md). */
const LIVE_SUBSCRIPTION_STATUSES = ['ACTIVE', 'MANDATE_REACTIVATED'];

/** Records a subscription; its id. */
export async function insertSubscription(trx: Knex, row: Knex.DbRecord<SubscriptionsRow>): Promise<Pick<SubscriptionsRow, 'id'>> {
  const [inserted] = await trx<SubscriptionsRow>('subscriptions').insert(row).returning('id');
  if (!inserted) throw new Error('insertSubscription: no row returned');
  return inserted;
}

/** Ends the live subscriptions matching `where` (a user's, a pot's, a mandate's) with `status`; the count. */
export function endLiveSubscriptions(
  trx: Knex,
  where: { user_id: number } | { pot_id: number } | { mandate_id: number },
  status: 'CANCELED' | 'CLOSED' | 'MANDATE_REFUSED',
  now: Date,
): Promise<number> {
  return trx<SubscriptionsRow>('subscriptions')
    .where(where)
    .whereIn('status', LIVE_SUBSCRIPTION_STATUSES)
    .update({ status, next_debit_on: null, updated_at: now });
}

/** Ends one subscription with `status` (no next debit). */
export function endSubscription(trx: Knex, id: number, status: string, now: Date): Promise<number> {
  return trx<SubscriptionsRow>('subscriptions').where({ id }).update({ status, next_debit_on: null, updated_at: now });
}

/** Sets the date of a subscription's next debit. */
export async function setNextDebit(trx: Knex, id: number, nextDebitOn: string, now: Date): Promise<void> {
  await trx<SubscriptionsRow>('subscriptions').where({ id }).update({ next_debit_on: nextDebitOn, updated_at: now });
}

/** Moves a live subscription's debit held on `debitOn` to `next`; whether it moved (1) or not (0). */
export function skipHeldDebit(db: Knex, id: number, debitOn: string, next: string, now: Date): Promise<number> {
  return db<SubscriptionsRow>('subscriptions')
    .where({ id, next_debit_on: debitOn })
    .whereIn('status', LIVE_SUBSCRIPTION_STATUSES)
    .update({ next_debit_on: next, updated_at: now });
}

/** Makes a MANDATE_REACTIVATED subscription ACTIVE; the count. */
export function activateReactivated(trx: Knex, id: number, now: Date): Promise<number> {
  return trx<SubscriptionsRow>('subscriptions').where({ id, status: 'MANDATE_REACTIVATED' }).update({ status: 'ACTIVE', updated_at: now });
}

/** The subscriber's changes (amount day, pause, stop); the count. */
export function updateSubscription(
  db: Knex,
  id: number,
  changes: { status?: string; debit_day?: number; next_debit_on?: string | null; updated_at: Date },
): Promise<number> {
  return db<SubscriptionsRow>('subscriptions').where({ id }).update(changes);
}
