/**
 * SQL of the caller's monthly donations: each subscription with its pot, its charity (recorded with it) and the
 * status of its mandate; and the last month already debited (the `period` of its debits).
 */
import type { Knex } from 'knex';
import type { AssocsRow, DonationsRow, MandatesRow, PotsRow, SubscriptionsRow } from '../../db/tables.generated';

/** A subscription with its pot, its charity and its mandate, as `subscriptionsOf` selects them. */
export type SubscriptionRow = Pick<
  SubscriptionsRow,
  | 'id'
  | 'user_id'
  | 'pot_id'
  | 'mandate_id'
  | 'amount'
  | 'gift_entraide'
  | 'debit_day'
  | 'recurrence'
  | 'status'
  | 'next_debit_on'
  | 'created_at'
> & {
  pot_name: PotsRow['name'];
  pot_closing_date: PotsRow['closing_date'];
  pot_closed_at: PotsRow['closed_at'];
  pot_is_active: PotsRow['is_active'];
  assoc_name: AssocsRow['name'];
  assoc_cerfa_type: AssocsRow['cerfa_type'];
  mandate_status: MandatesRow['status'];
  mangopay_mandate_id: MandatesRow['mangopay_mandate_id'];
};

function subscriptionsOf(db: Knex, userId: number) {
  return db('subscriptions as s')
    .join('pots as p', 'p.id', 's.pot_id')
    .join('assocs as a', 'a.id', 's.assoc_id')
    .join('mandates as m', 'm.id', 's.mandate_id')
    .where('s.user_id', userId)
    .select(
      's.id',
      's.user_id',
      's.pot_id',
      's.mandate_id',
      's.amount',
      's.gift_entraide',
      's.debit_day',
      's.recurrence',
      's.status',
      's.next_debit_on',
      's.created_at',
      'p.name as pot_name',
      'p.closing_date as pot_closing_date',
      'p.closed_at as pot_closed_at',
      'p.is_active as pot_is_active',
      'a.name as assoc_name',
      'a.cerfa_type as assoc_cerfa_type',
      'm.status as mandate_status',
      'm.mangopay_mandate_id',
    );
}

/** A page of the user's subscriptions, newest first. */
export function findUserSubscriptions(db: Knex, userId: number, offset: number, limit: number): Promise<SubscriptionRow[]> {
  return subscriptionsOf(db, userId)
    .orderBy([
      { column: 's.created_at', order: 'desc' },
      { column: 's.id', order: 'desc' },
    ])
    .offset(offset)
    .limit(limit);
}

/** One subscription of the user, locked for update when asked; undefined when missing or someone else's. */
export function findUserSubscription(
  db: Knex,
  userId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<SubscriptionRow | undefined> {
  const query = subscriptionsOf(db, userId).andWhere('s.id', id).first();
  return options.forUpdate ? query.forUpdate('s') : query;
}

/** The latest debit of a subscription that did not fail: its month and the mandate it used. */
export async function findLastDebit(
  db: Knex,
  subscriptionId: number,
): Promise<{ period: string; mangopay_mandate_id: string | null } | undefined> {
  return db<DonationsRow>('donations')
    .where({ subscription_id: subscriptionId })
    .whereNot('status', 'FAILED')
    .whereNotNull('period')
    .orderBy('period', 'desc')
    .first<{ period: string; mangopay_mandate_id: string | null } | undefined>('period', 'mangopay_mandate_id');
}

/** Whether a debit of the subscription was refused because of its mandate (the last one failed). */
export async function lastDebitMandateId(db: Knex, subscriptionId: number): Promise<string | null> {
  const row = await db<DonationsRow>('donations')
    .where({ subscription_id: subscriptionId })
    .whereNotNull('period')
    .orderBy([
      { column: 'period', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .first('mangopay_mandate_id');
  return row?.mangopay_mandate_id ?? null;
}
