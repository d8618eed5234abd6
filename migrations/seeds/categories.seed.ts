/** Seeds the cause categories, upserted by slug. */
import type { Knex } from 'knex';
import { categories } from './data/categories';

export async function seedCategories(knex: Knex): Promise<void> {
  await knex('assoc_categories')
    .insert(categories.map((c, i) => ({ slug: c.slug, name: c.name, position: i + 1 })))
    .onConflict('slug')
    .merge(['name', 'position']);
}
