/** SQL of the cause categories. */
import type { Knex } from 'knex';
import type { AssocCategoriesRow } from '../db/tables.generated';

export type CategoryRow = Pick<AssocCategoriesRow, 'id' | 'name' | 'slug' | 'enabled'>;

const COLUMNS = ['id', 'name', 'slug', 'enabled'];

/** Every category in display order. */
export function findCategories(knex: Knex): Promise<CategoryRow[]> {
  return knex('assoc_categories')
    .select(COLUMNS)
    .orderBy([{ column: 'position' }, { column: 'id' }]);
}

/** One category by id. */
export function findCategoryById(knex: Knex, id: number): Promise<CategoryRow | undefined> {
  return knex('assoc_categories').select(COLUMNS).where({ id }).first();
}
