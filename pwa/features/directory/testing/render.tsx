// Renders routes of the directory and events features with the app's providers, on a memory router.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { db } from '@/lib/offline-db';
import { createSessionStore } from '@/lib/store';
import { resetDirectorySync } from '@/lib/charities/offline/use-directory-sync';

export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(
    [...routes, { path: '/create/*', element: <h1>Assistant de cagnotte</h1> }, { path: '/', element: <h1>Accueil</h1> }],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Provider store={createSessionStore()}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
  return { router, client };
}

/** Empties the kept directory and forgets the last sync. */
export async function clearKeptDirectory(): Promise<void> {
  resetDirectorySync();
  await Promise.all(
    [
      db.directoryAssocs,
      db.directoryCategories,
      db.directoryOdds,
      db.directoryRegions,
      db.directoryCountries,
      db.eventTypes,
      db.directoryMeta,
    ].map((table) => table.clear()),
  );
}

/**
 * Loads the modules the directory's pages import when they need them (the kept copy, its sync, the
 * modals, the offline badge), so that none is still loading when a test file ends: vitest fails a run on
 * an import in flight at teardown. Called in the files' `afterAll`.
 */
export async function loadLazyDirectoryModules(): Promise<void> {
  await Promise.all([
    import('@/lib/charities/offline/kept-directory'),
    import('@domain/directory'),
    import('@domain/directory-filter-schemas'),
    import('@/lib/charities/offline/sync-directory'),
    import('../components/CharityDetailModal'),
    import('../components/GoalsModal'),
    import('../components/OfflineBadge'),
  ]);
}
