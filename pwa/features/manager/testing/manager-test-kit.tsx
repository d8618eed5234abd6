// Test kit of the manager screens: a fake API answering by method and path (every call recorded), and
// the manager routes rendered at an address with a session store, a query client and the toaster.
import { vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { managerRoutes } from '../routes';

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown; headers: Headers };
type Handler = (call: Call) => unknown;
export type FakeRoutes = Record<string, Handler>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const apiError = (status: number, detail: string, code = 'invalid', field: string | null = null) =>
  json({ errors: [{ code, detail, field }] }, status);

/** Routes keyed 'GET /manager/charities/8' (path after /api/v1). Unknown calls answer 404. */
export function fakeApi(routes: FakeRoutes): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace(/^\/api\/v1/, '');
      const method = init?.method ?? 'GET';
      const raw = init?.body;
      const call: Call = {
        method,
        path,
        query: url.searchParams,
        body: typeof raw === 'string' ? JSON.parse(raw) : raw,
        headers: new Headers(init?.headers),
      };
      calls.push(call);
      const handler = routes[`${method} ${path}`];
      if (!handler) return apiError(404, `no fake for ${method} ${path}`, 'not_found');
      const answer = handler(call);
      return answer instanceof Response ? answer : json(answer);
    }),
  );
  return calls;
}

// react-hot-toast asks for reduced motion, which jsdom does not answer.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  addEventListener() {},
  removeEventListener() {},
})) as unknown as typeof window.matchMedia;

export function renderManager(path: string) {
  return renderApp([{ path: '/manager', children: managerRoutes }], path);
}
