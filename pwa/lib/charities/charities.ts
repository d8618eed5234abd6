// The directory's results: online, one page from the API (GET /assocs?page= for the full list,
// POST /assocs/filter?page= for a search, GET /assoc_categories/{id}/assocs for a quick filter, which
// is shuffled here); offline, the same pages cut from the kept copy by the domain's filter.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Association } from '@domain/directory';
import { EMPTY_FILTER, filterCharities, isEmptyFilter, paginate, type DirectoryFilter } from '@domain/directory-filter';
import { CHARITY_PAGE_SIZE } from '@domain/constants';
import { onlineOrKept, type KeptStore, type Sourced } from './offline/online-or-kept';
import { seededShuffle } from './shuffle';
import { directorySchemas, requestWithHeaders, totalOf } from './request';

/** What the directory shows: a search (filter) or a quick filter (one category, shuffled). */
export type DirectoryQuery = {
  filter: DirectoryFilter;
  /** Category id of the quick filter, or null. */
  quick: number | null;
  /** Seed of the quick filter's shuffle. */
  seed: number;
  page: number;
};

export type ResultsPage = { items: Association[]; total: number };

async function fetchPage(query: DirectoryQuery, signal?: AbortSignal): Promise<ResultsPage> {
  const schemas = directorySchemas(); // loads while the request is on its way
  const parseList = async (data: unknown) => {
    const { listOf, associationSchema } = await schemas;
    return listOf(associationSchema).parse(data);
  };
  const paging = `page=${query.page}&per_page=${CHARITY_PAGE_SIZE}`;
  if (query.quick !== null) {
    const answer = await requestWithHeaders<unknown>(`/assoc_categories/${query.quick}/assocs`, { signal });
    const all = seededShuffle(await parseList(answer.data), query.seed);
    return { items: paginate(all, query.page), total: all.length };
  }
  const answer = isEmptyFilter(query.filter)
    ? await requestWithHeaders<unknown>(`/assocs?${paging}`, { signal })
    : await requestWithHeaders<unknown>(`/assocs/filter?${paging}`, { method: 'POST', body: { filter: query.filter }, signal });
  const items = await parseList(answer.data);
  return { items, total: totalOf(answer, items.length) };
}

async function keptPage(store: KeptStore, query: DirectoryQuery): Promise<ResultsPage | null> {
  const kept = await store.readKeptCharities();
  if (kept === null) return null;
  const list =
    query.quick !== null
      ? seededShuffle(
          kept.filter((c) => c.category.id === query.quick),
          query.seed,
        )
      : filterCharities(kept, query.filter);
  return { items: paginate(list, query.page), total: list.length };
}

/** Retry the server every 20 s while the results come from the kept copy. */
const PROBE_INTERVAL_MS = 20_000;

export function directoryResultsQuery(query: DirectoryQuery) {
  return queryOptions({
    queryKey: ['directory', 'results', query],
    queryFn: ({ signal }): Promise<Sourced<ResultsPage>> =>
      onlineOrKept(
        () => fetchPage(query, signal),
        (store) => keptPage(store, query),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.offline ? PROBE_INTERVAL_MS : false),
    retry: false,
  });
}

const IDLE: DirectoryQuery = { filter: EMPTY_FILTER, quick: null, seed: 0, page: 1 };

/** The results of a query; null waits (the quick filter's category is not known yet). */
export function useDirectoryResults(query: DirectoryQuery | null) {
  return useQuery({ ...directoryResultsQuery(query ?? IDLE), enabled: query !== null });
}
