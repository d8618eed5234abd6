// Renders routes with the app's providers (session store, query client without retries, toaster) on a
// memory router at an address: what a page test needs around the page.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createSessionStore } from '@/lib/store';
import { Toaster } from '@/ui/Toaster';

export function renderApp(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={createSessionStore()}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Toaster />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
  return router;
}
