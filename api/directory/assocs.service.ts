/** The charity directory: lists (whole or one page), the filter, and one charity by id or url slug. */
import type { Knex } from 'knex';
import { DIRECTORY_MESSAGES, EMPTY_FILTER, isEmptyFilter, type DirectoryFilter } from '../../domain/directory-filter';
import type { Association } from '../../domain/directory';
import { notFound } from '../http/errors';
import { presentCharity } from './assocs.presenter';
import { countCharities, findCharities, findCharityById, findCharityByUrl, findCharityPage } from './assocs.queries';

/** Page from 1 and its size; no page means the whole list. */
export interface Paging {
  page?: number;
  per_page: number;
}

/** Charities and the number of all that passed the filter (for X-Total-Count). */
export interface CharityList {
  items: Association[];
  total: number;
}

/**
 * The active charities passing the filter, in the directory's order. Without a page, every charity.
 * With one, only that page is read in full: for a filter, matched, counted and cut in one query; for
 * the whole directory, counted apart while the page walks the order index and stops at its rows
 * (measured faster at 10,000 charities, docs/performance.md).
 */
export async function listCharities(knex: Knex, filter: DirectoryFilter, paging: Paging): Promise<CharityList> {
  if (paging.page === undefined) {
    const rows = await findCharities(knex, filter);
    return { items: rows.map(presentCharity), total: rows.length };
  }
  const slice = { limit: paging.per_page, offset: (paging.page - 1) * paging.per_page };
  if (!isEmptyFilter(filter)) {
    const { rows, total } = await findCharityPage(knex, filter, slice);
    return { items: rows.map(presentCharity), total };
  }
  const total = await countCharities(knex, filter);
  const rows = slice.offset < total ? await findCharities(knex, filter, slice) : [];
  return { items: rows.map(presentCharity), total };
}

/** The whole directory (or one page of it). */
export function listAllCharities(knex: Knex, paging: Paging): Promise<CharityList> {
  return listCharities(knex, EMPTY_FILTER, paging);
}

/** One active charity by id; 404 when unknown or inactive. */
export async function getCharity(knex: Knex, id: number): Promise<Association> {
  const row = await findCharityById(knex, id);
  if (!row) throw notFound(DIRECTORY_MESSAGES.charityNotFound);
  return presentCharity(row);
}

/** One active charity by its url slug; 404 when unknown or inactive. */
export async function getCharityByUrl(knex: Knex, url: string): Promise<Association> {
  const row = await findCharityByUrl(knex, url);
  if (!row) throw notFound(DIRECTORY_MESSAGES.charityNotFound);
  return presentCharity(row);
}
