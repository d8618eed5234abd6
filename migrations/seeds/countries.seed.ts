/** Seeds the countries (the same list as public/countries.json), upserted by alpha-2 code. */
import type { Knex } from 'knex';
import { countries } from './data/countries';

export async function seedCountries(knex: Knex): Promise<void> {
  await knex('countries')
    .insert(countries.map((c, i) => ({ alpha2: c.alpha2Code, name: c.name, position: i + 1 })))
    .onConflict('alpha2')
    .merge(['name', 'position']);
}
