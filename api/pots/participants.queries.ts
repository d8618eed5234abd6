/**
 * SQL of a pot's participants: its succeeded donations, newest first, with the donor's names (an
 * account's first and last name or company name, or the quick donor's names). Offsets start at 0 here;
 * the API's start at 1.
 */
import type { Knex } from 'knex';

export interface ParticipantRow {
  id: number;
  amount: number;
  is_visible: boolean;
  is_anonymous: boolean;
  succeeded_at: Date;
  user_firstname: string | null;
  user_name: string | null;
  enterprise_name: string | null;
  quick_firstname: string | null;
  quick_name: string | null;
}

export function findParticipants(db: Knex, potId: number, offset: number, limit: number): Promise<ParticipantRow[]> {
  return db('donations as d')
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .leftJoin('enterprises as e', 'e.user_id', 'd.user_id')
    .where({ 'd.pot_id': potId, 'd.status': 'SUCCEEDED' })
    .orderBy([
      { column: 'd.succeeded_at', order: 'desc' },
      { column: 'd.id', order: 'desc' },
    ])
    .offset(offset)
    .limit(limit)
    .select(
      'd.id',
      'd.amount',
      'd.is_visible',
      'd.is_anonymous',
      'd.succeeded_at',
      'u.firstname as user_firstname',
      'u.name as user_name',
      'e.enterprise_name',
      'd.quick_firstname',
      'd.quick_name',
    );
}
