// Test kit of the charity area: the app's routes (public layout's children only) rendered at an address
// with a signed-in charity representative, or nobody; the fake API of the manager's kit answers.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createSessionStore, currentUserAtom, sessionStatusAtom, tokenAtom } from '@/lib/store';
import type { SessionUser } from '@domain/session-user';
import { Toaster } from '@/ui/Toaster';
import { charityRoutes } from '../routes';

export { apiError, fakeApi, json } from '@/features/manager/testing/manager-test-kit';

export const representative = {
  id: 41,
  email: 'tresorerie@jardins-partages.fr',
  firstname: 'Inès',
  name: 'Moreau',
  role: { id: 4, name: 'charity' },
} as unknown as SessionUser;

const probe: RouteObject[] = [
  { path: '/login', element: <p>Page de connexion</p> },
  { path: '/manager', element: <p>Espace gestionnaire</p> },
];

export function renderCharity(path: string, user: SessionUser | null = representative) {
  const store = createSessionStore();
  if (user) {
    store.set(tokenAtom, 'token-test');
    store.set(currentUserAtom, user);
    store.set(sessionStatusAtom, 'ready');
  }
  const router = createMemoryRouter([...charityRoutes, ...probe], { initialEntries: [path] });
  render(
    <Provider store={store}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Toaster />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
  return { router, store };
}
