/**
 * SQL of the caller's pots for the dashboard: the pots the user created (not removed), with their
 * charity and event type, and the company's own creation-flow donations (`is_main`) to them.
 */
import type { Knex } from 'knex';
import type { DonationsRow, PotsRow } from '../db/tables.generated';

/** A pot of the dashboard, its type narrowed, with its charity's name. */
export type MyPotRow = Pick<
  PotsRow,
  'id' | 'name' | 'closing_date' | 'closed_at' | 'event_type_id' | 'assoc_id' | 'is_active' | 'donations_total_amount' | 'donators_count'
> & { assoc_name: string; pot_type: 0 | 1 };

export type MainDonationRow = Pick<DonationsRow, 'id' | 'pot_id' | 'status'>;

/** The user's pots, latest closing date first. */
export function findMyPots(db: Knex, userId: number): Promise<MyPotRow[]> {
  return db('pots as p')
    .join('assocs as a', 'a.id', 'p.assoc_id')
    .where({ 'p.created_by_id': userId, 'p.is_active': true })
    .orderBy([
      { column: 'p.closing_date', order: 'desc' },
      { column: 'p.id', order: 'desc' },
    ])
    .select(
      'p.id',
      'p.name',
      'p.closing_date',
      'p.closed_at',
      'p.event_type_id',
      'p.assoc_id',
      'a.name as assoc_name',
      'p.pot_type',
      'p.is_active',
      'p.donations_total_amount',
      'p.donators_count',
    );
}

/** The user's own creation-flow donations to these pots, newest first. */
export function findMainDonations(db: Knex, userId: number, potIds: number[]): Promise<MainDonationRow[]> {
  if (potIds.length === 0) return Promise.resolve([]);
  return db('donations')
    .where({ user_id: userId, is_main: true })
    .whereIn('pot_id', potIds)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select('id', 'pot_id', 'status');
}
