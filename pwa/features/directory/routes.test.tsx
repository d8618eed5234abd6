import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '@/app/route-table';
import { createSessionStore } from '@/lib/store';
import { fakeDirectoryApi } from './testing/fake-directory';
import { loadLazyDirectoryModules } from './testing/render';

// The public layout's 'Créer une cagnotte' link loads the pot outbox lazily, once idle: let a load still in
// flight finish before the test environment is torn down.
afterAll(async () => {
  await Promise.all([import('@/features/pot-wizard/offline/pot-outbox'), loadLazyDirectoryModules()]);
});

afterEach(() => vi.unstubAllGlobals());

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={createSessionStore()}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
  return router;
}

describe('the directory in the app router', () => {
  it.each(['/associations-partenaires-cagnotte-solidaire', '/assoc-partenaire'])('shows the directory at %s', async (path) => {
    fakeDirectoryApi();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos associations partenaires' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy(); // inside the public layout
  });

  it('redirects /partenaires/assocs to the directory', async () => {
    fakeDirectoryApi();
    const router = renderApp('/partenaires/assocs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/associations-partenaires-cagnotte-solidaire'));
  });
});
