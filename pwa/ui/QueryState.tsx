// Loading, error (with 'Réessayer') or the data of one read; each area gives its own notice and loading
// styles (pwa/features/charity/components/QueryState.ts, pwa/features/manager/components/QueryState.ts).
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { firstErrorMessage } from '@/lib/api-errors';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';

interface QueryStateClasses {
  /** The error notice's classes. */
  error: string;
  /** The loading line's classes. */
  loading: string;
}

/** A `QueryState` component drawn with an area's classes. */
export function queryStateWith(classes: QueryStateClasses) {
  return function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
    if (query.data !== undefined) return <>{children(query.data)}</>;
    if (query.isError) {
      return (
        <div className={classes.error} role="alert">
          <p>{firstErrorMessage(query.error)}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Réessayer
          </Button>
        </div>
      );
    }
    return (
      <p className={classes.loading} role="status">
        <Spinner size="sm" /> Chargement…
      </p>
    );
  };
}
