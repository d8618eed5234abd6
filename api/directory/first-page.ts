import { CHARITY_PAGE_SIZE } from '../../domain/constants';
import { EMPTY_FILTER } from '../../domain/directory-filter';
import type { AppDeps } from '../app-deps';
import type { QueryData } from '../http/first-screens';
import { listAllCharities } from './assocs.service';
import { listCategories } from './categories.service';

/**
 * The directory's first page and categories under the PWA's query keys (pwa/lib/charities/), for the
 * first screen the server writes (api/http/first-screens.ts).
 */
export async function directoryFirstPage(deps: Pick<AppDeps, 'db'>, updatedAt: number): Promise<QueryData[]> {
  const [list, categories] = await Promise.all([
    listAllCharities(deps.db.knex, { page: 1, per_page: CHARITY_PAGE_SIZE }),
    listCategories(deps.db.knex),
  ]);
  const firstPage = { filter: EMPTY_FILTER, quick: null, seed: 0, page: 1 };
  return [
    { key: ['directory', 'results', firstPage], data: { data: { items: list.items, total: list.total }, offline: false }, updatedAt },
    { key: ['directory', 'reference', 'categories'], data: categories, updatedAt },
  ];
}
