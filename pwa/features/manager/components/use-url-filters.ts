// A list's filters and page kept in the address (?q=...&offset=50), so that back, reload and a shared
// link show the same results. `apply` takes a search form's values and goes back to the first page.
import { useSearchParams } from 'react-router-dom';

export function useUrlFilters<K extends string>(names: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(names.map((n) => [n, params.get(n) ?? ''])) as Record<K, string>;
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const write = (next: Partial<Record<K, string>>, nextOffset: number) => {
    const search = new URLSearchParams();
    for (const n of names) if (next[n]) search.set(n, String(next[n]).trim());
    if (nextOffset > 0) search.set('offset', String(nextOffset));
    setParams(search);
  };
  return {
    values,
    offset,
    /** From a submitted search form: every named field, first page. */
    apply: (form: HTMLFormElement) => {
      const data = new FormData(form);
      write(Object.fromEntries(names.map((n) => [n, String(data.get(n) ?? '')])) as Record<K, string>, 0);
    },
    setOffset: (next: number) => write(values, next),
  };
}
