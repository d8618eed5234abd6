// The directory's state lives in the address (?q=&cause=&odd=&region=&country=&page= for a search,
// ?category= for a quick filter, by id, slug or name as the home page links it), so Back and shared
// links show the same list. The filter's schema (zod) loads only when the address or the panel has a
// criterion: the whole directory, the page most visitors land on, paints without it.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Category } from '@domain/directory';
import { EMPTY_FILTER, isEmptyFilter, type DirectoryFilter } from '@domain/directory-filter';
import { foldForSearch } from '@domain/text';
import type { DirectoryQuery, useDirectoryResults } from './charities';
import { newSeed } from './shuffle';

/** The filter panel's fields (one value per criterion; '' for none). */
export type FilterFields = { name: string; category: string; odd: string; region: string; country: string };

export const EMPTY_FIELDS: FilterFields = { name: '', category: '', odd: '', region: '', country: '' };

const one = (value: string) => (value === '' ? [] : [value]);

type FilterSchemas = typeof import('@domain/directory-filter-schemas');
let loadedSchemas: FilterSchemas | null = null;
const loadSchemas = async (): Promise<FilterSchemas> => (loadedSchemas ??= await import('@domain/directory-filter-schemas'));

const hasNoField = (fields: FilterFields) => Object.values(fields).every((value) => value === '');

/** Offline before the schema was ever loaded (the service worker keeps it once installed): the list stays as it is. */
function schemaUnavailable(err: unknown): undefined {
  console.warn('The directory filter could not be loaded', err);
  return undefined;
}

/** The fields as the domain's filter (a filter with a value that does not parse is the empty filter). */
export function fieldsToFilter(fields: FilterFields, { directoryFilterSchema }: FilterSchemas): DirectoryFilter {
  const parsed = directoryFilterSchema.safeParse({
    name: fields.name,
    categories: one(fields.category),
    odds: one(fields.odd),
    regions: one(fields.region),
    countries: one(fields.country),
  });
  return parsed.success ? parsed.data : EMPTY_FILTER;
}

function readFields(params: URLSearchParams): FilterFields {
  return {
    name: params.get('q') ?? '',
    category: params.get('cause') ?? '',
    odd: params.get('odd') ?? '',
    region: params.get('region') ?? '',
    country: params.get('country') ?? '',
  };
}

/** A category named by id, slug or name (accents and case ignored). */
export function findCategory(categories: readonly Category[], text: string): Category | undefined {
  const wanted = foldForSearch(text);
  return categories.find((c) => String(c.id) === text || c.slug === text || foldForSearch(c.name) === wanted);
}

export function useDirectoryParams(categories: readonly Category[] | undefined) {
  const [params, setParams] = useSearchParams();
  const [seed, setSeed] = useState(newSeed);
  const [schemas, setSchemas] = useState(loadedSchemas);
  const fields = useMemo(() => readFields(params), [params]);
  const needsSchemas = !hasNoField(fields) && schemas === null;
  useEffect(() => {
    if (needsSchemas) loadSchemas().then(setSchemas, schemaUnavailable);
  }, [needsSchemas]);
  // null while the schema a criterion needs is loading
  const filter = useMemo(() => (hasNoField(fields) ? EMPTY_FILTER : schemas && fieldsToFilter(fields, schemas)), [fields, schemas]);
  const quickText = params.get('category');
  const quick = quickText === null || !categories ? null : (findCategory(categories, quickText) ?? null);
  const pageNumber = Number(params.get('page') ?? '1');
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1;
  const waiting = (quickText !== null && !categories) || filter === null;

  const query: DirectoryQuery | null = waiting
    ? null
    : // The seed only orders a quick filter: without one the query is the same on the server (api/http/first-screens.ts).
      { filter: quick ? EMPTY_FILTER : (filter ?? EMPTY_FILTER), quick: quick?.id ?? null, seed: quick ? seed : 0, page };

  const search = useCallback(
    async (next: FilterFields) => {
      const rules = hasNoField(next) ? null : await loadSchemas().catch(schemaUnavailable);
      if (rules === undefined) return;
      const values = rules ? fieldsToFilter(next, rules) : EMPTY_FILTER;
      if (isEmptyFilter(values)) return setParams({});
      const entries = { q: next.name.trim(), cause: next.category, odd: next.odd, region: next.region, country: next.country };
      setParams(Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== '')));
    },
    [setParams],
  );
  const quickFilter = useCallback(
    (category: Category) => {
      setSeed(newSeed());
      setParams({ category: String(category.id) });
    },
    [setParams],
  );
  const reset = useCallback(() => setParams({}), [setParams]);
  const goToPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const copy = new URLSearchParams(current);
        if (next <= 1) copy.delete('page');
        else copy.set('page', String(next));
        return copy;
      }),
    [setParams],
  );

  const filtered = quick !== null || (filter !== null && !isEmptyFilter(filter));
  return { query, fields: quick ? EMPTY_FIELDS : fields, quick, filtered, search, quickFilter, reset, goToPage };
}

/** DirectoryResults' list, loading state, page and filter, from the address and its answer (the directory, the wizard's step 1). */
export function directoryResultsProps(
  state: ReturnType<typeof useDirectoryParams>,
  results: Pick<ReturnType<typeof useDirectoryResults>, 'data' | 'isPending' | 'isPlaceholderData'>,
) {
  return {
    items: results.data?.data.items,
    total: results.data?.data.total,
    page: state.query?.page ?? 1,
    loading: state.query === null || results.isPending || results.isPlaceholderData,
    filtered: state.filtered,
    onPage: state.goToPage,
    onShowAll: state.reset,
  };
}
