/** SQL of the regions (INSEE codes) of the directory's region filter. */
import type { Knex } from 'knex';
import type { Region } from '../../domain/directory';

/** Every region in display order. */
export function findRegions(knex: Knex): Promise<Region[]> {
  return knex('regions')
    .select('id', 'code', 'name')
    .orderBy([{ column: 'position' }, { column: 'id' }]);
}
