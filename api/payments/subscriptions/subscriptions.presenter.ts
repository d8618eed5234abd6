/** A subscription as `GET /user/subscriptions` and `POST /subscriptions/{id}` answer it (`charity_subscription`). */
import { MONTHLY_RECURRENCE } from '../../../domain/constants';
import type { DashboardSubscription } from '../../../domain/dashboard-types';
import { isPotClosed } from '../../../domain/pot-status';
import type { SubscriptionRow } from './subscriptions.queries';

/** The pot of a subscription no longer takes debits: closed, or removed. */
export function subscriptionPotEnded(
  row: Pick<SubscriptionRow, 'pot_closing_date' | 'pot_closed_at' | 'pot_is_active'>,
  now: Date,
): boolean {
  return !row.pot_is_active || isPotClosed(new Date(row.pot_closing_date).toISOString(), row.pot_closed_at !== null, now);
}

export function presentSubscription(row: SubscriptionRow, now: Date): DashboardSubscription {
  return {
    id: Number(row.id),
    pot_id: Number(row.pot_id),
    donated_to_id: Number(row.pot_id),
    pot_name: row.pot_name,
    pot_closing_date: new Date(row.pot_closing_date).toISOString(),
    pot_is_closed: subscriptionPotEnded(row, now),
    assoc_name: row.assoc_name,
    assoc_cerfa_type: row.assoc_cerfa_type === 'GENERATED' ? 'GENERATED' : 'SENT_BY_ASSOC',
    status: row.status,
    debit_day: row.debit_day,
    recurrence: row.recurrence === MONTHLY_RECURRENCE ? 'MONTHLY' : String(row.recurrence),
    amount: Number(row.amount),
    gift_entraide: Number(row.gift_entraide),
    next_debit_on: row.next_debit_on,
    created_at: new Date(row.created_at).toISOString(),
  };
}
