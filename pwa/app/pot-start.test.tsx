import { act, Suspense } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Link as RouterLink, MemoryRouter } from 'react-router-dom';
import { Link, useParams, useSearchParams } from '@/lib/navigation';
import { openCookieSettings } from '@/features/consent/useConsent';
import { lazyPart } from '@/ui/lazy-part';
import { App } from './App';
import { potPageStart } from './pot-start';

// The public layout's 'Créer une cagnotte' link loads the pot outbox lazily, once idle: let a load still in
// flight finish before the test environment is torn down (as router.test.tsx does).
afterAll(async () => {
  await import('@/features/pot-wizard/offline/pot-outbox');
});

function Page() {
  const { id } = useParams();
  const search = useSearchParams();
  return (
    <>
      <p>
        Cagnotte {id} par {search.get('from')}
      </p>
      <Link to="/" className="home-link">
        Accueil
      </Link>
    </>
  );
}

describe('the pot page’s start without React Router', () => {
  it('renders the page in its layouts, its links as React Router writes them, and hands over to React Router on the first tap', async () => {
    window.history.replaceState(null, '', '/participate/12?from=qr');
    render(<App>{potPageStart(Page)}</App>);

    expect(screen.getByText('Cagnotte 12 par qr')).toBeTruthy();
    expect(screen.getByRole('main').className).toContain('layout--participation');
    const link = screen.getByRole('link', { name: 'Accueil' });
    // Hydration takes the server's markup over only if the two match (data-discover included).
    const written = renderToStaticMarkup(
      <MemoryRouter>
        <RouterLink to="/" className="home-link">
          Accueil
        </RouterLink>
      </MemoryRouter>,
    );
    expect(link.outerHTML).toBe(written);

    fireEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vos moments forts deviennent des dons' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    expect(screen.queryByText('Cagnotte 12 par qr')).toBeNull();
  });

  it('keeps the server’s markup of a lazy part while its module loads, when a layout renders again meanwhile', async () => {
    // The Firefox QR code journey (docs/performance.md): the layouts rendered again right after hydration (the
    // cookie banner closing), their outlets gave new context values, and React dropped the side column's markup.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    window.history.replaceState(null, '', '/participate/12');
    const Side = () => <p className="side">La colonne</p>;
    let arrive: (component: typeof Side) => void = () => undefined;
    const Part = lazyPart(() => new Promise<typeof Side>((resolve) => (arrive = resolve)));
    // The server waits for lazy parts: its markup is the part's, inside its Suspense boundary.
    const ServerPage = () => (
      <Suspense fallback={null}>
        <Side />
      </Suspense>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(potPageStart(ServerPage));
    document.body.append(container);
    const root = await act(async () =>
      hydrateRoot(
        container,
        potPageStart(() => <Part />),
      ),
    );
    expect(container.querySelector('.side')).not.toBeNull();

    await act(async () => openCookieSettings()); // the root layout renders again, its outlets with it
    expect(container.querySelector('.side')).not.toBeNull();
    await act(async () => arrive(Side));
    expect(container.querySelector('.side')?.textContent).toBe('La colonne');
    act(() => root.unmount());
    container.remove();
  });
});
