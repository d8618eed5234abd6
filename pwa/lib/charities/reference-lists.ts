// The directory's reference lists (categories, goals, regions, countries, event types): fetched from
// the API (countries from the static /countries.json), parsed, and read from the kept copy offline.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, Country, EventType, Odd, Region } from '@domain/directory';
import { isUnreachable, onlineOrKept, type KeptRead } from './offline/online-or-kept';
import { directorySchemas, requestWithHeaders } from './request';

type Schemas = Awaited<ReturnType<typeof directorySchemas>>;

async function getList<T>(path: string, parse: (data: unknown, schemas: Schemas) => T): Promise<T> {
  const schemas = directorySchemas();
  const answer = await requestWithHeaders<unknown>(path);
  return parse(answer.data, await schemas);
}

export const fetchCategories = () => getList('/assoc_categories', (d, s) => s.listOf(s.categorySchema).parse(d));
export const fetchOdds = () => getList('/odds', (d, s) => s.listOf(s.oddSchema).parse(d));
export const fetchRegions = () => getList('/regions', (d, s) => s.listOf(s.regionSchema).parse(d));
export const fetchCountries = () => getList('/countries.json', (d, s) => s.listOf(s.countrySchema).parse(d));
/** Both groups of event types, flattened (individuals first). */
export const fetchEventTypes = () => getList('/event_types', (d, s) => s.listOf(s.listOf(s.eventTypeSchema)).parse(d).flat());

const HOUR = 60 * 60 * 1000;

function listQuery<T>(name: string, fetcher: () => Promise<T[]>, kept: KeptRead<T[]>) {
  return queryOptions({
    queryKey: ['directory', 'reference', name],
    queryFn: async () => (await onlineOrKept(fetcher, kept)).data,
    staleTime: HOUR,
    // Unreachable with nothing kept: said at once, not retried while offline (a paused retry spins).
    retry: (failures: number, err: Error) => !isUnreachable(err) && failures < 2,
  });
}

export const categoriesQuery = listQuery<Category>('categories', fetchCategories, (store) => store.readKeptCategories());
export const oddsQuery = listQuery<Odd>('odds', fetchOdds, (store) => store.readKeptOdds());
export const regionsQuery = listQuery<Region>('regions', fetchRegions, (store) => store.readKeptRegions());
export const countriesQuery = listQuery<Country>('countries', fetchCountries, (store) => store.readKeptCountries());
export const eventTypesQuery = listQuery<EventType>('event-types', fetchEventTypes, (store) => store.readKeptEventTypes());

export const useCategories = () => useQuery(categoriesQuery);
export const useOdds = () => useQuery(oddsQuery);
export const useRegions = () => useQuery(regionsQuery);
export const useCountries = () => useQuery(countriesQuery);
export const useEventTypes = () => useQuery(eventTypesQuery);
