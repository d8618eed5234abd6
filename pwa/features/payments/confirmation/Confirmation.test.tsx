import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardSubscription } from '@domain/dashboard-types';
import type { DonationThanks } from '@domain/donation-answers';
import { formatEuros } from '@domain/money';
import type { PublicPot } from '@domain/public-pot';
import { charity } from '@/features/directory/testing/fake-directory';
import { fakeApi, renderAt } from '../methods/bank-test-kit';
import { ConfirmationPage } from './ConfirmationPage';

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
  donations_total_amount: 0,
  donators_count: 0,
  donations_count: 0,
  can_edit: false,
  created_at: '2026-11-01T10:00:00.000Z',
};

// The monthly gift's dates are read against today: a fixed day (only Date is faked, timers stay real).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const route = '/participate/:id/confirmation';

/** What `POST /donations/{id}/thanks` answers the donor. */
function thanks(overrides: Partial<DonationThanks> = {}): DonationThanks {
  return {
    id: 41,
    pot_id: 12,
    pot_name: 'Les 30 ans de Léa',
    charity_name: 'Les Ateliers du Cœur',
    amount: 6000,
    gift_entraide: 0,
    payment_method: 'CARD',
    monthly: false,
    quick: false,
    payment_status: 'SUCCEEDED',
    tax_receipt: 'DONATION',
    ...overrides,
  };
}

/** The caller's monthly gift as `GET /user/subscriptions` lists it. */
function monthly(overrides: Partial<DashboardSubscription> = {}): DashboardSubscription {
  return {
    id: 7,
    pot_id: 12,
    donated_to_id: 12,
    pot_name: 'Les 30 ans de Léa',
    pot_closing_date: '2027-06-30T21:59:59.999Z',
    pot_is_closed: false,
    assoc_name: 'Les Ateliers du Cœur',
    assoc_cerfa_type: 'GENERATED',
    status: 'ACTIVE',
    debit_day: 15,
    recurrence: 'MONTHLY',
    amount: 2500,
    gift_entraide: 0,
    next_debit_on: '2026-12-15',
    created_at: '2026-11-29T09:00:00.000Z',
    ...overrides,
  };
}

const THANKS_HEADING = { level: 1, name: 'Merci pour votre générosité !' } as const;

describe('the confirmation page', () => {
  it('without a donation, thanks the donor, names the charity and leads back to the pot and home', async () => {
    const api = fakeApi().on('GET', /^\/cagnottes\/12$/, { body: pot });
    renderAt(<ConfirmationPage />, route, '/participate/12/confirmation', null);
    expect(await screen.findByRole('heading', THANKS_HEADING)).toBeTruthy();
    expect(await screen.findByText('Les Ateliers du Cœur')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir la cagnotte' }).getAttribute('href')).toBe('/participate/12');
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('with ?donation=, says the amount, the charity, the e-mail sent, where the tax receipt is, and invites to share', async () => {
    const api = fakeApi().on('POST', /^\/donations\/41\/thanks$/, { body: thanks({ gift_entraide: 200 }) });
    renderAt(<ConfirmationPage />, route, '/participate/12/confirmation?donation=41');
    expect(await screen.findByRole('heading', THANKS_HEADING)).toBeTruthy();
    const lead = screen.getByText(/Votre don de/);
    expect(lead.textContent).toBe(
      `Votre don de ${formatEuros(6000)} soutient Les Ateliers du Cœur à travers la cagnotte « Les 30 ans de Léa ».`,
    );
    expect(screen.getByRole('heading', { name: 'Paiement reçu' })).toBeTruthy();
    expect(screen.getByText('Un e-mail de confirmation vient de vous être envoyé.')).toBeTruthy();
    expect(screen.getByText(/reçu fiscal est disponible dans votre tableau de bord, rubrique « Mes participations »/)).toBeTruthy();
    expect(screen.getByText(/Merci aussi pour votre pourboire de/).textContent).toBe(
      `Merci aussi pour votre pourboire de ${formatEuros(200)} à Entraide.`,
    );
    expect(screen.getByRole('button', { name: 'Partager la cagnotte' })).toBeTruthy();
    expect(api.to(/donations\/41\/thanks/)).toHaveLength(1);
  });

  it('says a quick donation gives no tax receipt', async () => {
    fakeApi().on('POST', /thanks$/, { body: thanks({ quick: true, tax_receipt: 'NONE' }) });
    renderAt(<ConfirmationPage />, route, '/participate/12/confirmation?donation=41', null);
    expect(await screen.findByText('Un don rapide, sans compte, ne donne pas droit à un reçu fiscal.')).toBeTruthy();
  });

  it('says a bank transfer is pending and the e-mail comes on receipt of the money', async () => {
    fakeApi().on('POST', /thanks$/, { body: thanks({ payment_method: 'BANKWIRE', payment_status: 'CREATED' }) });
    renderAt(<ConfirmationPage />, route, '/participate/12/confirmation?donation=41');
    expect(await screen.findByRole('heading', { name: 'Paiement en attente' })).toBeTruthy();
    expect(screen.getByText(/en attente de votre virement/)).toBeTruthy();
    expect(screen.getByText('Un e-mail de confirmation vous sera envoyé à la réception des fonds.')).toBeTruthy();
  });

  it('back from 3-D Secure, re-reads the payment and thanks with what was paid', async () => {
    const api = fakeApi()
      .on('POST', /^\/payments\/return$/, { body: { donation_id: 41, pot_id: 12, payment_status: 'SUCCEEDED' } })
      .on('POST', /^\/donations\/41\/thanks$/, { body: thanks() });
    renderAt(<ConfirmationPage />, route, '/participate/12/confirmation?transactionId=payin_9');
    expect(await screen.findByRole('heading', THANKS_HEADING)).toBeTruthy();
    expect(screen.getByText(/Votre don de/).textContent).toContain(formatEuros(6000));
    expect(api.to(/payments\/return/)[0]?.body).toEqual({ transactionId: 'payin_9' });
  });

  it('back from 3-D Secure refused, says so without any thank-you', async () => {
    fakeApi()
      .on('POST', /^\/payments\/return$/, { body: { donation_id: 41, pot_id: 12, payment_status: 'FAILED', result_code: '101301' } })
      .on('POST', /thanks$/, { body: thanks({ payment_status: 'FAILED', result_code: '101301' }) });
    renderAt(<ConfirmationPage />, route, '/participate/12/confirmation?transactionId=payin_9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre paiement n’a pas abouti' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Votre paiement a été refusé/);
    expect(screen.queryByRole('heading', THANKS_HEADING)).toBeNull();
  });

  it('with MandateId, has the mandate processed once and thanks for the donation it pays, pending', async () => {
    const api = fakeApi()
      .on('POST', /^\/mandates\/mdt_81\/confirmed$/, {
        body: { Id: 'mdt_81', Status: 'SUBMITTED', donations: [{ id: 40, payment_status: 'CREATED' }], subscriptions: [] },
      })
      .on('POST', /^\/donations\/40\/thanks$/, { body: thanks({ id: 40, payment_method: 'DIRECT_DEBIT', payment_status: 'CREATED' }) });
    renderAt(<ConfirmationPage />, route, '/participate/12/confirmation?MandateId=mdt_81');
    expect(await screen.findByRole('heading', THANKS_HEADING)).toBeTruthy();
    expect(screen.getByText(/2 à 3 jours ouvrés/)).toBeTruthy();
    expect(api.to(/mandates\/mdt_81\/confirmed/)).toHaveLength(1);
  });

  it('says no debit will happen when the mandate was refused, without any thank-you', async () => {
    fakeApi()
      .on('GET', /^\/cagnottes\/12$/, { body: pot })
      .on('POST', /confirmed$/, { body: { Id: 'mdt_82', Status: 'FAILED', donations: [], subscriptions: [] } });
    renderAt(<ConfirmationPage />, route, '/participate/12/confirmation?MandateId=mdt_82');
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre paiement n’a pas abouti' })).toBeTruthy();
    expect(screen.getByText(/Aucun prélèvement ne sera effectué/)).toBeTruthy();
    expect(screen.queryByRole('heading', THANKS_HEADING)).toBeNull();
  });

  it("shows the API's message alone when the mandate cannot be processed: never beside a thank-you", async () => {
    fakeApi()
      .on('GET', /^\/cagnottes\/12$/, { body: pot })
      .on('POST', /confirmed$/, {
        status: 404,
        body: { errors: [{ code: 'mandate_not_found', detail: 'Ce mandat est introuvable', field: null }] },
      });
    renderAt(<ConfirmationPage />, route, '/participate/12/confirmation?MandateId=inconnu');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ce mandat est introuvable. Si vous avez payé, un e-mail de confirmation vous parviendra.',
    );
    expect(screen.queryByRole('heading', THANKS_HEADING)).toBeNull();
    expect(screen.queryByText(/Merci/)).toBeNull();
  });

  it('with ?subscription=, says the monthly amount, the first debit date, the e-mails, the yearly receipt and where to manage it', async () => {
    fakeApi().on('GET', /^\/user\/subscriptions\?/, { body: [monthly({ id: 3 }), monthly({ gift_entraide: 100 })] });
    renderAt(<ConfirmationPage />, route, '/participate/12/confirmation?subscription=7');
    expect(await screen.findByRole('heading', THANKS_HEADING)).toBeTruthy();
    expect(screen.getByText(/Votre don de/).textContent).toBe(
      `Votre don de ${formatEuros(2500)} par mois soutient Les Ateliers du Cœur à travers la cagnotte « Les 30 ans de Léa ».`,
    );
    expect(screen.getByRole('heading', { name: 'Don mensuel enregistré' })).toBeTruthy();
    expect(screen.getByText(/Le premier prélèvement de/).textContent).toBe(
      `Le premier prélèvement de ${formatEuros(2600)} sera présenté à votre banque le 15 décembre 2026, puis chaque mois à la même date.`,
    );
    expect(screen.getByText(/un e-mail de remerciement suit chaque prélèvement reçu/).textContent).toBe(
      'Votre mandat de prélèvement est déjà signé\u202f: un e-mail de remerciement suit chaque prélèvement reçu.',
    );
    expect(screen.queryByText(/confirme votre mandat/)).toBeNull(); // signed before: no second confirmation
    expect(screen.getByText(/reçu fiscal annuel, disponible dans votre tableau de bord, rubrique « Mes dons mensuels »/)).toBeTruthy();
    expect(screen.getByText(/arrêter ce don à tout moment/)).toBeTruthy();
    expect(screen.getByText(/pourboire de/).textContent).toBe(
      `Merci aussi pour votre pourboire de ${formatEuros(100)} par mois à Entraide.`,
    );
    expect(screen.getByRole('button', { name: 'Partager la cagnotte' })).toBeTruthy();
  });

  it('says a charity sending its own receipts does so, and that a first debit due today is on its way', async () => {
    fakeApi().on('GET', /^\/user\/subscriptions\?/, {
      body: [monthly({ assoc_cerfa_type: 'SENT_BY_ASSOC', debit_day: 29, next_debit_on: '2026-12-29' })],
    });
    renderAt(<ConfirmationPage />, route, '/participate/12/confirmation?subscription=7');
    expect(await screen.findByText('L’association vous enverra elle-même votre reçu fiscal.')).toBeTruthy();
    expect(screen.getByText(/Le premier prélèvement de/).textContent).toBe(
      `Le premier prélèvement de ${formatEuros(2500)} est présenté à votre banque (2 à 3 jours ouvrés) ; le suivant aura lieu le 29 décembre 2026, puis chaque mois.`,
    );
  });

  it('with MandateId of a monthly gift, has the mandate processed and thanks for the monthly gift signed', async () => {
    const api = fakeApi()
      .on('POST', /^\/mandates\/mdt_81\/confirmed$/, {
        body: { Id: 'mdt_81', Status: 'SUBMITTED', donations: [], subscriptions: [{ id: 7, status: 'ACTIVE' }] },
      })
      .on('GET', /^\/user\/subscriptions\?/, { body: [monthly()] });
    renderAt(<ConfirmationPage />, route, '/participate/12/confirmation?MandateId=mdt_81');
    expect(await screen.findByRole('heading', THANKS_HEADING)).toBeTruthy();
    expect(screen.getByText(/Votre don de/).textContent).toContain(`${formatEuros(2500)} par mois`);
    expect(screen.getByText(/sera présenté à votre banque le 15 décembre 2026/)).toBeTruthy();
    expect(api.to(/mandates\/mdt_81\/confirmed/)).toHaveLength(1);
  });

  it('a monthly gift of someone else is not found: no thank-you', async () => {
    fakeApi().on('GET', /^\/user\/subscriptions\?/, { body: [monthly({ id: 3 })] });
    renderAt(<ConfirmationPage />, route, '/participate/12/confirmation?subscription=7');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Ce don mensuel est introuvable/);
    expect(screen.queryByRole('heading', THANKS_HEADING)).toBeNull();
  });

  it('says a first debit due today is presented today', async () => {
    fakeApi().on('GET', /^\/user\/subscriptions\?/, { body: [monthly({ debit_day: 29, next_debit_on: '2026-11-29' })] });
    renderAt(<ConfirmationPage />, route, '/participate/12/confirmation?subscription=7');
    expect((await screen.findByText(/Le premier prélèvement de/)).textContent).toBe(
      `Le premier prélèvement de ${formatEuros(2500)} est présenté à votre banque aujourd’hui, puis chaque mois à la même date.`,
    );
  });
});
