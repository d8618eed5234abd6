import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/**
 * React Query defaults for the PWA.
 * - Queries use networkMode 'offlineFirst': the request is always tried once, so the service worker's
 *   caches (directory, pots) can answer while offline; retries wait for the connection.
 * - A refused request (4xx other than 429) is not retried: asking again gives the same answer.
 * - Mutations run even when offline ('always') so features get an OfflineError at once and decide
 *   (a toast, or the pot outbox) instead of a mutation silently paused in memory.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status < 500 && error.status !== 429) return false;
          return failureCount < 2;
        },
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}
