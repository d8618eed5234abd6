import { afterAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Provider } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { createSessionStore } from '@/lib/store';
import { createAppRouter, createIdleAppRouter, routerReady } from './router';
import { routes } from './route-table';

// The public layout's 'Créer une cagnotte' link loads the pot outbox lazily, once idle: let a load still in
// flight finish before the test environment is torn down.
afterAll(async () => {
  await import('@/features/pot-wizard/offline/pot-outbox');
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={createSessionStore()}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
  return router;
}

describe('routes', () => {
  it('shows the home page with its promise and the eight causes', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vos moments forts deviennent des dons' })).toBeTruthy();
    // The causes and the footer, below the first screen, come a task after it (ui/Deferred.tsx).
    for (const cause of ['Femme', 'Humanitaire', 'Enfant', 'Environnement', 'Solidarité', 'Animaux', 'Santé', 'Éducation']) {
      expect(await screen.findByRole('link', { name: cause })).toBeTruthy();
    }
    expect(screen.getByRole('main')).toBeTruthy();
    expect((await screen.findByRole('contentinfo')).textContent).toContain(`© ${new Date().getFullYear()} Entraide`);
  });

  it.each(['/home', '/home/private', '/home/company', '/une/page/inconnue'])('sends %s to the home page', async (path) => {
    const router = renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vos moments forts deviennent des dons' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends /login to the sign-in page and keeps the query', async () => {
    const router = renderAt('/login?id=12&amount=20');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion et inscription' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/authentification-cagnotte-solidaire-don-association');
    expect(router.state.location.search).toBe('?id=12&amount=20');
  });

  it('keeps /association/espace for the charity area (sign-in first) and /association/{slug} for a charity’s page', async () => {
    const area = renderAt('/association/espace/dons');
    await vi.waitFor(() => expect(area.state.location.pathname).toBe('/authentification-cagnotte-solidaire-don-association'), {
      timeout: 10_000,
    });
    const page = renderAt('/association/les-jardins-partages');
    await vi.waitFor(() => expect(page.state.matches.at(-1)?.route.path).toBe('/association/:key'), { timeout: 10_000 });
  }, 30_000);

  it('opens the accented quality charter path', async () => {
    renderAt('/charte-qualit%C3%A9-cagnotte-solidaire');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notre charte qualité' })).toBeTruthy();
  });

  it('renders participation pages without the site header and footer', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined)); // the pot stays loading
    renderAt('/participate/42/tips?amount=20'); // the donation flow (payments feature)
    expect(await screen.findByText('Chargement de votre don…')).toBeTruthy();
    vi.unstubAllGlobals();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

describe('the start-up router (main.tsx)', () => {
  it('is createBrowserRouter in two steps: idle until initialize(), then the same matches, ready once the lazy modules loaded', async () => {
    window.history.replaceState(null, '', '/participate/12?transactionId=3');
    const idle = createIdleAppRouter();
    expect(idle.state.initialized).toBe(false);
    idle.initialize();
    await routerReady(idle);
    const reference = createAppRouter();
    await routerReady(reference);
    expect(idle.state.initialized).toBe(true);
    expect(idle.state.location).toMatchObject({ pathname: '/participate/12', search: '?transactionId=3' });
    expect(idle.state.matches.map((match) => match.route.id)).toEqual(reference.state.matches.map((match) => match.route.id));
    expect(idle.state.matches.at(-1)?.route.path).toBe('/participate/:id');
    const page = idle.state.matches.at(-1)?.route as Record<string, unknown> | undefined;
    expect(page?.element ?? page?.Component).toBeTruthy(); // the lazy page module is loaded
    idle.dispose();
    reference.dispose();
    window.history.replaceState(null, '', '/');
  });

  it('starts on a pot page without the public site’s routes, and adds them on the first navigation that needs them', async () => {
    const branches = (router: ReturnType<typeof createAppRouter>) => router.routes[0]?.children?.map((route) => route.id);
    window.history.replaceState(null, '', '/participate/12');
    const router = createAppRouter();
    await routerReady(router);
    expect(router.state.matches.at(-1)?.route.path).toBe('/participate/:id');
    expect(branches(router)).toEqual(['participation']);
    await router.navigate('/charte-qualit%C3%A9-cagnotte-solidaire');
    expect(router.state.location.pathname).toBe('/charte-qualit%C3%A9-cagnotte-solidaire');
    expect(router.state.matches.map((match) => match.route.id)).toContain('public');
    expect(router.state.matches.at(-1)?.route.path).not.toBe('*');
    expect(branches(router)).toEqual(['participation', 'public']);
    router.dispose();
    window.history.replaceState(null, '', '/');
  }, 30_000);

  it('opens a public page directly, its routes loaded before the first render (an unknown address: the public site’s catch-all)', async () => {
    window.history.replaceState(null, '', '/une/page/inconnue');
    const router = createAppRouter();
    await routerReady(router);
    expect(router.state.matches.map((match) => match.route.id)).toContain('public');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    router.dispose();
    window.history.replaceState(null, '', '/');
  }, 30_000);
});
