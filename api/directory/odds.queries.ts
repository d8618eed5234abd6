/** SQL of the 17 sustainable development goals. */
import type { Knex } from 'knex';
import type { OddsRow } from '../db/tables.generated';

export type OddRow = OddsRow;

/** The goals by number. */
export function findOdds(knex: Knex): Promise<OddRow[]> {
  return knex('odds').select('odd_number', 'name').orderBy('odd_number');
}
