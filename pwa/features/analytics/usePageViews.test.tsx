import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Navigate, Outlet, RouterProvider } from 'react-router-dom';
import { PAGE_VIEW_SETTLE_MS, usePageViews } from './usePageViews';

function Tracker({ enabled }: { enabled: boolean }) {
  usePageViews(enabled);
  return <Outlet />;
}

function setup(enabled: boolean, path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Tracker enabled={enabled} />,
        children: [
          { path: '/', element: <p>Accueil</p> },
          { path: '/how-to', element: <Navigate to="/comment-fonctionne-une-cagnotte-solidaire" replace /> },
          { path: '*', element: <p>Page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const sentPaths = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)).path);

describe('usePageViews', () => {
  it('records the path, without the query, once per navigation; an alias counts as its target', async () => {
    const router = setup(true, '/how-to?token=secret');
    await act(async () => vi.advanceTimersByTime(PAGE_VIEW_SETTLE_MS + 10));
    expect(sentPaths()).toEqual(['/comment-fonctionne-une-cagnotte-solidaire']);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/analytics/page_views');

    await act(async () => {
      await router.navigate('/tarif-cagnotte-solidaire-mecenat-entreprise?utm=lettre');
    });
    await act(async () => vi.advanceTimersByTime(PAGE_VIEW_SETTLE_MS + 10));
    expect(sentPaths()).toEqual(['/comment-fonctionne-une-cagnotte-solidaire', '/tarif-cagnotte-solidaire-mecenat-entreprise']);
  });

  it('records nothing once the visitor refused', async () => {
    const router = setup(false, '/');
    await act(async () => {
      await router.navigate('/mecenat-rse');
    });
    await act(async () => vi.advanceTimersByTime(PAGE_VIEW_SETTLE_MS * 3));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
