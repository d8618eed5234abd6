import type { RefObject } from 'react';
import type { Category } from '@domain/directory';
import type { useDirectoryParams } from '@/lib/charities/use-directory-params';
import { FilterPanel } from './FilterPanel';
import { QuickFilters } from './QuickFilters';

type DirectoryFiltersProps = {
  categories: Category[] | undefined;
  /** The categories are still loading: the quick filters keep their place. */
  loading?: boolean;
  /** The search as the address holds it (useDirectoryParams). */
  state: ReturnType<typeof useDirectoryParams>;
  /** The results, scrolled to after a search. */
  resultsRef: RefObject<HTMLElement | null>;
};

/** The quick filters by cause, then the filter panel (the directory and the pot wizard's step 1). */
export function DirectoryFilters({ categories, loading, state, resultsRef }: DirectoryFiltersProps) {
  return (
    <>
      <QuickFilters
        categories={categories ?? []}
        loading={loading}
        active={state.quick?.id ?? null}
        onPick={state.quickFilter}
        onReset={state.reset}
      />
      <FilterPanel
        key={JSON.stringify(state.fields)}
        initial={state.fields}
        onSearch={(fields) => {
          void state.search(fields);
          resultsRef.current?.scrollIntoView?.({ block: 'start' });
        }}
      />
    </>
  );
}
