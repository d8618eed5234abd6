// The countries list (the static /countries.json, France first), loaded once per session.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SelectOption } from '@/ui/SelectField';

export type Country = { alpha2Code: string; name: string };

/** France alone, shown while the list loads (it is the default and the first entry). */
const FRANCE: Country[] = [{ alpha2Code: 'FR', name: 'France' }];

export const countriesQuery = queryOptions({
  queryKey: ['countries'],
  queryFn: async (): Promise<Country[]> => {
    const response = await fetch('/countries.json');
    if (!response.ok) throw new Error(`countries.json: ${response.status}`);
    return (await response.json()) as Country[];
  },
  staleTime: Infinity,
});

/** The country options of a select, France first. */
export function useCountryOptions(): SelectOption[] {
  const { data } = useQuery(countriesQuery);
  return (data ?? FRANCE).map((country) => ({ value: country.alpha2Code, label: country.name }));
}
