/** SQL of the live stream: a pot's totals, its last event id and whether it may still be streamed. */
import type { Knex } from 'knex';
import type { PotsRow } from '../../db/tables.generated';

export type PotLiveRow = Pick<PotsRow, 'donations_total_amount' | 'donations_count' | 'live_seq' | 'closing_date' | 'closed_at'>;

/**
 * The live state of a pot that is active and whose charity is active (what the pot page requires),
 * or undefined.
 */
export async function findPotLiveRow(db: Knex, potId: number): Promise<PotLiveRow | undefined> {
  return db('pots as p')
    .join('assocs as a', 'a.id', 'p.assoc_id')
    .where({ 'p.id': potId, 'p.is_active': true, 'a.active': true })
    .first('p.donations_total_amount', 'p.donations_count', 'p.live_seq', 'p.closing_date', 'p.closed_at');
}
