// The live screen as the room sees it: the pot, its total and last gifts from the API, then gifts
// arriving through the stream (a test EventSource plays the server), what the participants list would
// show and nothing more, the connection's loss and return, and the screen kept awake.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Participant } from '@domain/participants';
import type { PublicPot } from '@domain/public-pot';
import { charity } from '@/features/directory/testing/fake-directory';
import { renderApp } from '@/testing/render-app';
import { TestEventSource } from '@/testing/test-event-source';
import { LiveScreenPage } from './LiveScreenPage';

const pot: PublicPot = {
  id: 12,
  name: 'Les 30 ans de Léa',
  description: '<p>Merci</p>',
  closing_date: '2026-12-31T22:59:59.000Z',
  event_type: { id: 1, name: 'Anniversaire', category: 'particulier' },
  assoc: charity(3, 'Les Ateliers du Cœur'),
  banner: { url: null, images: [] },
  color: null,
  is_locked: false,
  pot_type: 0,
  created_by: { display_name: 'Léa M.', entreprise: null },
  is_active: true,
  closed: false,
  donations_total_amount: 4500,
  donators_count: 2,
  donations_count: 2,
  can_edit: false,
  created_at: '2026-11-01T10:00:00.000Z',
};

const gift = (id: number, donor: string | null, amount: number | null, minute: number): Participant => ({
  id,
  donor_name: donor,
  is_anonymous: donor === null,
  is_visible: amount !== null,
  amount,
  date: `2026-11-29T09:${String(minute).padStart(2, '0')}:00.000Z`,
});

let listed: Participant[];
const fetches: string[] = [];

beforeEach(() => {
  TestEventSource.opened = [];
  fetches.length = 0;
  listed = [gift(2, 'Camille D.', 2500, 1), gift(1, 'Hugo B.', 2000, 0)];
  vi.stubGlobal('EventSource', TestEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      fetches.push(url.pathname + url.search);
      const body = url.pathname.endsWith('/donations') ? listed : pot;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function openScreen() {
  renderApp([{ path: '/participate/:id/ecran', element: <LiveScreenPage /> }], '/participate/12/ecran');
  await screen.findByRole('heading', { level: 1, name: 'Les 30 ans de Léa' });
  await screen.findByText('Camille D. a donné');
}

const lines = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the live screen', () => {
  it('shows the pot, its charity, its total, its gifts count and last gifts, then each gift as it comes', async () => {
    await openScreen();
    expect(screen.getByText('Les Ateliers du Cœur')).toBeTruthy();
    expect(screen.getByTestId('live-total').textContent).toBe('45,00\u00a0€');
    expect(screen.getByTestId('live-count').textContent).toBe('2');
    expect(fetches).toContain('/api/v1/cagnottes/12/donations?offset=1&limit=5');
    const stream = TestEventSource.latest();
    expect(stream.url).toBe('/api/v1/cagnottes/12/live');

    act(() => {
      stream.open();
      stream.send('total', { total: 4500, donations_count: 2 }, '1');
      stream.send('donation', gift(3, 'Inès R.', 1000, 2), '2');
      stream.send('total', { total: 5500, donations_count: 3 }, '3');
    });
    expect(screen.getByTestId('live-total').textContent).toBe('55,00\u00a0€');
    expect(screen.getByTestId('live-count').textContent).toBe('3');
    expect(lines()).toEqual(['Inès R. a donné10,00\u00a0€', 'Camille D. a donné25,00\u00a0€', 'Hugo B. a donné20,00\u00a0€']);
  });

  it('shows what the participants list shows: no name for an anonymous gift, no amount for a hidden one, five lines at most', async () => {
    await openScreen();
    const stream = TestEventSource.latest();
    act(() => {
      stream.open();
      stream.send('donation', gift(3, null, 3000, 2));
      stream.send('donation', gift(4, 'Zoé P.', null, 3));
      stream.send('donation', { ...gift(5, 'Hors liste', 100, 4), amount: 'beaucoup' }); // not a list line: ignored
      stream.send('donation', gift(6, 'Léo T.', 1500, 5));
      stream.send('donation', gift(7, 'Nina K.', 500, 6));
    });
    expect(lines()).toEqual([
      'Nina K. a donné5,00\u00a0€',
      'Léo T. a donné15,00\u00a0€',
      'Zoé P. a fait un don',
      'Un Do Gooder anonyme a donné30,00\u00a0€',
      'Camille D. a donné25,00\u00a0€',
    ]);
  });

  it('says discreetly that the connection is lost, then back, and reads the last gifts again', async () => {
    await openScreen();
    const stream = TestEventSource.latest();
    act(() => stream.open());
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => stream.drop());
    expect(screen.getByRole('status').textContent).toBe('Connexion perdue, reconnexion en cours…');

    listed = [gift(8, 'Paul V.', 4000, 9), ...listed]; // given while the screen was cut off
    act(() => stream.open()); // the browser reconnected by itself, with Last-Event-ID
    expect(screen.getByRole('status').textContent).toBe('Connexion rétablie');
    expect(await screen.findByText('Paul V. a donné')).toBeTruthy();
    expect(TestEventSource.opened).toHaveLength(1);
  });

  it('opens a new stream after a pause when the browser gave up on the first one', async () => {
    await openScreen();
    vi.useFakeTimers();
    const first = TestEventSource.latest();
    act(() => first.drop(true));
    expect(screen.getByRole('status').textContent).toBe('Connexion perdue, reconnexion en cours…');
    act(() => {
      vi.advanceTimersByTime(1_900);
    });
    expect(TestEventSource.opened).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(TestEventSource.opened).toHaveLength(2);
    act(() => TestEventSource.latest().open());
    expect(screen.getByRole('status').textContent).toBe('Connexion rétablie');
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('the screen kept awake', () => {
  it('asks for a wake lock, and again when the page is shown after the browser released it', async () => {
    const requests: string[] = [];
    const sentinels: { released: boolean; release: () => Promise<void> }[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      wakeLock: {
        request: async (type: string) => {
          requests.push(type);
          const sentinel = { released: false, release: async () => void (sentinel.released = true) };
          sentinels.push(sentinel);
          return sentinel;
        },
      },
    });
    await openScreen();
    expect(requests).toEqual(['screen']);
    sentinels[0]!.released = true; // the page was hidden: the browser let the lock go
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(requests).toEqual(['screen', 'screen']);
  });
});
