// The dashboard page in jsdom against a fake API: summary boxes, the three tables' cells as the spec
// words them, the 10-row preview, the subscription actions with their toasts, and the edit links.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DashboardDonation, DashboardPot, DashboardSubscription } from '@domain/dashboard-types';
import { renderApp } from '@/testing/render-app';
import { CompanyDashboardPage, PrivateDashboardPage } from './pages/DashboardPage';

const FUTURE = '2099-12-31T22:59:59.999Z';
const PAST = '2020-01-31T22:59:59.999Z';

const donationOf = (over: Partial<DashboardDonation>): DashboardDonation => ({
  id: 1,
  pot_id: 10,
  pot_name: 'Anniversaire de Léa',
  pot_is_active: true,
  pot_closing_date: FUTURE,
  pot_is_closed: false,
  assoc_id: 8,
  assoc_name: 'Les Jardins Partagés',
  assoc_cerfa_type: 'GENERATED',
  amount: 5000,
  gift_entraide: 0,
  payment_status: 'SUCCEEDED',
  payment_method: 'CARD',
  subscription_id: null,
  donated_at: '2026-11-01T09:00:00Z',
  payment_success_date: '2026-11-01T09:05:00Z',
  donated_by_id: 7,
  cerfa_pdf: '/api/v1/user/donations/1/cerfa',
  ...over,
});
const subscriptionOf = (over: Partial<DashboardSubscription>): DashboardSubscription => ({
  id: 30,
  pot_id: 11,
  donated_to_id: 11,
  pot_name: 'Course des héros',
  pot_closing_date: FUTURE,
  pot_is_closed: false,
  assoc_name: 'Les Jardins Partagés',
  assoc_cerfa_type: 'GENERATED',
  status: 'ACTIVE',
  debit_day: 5,
  recurrence: 'MONTHLY',
  amount: 2000,
  gift_entraide: 0,
  next_debit_on: '2026-12-05',
  created_at: '2026-10-01T08:00:00Z',
  ...over,
});
const potOf = (over: Partial<DashboardPot>): DashboardPot => ({
  id: 50,
  name: 'Mes 30 ans',
  closing_date: FUTURE,
  event_type: { id: 3 },
  assoc: { id: 8, name: 'Les Jardins Partagés' },
  pot_type: 0,
  donations_total_amount: 12345,
  donators_count: 4,
  closed: false,
  is_active: true,
  donation: null,
  ...over,
});

type Fake = {
  donations: DashboardDonation[];
  subscriptions: DashboardSubscription[];
  pots: DashboardPot[];
  update?: (body: unknown) => Response;
};

function fakeApi(data: Fake) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/v1/user/donations') return json(data.donations);
    if (url.pathname === '/api/v1/user/subscriptions') return json(data.subscriptions);
    if (url.pathname === '/api/v1/cagnottes') return json(data.pots);
    if (url.pathname.startsWith('/api/v1/subscriptions/') && init?.method === 'POST') {
      return data.update?.(JSON.parse(String(init.body))) ?? json({ errors: [{ code: 'x', detail: 'refus' }] }, 422);
    }
    return json({ errors: [] }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage(Page: () => React.JSX.Element, path = '/particular/dashboard') {
  renderApp(
    [
      { path, element: <Page /> },
      { path: '*', element: <p>ailleurs</p> },
    ],
    path,
  );
}

const section = async (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });
const rowsOf = (region: HTMLElement) => within(region).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

// react-hot-toast asks for reduced motion, which jsdom does not answer.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  addEventListener() {},
  removeEventListener() {},
})) as unknown as typeof window.matchMedia;

afterEach(() => vi.unstubAllGlobals());

describe('private dashboard', () => {
  it('shows the summary boxes: succeeded donations only, and what the own pots received', async () => {
    fakeApi({
      donations: [
        donationOf({ id: 1, amount: 5000 }),
        donationOf({ id: 2, amount: 7000, payment_status: 'CREATED', payment_success_date: null }),
        donationOf({ id: 3, amount: 150, payment_status: 'FAILED' }),
      ],
      subscriptions: [],
      pots: [potOf({ id: 50, donations_total_amount: 12345 }), potOf({ id: 51, donations_total_amount: 100000 })],
    });
    renderPage(PrivateDashboardPage);
    const given = await screen.findByText('Total de mes dons', {}, { timeout: 5000 });
    expect(given.nextElementSibling?.textContent).toBe('50,00\u00a0€');
    expect(screen.getByText('Total reçu sur mes cagnottes').nextElementSibling?.textContent).toBe('1\u202f123,45\u00a0€');
  });

  it('fills the participations table as the spec words it', async () => {
    fakeApi({
      donations: [
        donationOf({ id: 1, pot_name: 'Une cagnotte au nom vraiment très très long' }),
        donationOf({
          id: 2,
          assoc_cerfa_type: 'SENT_BY_ASSOC',
          cerfa_pdf: null,
          pot_is_active: false,
          pot_is_closed: true,
          pot_closing_date: PAST,
        }),
        donationOf({ id: 3, payment_status: 'CREATED', payment_success_date: null, cerfa_pdf: null }),
        donationOf({ id: 4, payment_status: 'FAILED', payment_success_date: null, cerfa_pdf: null }),
      ],
      subscriptions: [],
      pots: [],
    });
    renderPage(PrivateDashboardPage);
    const rows = rowsOf(await section('Mes participations'));
    const [first, second, third, fourth] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(cellTexts(first).slice(0, 7)).toEqual([
      'Une cagnotte au nom vraiment t...',
      'Les Jardins Partagés',
      'En cours',
      'Paiement effectué',
      '50,00\u00a0€',
      '01/11/2026',
      '01/11/2026',
    ]);
    expect(within(first).getByRole('link', { name: 'Une cagnotte au nom vraiment t...' }).getAttribute('href')).toBe('/participate/10');
    expect(within(first).getByRole('button', { name: /Télécharger le reçu fiscal/ })).toBeTruthy();
    expect(cellTexts(second)[2]).toBe('Terminée');
    expect(within(second).queryByRole('link')).toBeNull();
    expect(cellTexts(second)[7]).toBe("Envoyé par l'Association");
    expect(cellTexts(third).slice(3)).toEqual(['En attente de paiement', '50,00\u00a0€', '01/11/2026', '-', 'Indisponible']);
    expect(cellTexts(fourth)[3]).toBe('Paiement refusé');
    expect(screen.queryByRole('button', { name: 'Voir tout' })).toBeNull();
  });

  it("gives monthly debits the annual receipt of their finished year, and lists it under 'Mes dons mensuels'", async () => {
    const annualPath = '/api/v1/user/receipts/annual?assoc_id=8&year=2025';
    const fetch = fakeApi({
      donations: [
        donationOf({
          id: 5,
          subscription_id: 30,
          payment_method: 'DIRECT_DEBIT',
          payment_success_date: '2025-06-05T08:00:00Z',
          cerfa_pdf: annualPath,
        }),
        donationOf({
          id: 6,
          subscription_id: 30,
          payment_method: 'DIRECT_DEBIT',
          payment_success_date: `${new Date().getFullYear()}-01-05T08:00:00Z`,
          cerfa_pdf: null,
        }),
      ],
      subscriptions: [subscriptionOf({})],
      pots: [],
    });
    const created = vi.fn(() => 'blob:recu');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    renderPage(PrivateDashboardPage);
    const [lastYear, thisYear] = rowsOf(await section('Mes participations')) as [HTMLElement, HTMLElement];
    expect(within(lastYear).getByRole('button', { name: 'Télécharger le reçu annuel 2025 de Les Jardins Partagés' }).textContent).toContain(
      'Reçu annuel 2025',
    );
    expect(cellTexts(thisYear)[7]).toBe('Indisponible');
    const monthly = await section('Mes dons mensuels');
    expect(monthly.textContent).toContain('regroupés dans un reçu fiscal annuel par association');
    fetch.mockImplementationOnce(
      async () =>
        new Response(new Blob(['%PDF-1.7']), {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="recu-fiscal-annuel-2025-000001.pdf"' },
        }),
    );
    const listed = within(monthly).getByRole('button', { name: 'Télécharger le reçu annuel 2025 de Les Jardins Partagés' });
    expect(listed.textContent).toContain('Reçu annuel 2025 — Les Jardins Partagés');
    fireEvent.click(listed);
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(String(fetch.mock.calls.at(-1)?.[0])).toBe(annualPath);
  });

  it("shows 10 rows, and 'Voir tout' / 'Voir moins' only from 10 rows on", async () => {
    fakeApi({
      donations: Array.from({ length: 12 }, (_, i) => donationOf({ id: i + 1 })),
      subscriptions: [],
      pots: Array.from({ length: 9 }, (_, i) => potOf({ id: i + 1 })),
    });
    renderPage(PrivateDashboardPage);
    const participations = await section('Mes participations');
    expect(rowsOf(participations)).toHaveLength(10);
    fireEvent.click(within(participations).getByRole('button', { name: 'Voir tout' }));
    expect(rowsOf(participations)).toHaveLength(12);
    fireEvent.click(within(participations).getByRole('button', { name: 'Voir moins' }));
    expect(rowsOf(participations)).toHaveLength(10);
    const pots = await section('Mes cagnottes');
    expect(rowsOf(pots)).toHaveLength(9);
    expect(within(pots).queryByRole('button', { name: 'Voir tout' })).toBeNull();
  });

  it("offers 'Arrêter' on an active subscription and 'Reprendre' on a stopped one, but not when refused or ended", async () => {
    fakeApi({
      donations: [],
      subscriptions: [
        subscriptionOf({ id: 30, status: 'ACTIVE' }),
        subscriptionOf({ id: 31, status: 'CANCELED', pot_name: 'Stoppé' }),
        subscriptionOf({ id: 32, status: 'MANDATE_REFUSED', pot_name: 'Refusé' }),
        subscriptionOf({ id: 33, status: 'CANCELED', pot_name: 'Fini', pot_is_closed: true, pot_closing_date: PAST }),
        subscriptionOf({ id: 34, status: 'ODD', recurrence: 'YEARLY', pot_name: 'Bizarre' }),
      ],
      pots: [],
    });
    renderPage(PrivateDashboardPage);
    const rows = rowsOf(await section('Mes dons mensuels'));
    expect(rows.map((row) => within(row).queryByRole('button')?.textContent ?? null)).toEqual([
      'Arrêter',
      'Reprendre',
      null,
      null,
      'Reprendre',
    ]);
    expect(cellTexts(rows[0]!).slice(0, 5)).toEqual(['Course des héros', 'Les Jardins Partagés', 'En cours', '20,00\u00a0€', 'Active']);
    expect(cellTexts(rows[0]!)[6]).toBe('Mensuel');
    expect(cellTexts(rows[2]!)[4]).toBe('Mandat refusé');
    expect(cellTexts(rows[4]!).slice(4)).toEqual(['ODD', expect.any(String), 'N/A', 'Reprendre']);
    expect(within(rows[3]!).getByRole('link').getAttribute('href')).toBe('/participate/11');
    expect(screen.getByText(/jusqu’à ce que vous l’arrêtiez ou que la cagnotte se termine/)).toBeTruthy();
  });

  it('stops, resumes and moves the day, with the success toasts, and shows the generic toast on failure', async () => {
    const bodies: unknown[] = [];
    let current = subscriptionOf({ id: 30, status: 'ACTIVE' });
    let refuse = false;
    fakeApi({
      donations: [],
      pots: [],
      subscriptions: [current],
      update: (body) => {
        bodies.push(body);
        if (refuse)
          return new Response(JSON.stringify({ errors: [{ code: 'x', detail: 'non' }] }), {
            status: 422,
            headers: { 'Content-Type': 'application/json' },
          });
        const change = (body as { charity_subscription: { status?: number; debit_day?: number } }).charity_subscription;
        current = {
          ...current,
          ...(change.status ? { status: change.status === 3 ? 'CANCELED' : 'ACTIVE' } : {}),
          ...(change.debit_day ? { debit_day: change.debit_day } : {}),
        };
        return new Response(JSON.stringify(current), { headers: { 'Content-Type': 'application/json' } });
      },
    });
    renderPage(PrivateDashboardPage);
    const region = await section('Mes dons mensuels');
    // Stopping asks first: 'Continuer mon don' sends nothing.
    fireEvent.click(within(region).getByRole('button', { name: /Arrêter/ }));
    const ask = await screen.findByRole('dialog', { name: 'Arrêter ce don mensuel ?' });
    expect(ask.textContent).toContain('ne sera plus prélevé');
    fireEvent.click(within(ask).getByRole('button', { name: 'Continuer mon don' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies).toEqual([]);
    fireEvent.click(within(region).getByRole('button', { name: /Arrêter/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Oui, arrêter' }));
    expect(await screen.findByText('Votre souscription a été arrêtée')).toBeTruthy();
    fireEvent.click(await within(region).findByRole('button', { name: /Reprendre/ }));
    expect(await screen.findByText('Votre souscription est de nouveau active')).toBeTruthy();
    fireEvent.change(within(region).getByRole('combobox', { name: /Jour de prélèvement/ }), { target: { value: '31' } });
    expect(await screen.findByText('Votre jour de prélèvement a été mis à jour')).toBeTruthy();
    expect(screen.getByText('Mise à jour')).toBeTruthy();
    expect(bodies).toEqual([
      { charity_subscription: { id: 30, status: 3 } },
      { charity_subscription: { id: 30, status: 1 } },
      { charity_subscription: { id: 30, debit_day: 31 } },
    ]);
    refuse = true;
    fireEvent.click(within(region).getByRole('button', { name: /Arrêter/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Oui, arrêter' }));
    expect(await screen.findByText("Une erreur s'est produite, réessayez plus tard")).toBeTruthy();
    expect(screen.getByText('Attention')).toBeTruthy();
  });

  it('lists the pots with their status, contributors and the private edit link on unclosed pots', async () => {
    fakeApi({
      donations: [],
      subscriptions: [],
      pots: [
        potOf({ id: 50, closing_date: '2027-01-31T22:59:59.999Z' }),
        potOf({ id: 51, name: 'Ancienne', closed: true, closing_date: PAST }),
        potOf({ id: 52, name: 'Lointaine' }),
      ],
    });
    renderPage(PrivateDashboardPage);
    const rows = rowsOf(await section('Mes cagnottes'));
    expect(rows.map((row) => cellTexts(row)[0])).toEqual(['Lointaine', 'Mes 30 ans', 'Ancienne']);
    expect(cellTexts(rows[1]!).slice(0, 6)).toEqual(['Mes 30 ans', 'En cours', '123,45\u00a0€', '31/01/2027', 'Les Jardins Partagés', '4']);
    expect(
      within(rows[1]!)
        .getByRole('link', { name: /Modifier/ })
        .getAttribute('href'),
    ).toBe('/edit/particular/details/50?evt=3&assoc=8');
    expect(cellTexts(rows[2]!)[1]).toBe('Terminée');
    expect(within(rows[2]!).queryByRole('link', { name: /Modifier/ })).toBeNull();
  });

  it('opens the live screen of an open pot, not of a closed one', async () => {
    fakeApi({
      donations: [],
      subscriptions: [],
      pots: [potOf({ id: 50 }), potOf({ id: 51, name: 'Ancienne', closed: true, closing_date: PAST })],
    });
    renderPage(PrivateDashboardPage);
    const [open, closed] = rowsOf(await section('Mes cagnottes'));
    const link = within(open!).getByRole('link', { name: 'Afficher l’écran de l’événement de la cagnotte Mes 30 ans' });
    expect(link.getAttribute('href')).toBe('/participate/50/ecran');
    expect(within(closed!).queryByRole('link', { name: /écran/ })).toBeNull();
  });

  it("downloads a pot's donations as CSV for its organiser, closed pots included", async () => {
    const fetch = fakeApi({
      donations: [],
      subscriptions: [],
      pots: [potOf({ id: 51, name: 'Ancienne', closed: true, closing_date: PAST })],
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:dons'), revokeObjectURL: vi.fn() }));
    renderPage(PrivateDashboardPage);
    const rows = rowsOf(await section('Mes cagnottes'));
    fetch.mockImplementationOnce(
      async () => new Response(new Blob(['\ufeffDate;Donateur;Montant (€)']), { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    );
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Exporter les dons de la cagnotte Ancienne (CSV)' }));
    await waitFor(() => expect(String(fetch.mock.calls.at(-1)?.[0])).toBe('/api/v1/user/cagnottes/51/donations.csv'));
  });
});

describe('company dashboard', () => {
  it("shows the company columns: its donation's payment status and the company edit link", async () => {
    fakeApi({
      donations: [],
      subscriptions: [subscriptionOf({ recurrence: 'YEARLY' })],
      pots: [
        potOf({ id: 60, pot_type: 1, donation: { id: 9, status: 'SUCCEEDED' } }),
        potOf({ id: 61, pot_type: 1, donation: null, closing_date: PAST, closed: true }),
      ],
    });
    renderPage(CompanyDashboardPage, '/company/dashboard');
    const rows = rowsOf(await section('Mes cagnottes'));
    const headers = within(await section('Mes cagnottes'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Nom',
      'Statut du paiement',
      'Montant total des dons',
      'Date de clôture',
      'Association bénéficiaire',
      'Modifier',
      'Écran de l’événement',
      'Liste des dons',
    ]);
    expect(cellTexts(rows[0]!)[1]).toBe('Paiement effectué');
    expect(
      within(rows[0]!)
        .getByRole('link', { name: /Modifier/ })
        .getAttribute('href'),
    ).toBe('/edit/company/details/60?evt=3&assoc=8');
    expect(cellTexts(rows[1]!)[1]).toBe('N/A');
    expect(within(rows[1]!).queryByRole('link', { name: /Modifier/ })).toBeNull();
    await waitFor(() => expect(cellTexts(rowsOf(screen.getByRole('region', { name: 'Mes dons mensuels' }))[0]!)[6]).toBe('YEARLY'));
  });
});
