// Loading, error (with 'Réessayer') or the data of one read.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { firstErrorMessage } from '@/lib/api-errors';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';

export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <div className="mgr-notice mgr-notice--error" role="alert">
        <p>{firstErrorMessage(query.error)}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  return (
    <p className="mgr-loading" role="status">
      <Spinner size="sm" /> Chargement…
    </p>
  );
}
