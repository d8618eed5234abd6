/** Seeds the French regions, upserted by INSEE code. */
import type { Knex } from 'knex';
import { regions } from './data/regions';

export async function seedRegions(knex: Knex): Promise<void> {
  await knex('regions')
    .insert(regions.map((r, i) => ({ code: r.code, name: r.name, position: i + 1 })))
    .onConflict('code')
    .merge(['name', 'position']);
}
