import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { eventRoutes } from './routes';
import { eventTypes, fakeDirectoryApi, setOnline } from '@/features/directory/testing/fake-directory';
import { clearKeptDirectory, renderRoutes } from '@/features/directory/testing/render';

const PARTICULAR = '/evenement-particulier-creation-cagnotte-solidaire-don-association';
const COMPANY = '/evenements-entreprises-creation-cagnotte-solidaire-don-association';

/** The fake API answers GET /event_types?cat= with one group. */
function fakeEvents() {
  const fetch = fakeDirectoryApi();
  fetch.mockImplementation(async (input: RequestInfo | URL) => {
    const cat = new URL(String(input), 'http://localhost').searchParams.get('cat');
    return new Response(JSON.stringify(eventTypes.filter((e) => e.category === cat)), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return fetch;
}

beforeEach(async () => {
  setOnline(true);
  await clearKeptDirectory();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('event choice pages', () => {
  it.each([
    ['/select/particular', PARTICULAR],
    ['/select/private', PARTICULAR],
    ['/select/company', COMPANY],
    ['/select/autre', '/'],
  ])('%s redirects to %s', async (from, to) => {
    fakeEvents();
    const { router } = renderRoutes(eventRoutes, from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it('lists the individuals’ events as cards leading to the pot wizard', async () => {
    const fetch = fakeEvents();
    renderRoutes(eventRoutes, PARTICULAR);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Choisissez votre événement personnel lié à votre cagnotte solidaire' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    const link = await screen.findByRole('link', { name: /Anniversaire/ });
    expect(link.getAttribute('href')).toBe('/create/particular/assocs?evt=1');
    expect(link.textContent).toContain('Fêtez.');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/v1/event_types?cat=particulier');
  });

  it('lists the companies’ events, and shows them offline from the kept copy', async () => {
    fakeEvents();
    renderRoutes(eventRoutes, COMPANY);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: "Choisissez votre événement d'entreprise lié à votre cagnotte solidaire" },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect((await screen.findByRole('link', { name: /Team building/ })).getAttribute('href')).toBe('/create/company/assocs?evt=10');
    document.body.innerHTML = '';
    setOnline(false);
    const fetch = fakeEvents();
    renderRoutes(eventRoutes, COMPANY);
    expect(await screen.findByRole('link', { name: /Team building/ })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says so when the events cannot be loaded', async () => {
    setOnline(false);
    renderRoutes(eventRoutes, PARTICULAR);
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toMatch(/ne peuvent pas être chargés/);
  });
});
