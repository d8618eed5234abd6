// Test kit of the bank-side payment components: a fake API on `fetch` (routes answered in order,
// every request recorded with its headers and JSON body) and a renderer with the app's providers, a
// signed-in donor, the toasts and a few landing pages to see where the browser went.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { createSessionStore, currentUserAtom, sessionStatusAtom, tokenAtom, type SessionUser } from '@/lib/store';
import { Toaster } from '@/ui/Toaster';

export type Recorded = { method: string; path: string; headers: Record<string, string>; body: unknown };
type Reply = { status?: number; body?: unknown };
type Route = { method: string; path: RegExp; reply: Reply | ((request: Recorded) => Reply) };

/** A fake API: `on(method, path, reply)`; unknown routes answer 404. */
export function fakeApi() {
  const routes: Route[] = [];
  const requests: Recorded[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>));
    const request: Recorded = {
      method: init?.method ?? 'GET',
      path: `${url.pathname.replace(/^\/api\/v1/, '')}${url.search}`,
      headers,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const route = routes.find((r) => r.method === request.method && r.path.test(request.path));
    const reply = route
      ? typeof route.reply === 'function'
        ? route.reply(request)
        : route.reply
      : { status: 404, body: { errors: [{ code: 'not_found', detail: 'Introuvable' }] } };
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    on(method: string, path: RegExp, reply: Route['reply']) {
      routes.push({ method, path, reply });
      return this;
    },
    /** The requests to a path, in order. */
    to(path: RegExp, method = 'POST') {
      return requests.filter((r) => r.method === method && path.test(r.path));
    },
  };
}

export const donor: SessionUser = {
  id: 3,
  email: 'lea.martin@exemple.fr',
  firstname: 'Léa',
  name: 'Martin',
  role: { id: 1, name: 'private' },
  mangopay_user: true,
  user_adress: { address_line_1: '8 rue des Lilas', post_code: '69003', city: 'Lyon', country_iso: 'FR' },
};

function Landing({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return (
    <h1>
      {name} {pathname}
      {search}
    </h1>
  );
}

// jsdom has no matchMedia; the toasts ask it about reduced motion.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
}

/** Renders `element` at `path` (a route pattern) opened at `url`, signed in as `user` (null: signed out). */
export function renderAt(element: ReactNode, path: string, url: string, user: SessionUser | null = donor, extra: RouteObject[] = []) {
  const store = createSessionStore();
  if (user) {
    store.set(tokenAtom, 'jeton-de-test');
    store.set(currentUserAtom, user);
    store.set(sessionStatusAtom, 'ready');
  }
  const router = createMemoryRouter(
    [
      { path, element },
      ...extra,
      { path: '/participate/:id', element: <Landing name="Cagnotte" /> },
      { path: '/participate/:id/confirmation', element: <Landing name="Confirmation" /> },
      { path: '/participate/:id/payment', element: <Landing name="Paiement" /> },
      { path: '/participate/:type/:id/kyc', element: <Landing name="Documents" /> },
      { path: '/create/:type/payment', element: <Landing name="Paiement création" /> },
      { path: '/', element: <Landing name="Accueil" /> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </Provider>,
  );
  return { router };
}
