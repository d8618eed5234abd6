// The directory's state lives in the address (?q=&cause=&odd=&region=&country=&page= for a search,
// ?category= for a quick filter, by id, slug or name as the home page links it), so Back and shared
// links show the same list.
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Category } from '../../../domain/directory';
import { directoryFilterSchema, EMPTY_FILTER, isEmptyFilter, type DirectoryFilter } from '../../../domain/directory-filter';
import { foldForSearch } from '../../../domain/text';
import type { DirectoryQuery } from './api/charities';
import { newSeed } from './shuffle';

/** The filter panel's fields (one value per criterion; '' for none). */
export type FilterFields = { name: string; category: string; odd: string; region: string; country: string };

export const EMPTY_FIELDS: FilterFields = { name: '', category: '', odd: '', region: '', country: '' };

const one = (value: string) => (value === '' ? [] : [value]);

/** The fields as the domain's filter (values that do not parse are dropped). */
export function fieldsToFilter(fields: FilterFields): DirectoryFilter {
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
  const fields = useMemo(() => readFields(params), [params]);
  const filter = useMemo(() => fieldsToFilter(fields), [fields]);
  const quickText = params.get('category');
  const quick = quickText === null || !categories ? null : (findCategory(categories, quickText) ?? null);
  const pageNumber = Number(params.get('page') ?? '1');
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1;
  const waiting = quickText !== null && !categories;

  const query: DirectoryQuery | null = waiting
    ? null
    : { filter: quick ? EMPTY_FILTER : filter, quick: quick?.id ?? null, seed, page };

  const search = useCallback(
    (next: FilterFields) => {
      const values = fieldsToFilter(next);
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

  const filtered = quick !== null || !isEmptyFilter(filter);
  return { query, fields: quick ? EMPTY_FIELDS : fields, quick, filtered, search, quickFilter, reset, goToPage };
}
