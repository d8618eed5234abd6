/** Seeds the 17 sustainable development goals, upserted by number. */
import type { Knex } from 'knex';
import { odds } from './data/odds';

export async function seedOdds(knex: Knex): Promise<void> {
  await knex('odds')
    .insert(odds.map((o) => ({ odd_number: o.oddNumber, name: o.name })))
    .onConflict('odd_number')
    .merge(['name']);
}
