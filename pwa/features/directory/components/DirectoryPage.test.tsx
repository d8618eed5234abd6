import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '@/lib/offline-db';
import { directoryRoutes } from '../routes';
import { syncDirectory } from '@/lib/charities/offline/sync-directory';
import { charities, fakeDirectoryApi, setOnline } from '../testing/fake-directory';
import { clearKeptDirectory, loadLazyDirectoryModules, renderRoutes } from '../testing/render';

afterAll(loadLazyDirectoryModules);

const PATH = '/associations-partenaires-cagnotte-solidaire';
const cardTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const count = () => screen.getByRole('heading', { level: 2, name: /à découvrir/ });

beforeEach(async () => {
  setOnline(true);
  await clearKeptDirectory();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setOnline(true);
});

/** Opens the filter panel (closed on a phone: its form is rendered only once open). */
async function openFilters() {
  const panel = document.querySelector<HTMLDetailsElement>('details.filter-panel');
  if (panel && !panel.open) {
    panel.open = true;
    fireEvent(panel, new Event('toggle'));
  }
  await screen.findByRole('search', { name: 'Filtrer les associations' });
}

async function submitFilters(fields: Record<string, string>) {
  await openFilters();
  for (const [label, value] of Object.entries(fields)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
}

describe('the directory page, online', () => {
  it('lists page 1 (12 cards), the count, and pagination above and below', async () => {
    const fetch = fakeDirectoryApi();
    renderRoutes(directoryRoutes, PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos associations partenaires' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(count().textContent).toBe('14 associations à découvrir'));
    // Four cards with the list, the eight others a task later (DirectoryResults).
    await waitFor(() => expect(cardTitles()).toHaveLength(12));
    expect(screen.getAllByRole('navigation', { name: /Pages de résultats/ })).toHaveLength(2);
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/v1/assocs?page=1&per_page=12')).toBe(true);
    fireEvent.click(screen.getAllByRole('button', { name: 'Page 2' })[0] as HTMLElement);
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
  });

  it('asks for the filter lists only once the closed panel (a phone) is opened', async () => {
    const fetch = fakeDirectoryApi();
    renderRoutes(directoryRoutes, PATH);
    await waitFor(() => expect(count().textContent).toBe('14 associations à découvrir'));
    const asked = () => fetch.mock.calls.map(([url]) => String(url));
    expect(screen.queryByRole('search', { name: 'Filtrer les associations' })).toBeNull();
    expect(asked().filter((url) => /\/(odds|regions|countries\.json)$/.test(url))).toEqual([]);
    await openFilters();
    await waitFor(() => expect(asked()).toEqual(expect.arrayContaining(['/api/v1/odds', '/api/v1/regions', '/countries.json'])));
    await waitFor(() => expect(screen.getByLabelText('Région').querySelectorAll('option').length).toBeGreaterThan(1));
  });

  it('sends the filter panel as POST /assocs/filter, shows the results, then "Voir tout" resets', async () => {
    const fetch = fakeDirectoryApi();
    renderRoutes(directoryRoutes, PATH);
    await waitFor(() => expect(count().textContent).toBe('14 associations à découvrir'));
    await submitFilters({ "Nom de l'association": 'eleve', Région: '10' });
    await waitFor(() => expect(count().textContent).toBe('1 association à découvrir'));
    expect(cardTitles()).toEqual(['Élevé']);
    const post = fetch.mock.calls.find(([url]) => String(url).startsWith('/api/v1/assocs/filter'));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      filter: { name: 'eleve', categories: [], odds: [], countries: [], regions: [10] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Voir tout' }));
    await waitFor(() => expect(count().textContent).toBe('14 associations à découvrir'));
    expect(screen.queryByRole('button', { name: 'Voir tout' })).toBeNull();
  });

  it('shows the list a shared address names (?q=&region=), with the panel filled in', async () => {
    const fetch = fakeDirectoryApi();
    renderRoutes(directoryRoutes, `${PATH}?q=eleve&region=10`);
    await waitFor(() => expect(count().textContent).toBe('1 association à découvrir'));
    expect(cardTitles()).toEqual(['Élevé']);
    expect(screen.getByLabelText<HTMLInputElement>("Nom de l'association").value).toBe('eleve');
    const posts = fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/v1/assocs/filter'));
    expect(posts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { filter: { name: 'eleve', categories: [], odds: [], countries: [], regions: [10] } },
    ]);
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/v1/assocs?'))).toBe(false); // never the whole list first
  });

  it('lists everything for an address whose criterion is not valid', async () => {
    fakeDirectoryApi();
    renderRoutes(directoryRoutes, `${PATH}?odd=99`);
    await waitFor(() => expect(count().textContent).toBe('14 associations à découvrir'));
  });

  it('says so when nothing matches', async () => {
    fakeDirectoryApi();
    renderRoutes(directoryRoutes, PATH);
    await waitFor(() => expect(count().textContent).toBe('14 associations à découvrir'));
    await submitFilters({ "Nom de l'association": 'introuvable' });
    expect(await screen.findByText('Aucune association partenaire trouvée')).toBeTruthy();
  });

  it('narrows to a category with the quick filters (enabled ones only), and resets', async () => {
    fakeDirectoryApi();
    renderRoutes(directoryRoutes, PATH);
    const quick = await screen.findByRole('region', { name: 'Filtres rapides par cause' });
    expect(within(quick).queryByRole('button', { name: 'Cachée' })).toBeNull();
    fireEvent.click(within(quick).getByRole('button', { name: 'Éducation' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Les Écoles du Fleuve']));
    expect(within(quick).getByRole('button', { name: 'Éducation' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    await waitFor(() => expect(count().textContent).toBe('14 associations à découvrir'));
  });

  it('takes the category of the home page link by name', async () => {
    fakeDirectoryApi();
    renderRoutes(directoryRoutes, `${PATH}?category=%C3%89ducation`);
    await waitFor(() => expect(cardTitles()).toEqual(['Les Écoles du Fleuve']));
  });

  it('opens the goals modal from the mascot and a charity in a modal from "En savoir plus"', async () => {
    fakeDirectoryApi();
    renderRoutes(directoryRoutes, PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Découvrir les 17 objectifs de développement durable' }));
    const goals = await screen.findByRole('dialog', { name: 'Les 17 objectifs de développement durable' });
    await waitFor(() => expect(within(goals).getAllByText('Soutenu par le parrainage')).toHaveLength(3));
    fireEvent.click(within(goals).getByRole('button', { name: 'Fermer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'En savoir plus sur Élevé' }, { timeout: 3000 }));
    const detail = await screen.findByRole('dialog', { name: 'Élevé' });
    expect(within(detail).getByRole('heading', { name: 'Qui sommes-nous ?' })).toBeTruthy();
    expect(within(detail).getByRole('link', { name: 'Ouvrir dans un nouvel onglet' }).getAttribute('href')).toBe(
      '/association/association-1',
    );
  });
});

describe('the directory page, offline', () => {
  it('lists and filters the kept copy like the server, with the offline badge and the date kept', async () => {
    fakeDirectoryApi();
    await syncDirectory();
    expect(await db.directoryAssocs.count()).toBe(charities.length);
    const fetch = fakeDirectoryApi();
    setOnline(false);
    renderRoutes(directoryRoutes, PATH);
    expect((await screen.findByText(/Hors ligne/)).closest('p')?.textContent).toMatch(
      /Hors ligne · copie du \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/,
    );
    await waitFor(() => expect(count().textContent).toBe('14 associations à découvrir'));
    await submitFilters({ "Nom de l'association": 'ÉLEVE' });
    await waitFor(() => expect(cardTitles()).toEqual(['Élevé', 'ELEVEURS Solidaires']));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refreshes from the server when the connection returns', async () => {
    fakeDirectoryApi();
    await syncDirectory();
    setOnline(false);
    renderRoutes(directoryRoutes, PATH);
    expect(await screen.findByText(/Hors ligne/)).toBeTruthy();
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(/Hors ligne/)).toBeNull());
    expect(count().textContent).toBe('14 associations à découvrir');
  });

  it('falls back to the kept copy when the server cannot be reached although the browser says online', async () => {
    fakeDirectoryApi();
    await syncDirectory();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderRoutes(directoryRoutes, PATH);
    expect(await screen.findByText(/Hors ligne/)).toBeTruthy();
    await waitFor(() => expect(cardTitles()).toHaveLength(12));
  });

  it('explains when nothing is kept and the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderRoutes(directoryRoutes, PATH);
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Vous êtes hors ligne et la liste des associations n’a pas encore été gardée sur cet appareil/,
    );
  });
});
