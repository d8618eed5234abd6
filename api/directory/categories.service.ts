/** The cause categories, and the charities of one of them. */
import type { Knex } from 'knex';
import { DIRECTORY_MESSAGES, EMPTY_FILTER } from '../../domain/directory-filter';
import type { Category } from '../../domain/directory';
import { notFound } from '../http/errors';
import { listCharities, type CharityList, type Paging } from './assocs.service';
import { presentCategory } from './categories.presenter';
import { findCategories, findCategoryById } from './categories.queries';

/** Every category, in display order. */
export async function listCategories(knex: Knex): Promise<Category[]> {
  return (await findCategories(knex)).map(presentCategory);
}

/** One category; 404 when unknown. */
export async function getCategory(knex: Knex, id: number): Promise<Category> {
  const row = await findCategoryById(knex, id);
  if (!row) throw notFound(DIRECTORY_MESSAGES.categoryNotFound);
  return presentCategory(row);
}

/** The active charities of one category (all, or one page), in the directory's order; 404 when unknown. */
export async function listCategoryCharities(knex: Knex, id: number, paging: Paging): Promise<CharityList> {
  await getCategory(knex, id);
  return listCharities(knex, { ...EMPTY_FILTER, categories: [id] }, paging);
}
