import type { ReactNode } from 'react';
import { firstErrorMessage } from '@/lib/api-errors';
import { Spinner } from '@/ui/Spinner';

type ProviderCheckProps<T> = {
  /** The request that reads the state again from Mangopay (sent once the page is shown). */
  refresh: { isPending: boolean; isIdle: boolean; isError: boolean; error: unknown };
  /** What the answer brought; none is shown as the error. */
  data: T | null | undefined;
  children: (data: T) => ReactNode;
};

/** Back from a Mangopay page: the wait while the state is read again there, its error, then the page's own result. */
export function ProviderCheck<T>({ refresh, data, children }: ProviderCheckProps<T>) {
  return (
    <div aria-live="polite">
      {refresh.isPending || refresh.isIdle ? (
        <p className="charity-loading" role="status">
          <Spinner size="sm" /> Vérification auprès de Mangopay…
        </p>
      ) : refresh.isError || data == null ? (
        <div className="charity-notice charity-notice--bad" role="alert">
          <p>{firstErrorMessage(refresh.error)}</p>
        </div>
      ) : (
        children(data)
      )}
    </div>
  );
}
