import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicPot } from '../../../../domain/public-pot';
import { charity } from '../../directory/testing/fake-directory';
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

afterEach(() => vi.unstubAllGlobals());

const route = '/participate/:id/confirmation';

describe('the confirmation page', () => {
  it('thanks the donor, names the charity and leads back to the pot and home', async () => {
    const api = fakeApi().on('GET', /^\/cagnottes\/12$/, { body: pot });
    renderAt(<ConfirmationPage />, route, '/participate/12/confirmation', null);
    expect(screen.getByRole('heading', { level: 1, name: 'Merci pour votre générosité !' })).toBeTruthy();
    expect(await screen.findByText('Les Ateliers du Cœur')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir la cagnotte' }).getAttribute('href')).toBe('/participate/12');
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('with MandateId, has the mandate processed once and says it is signed', async () => {
    const api = fakeApi()
      .on('GET', /^\/cagnottes\/12$/, { body: pot })
      .on('POST', /^\/mandates\/mdt_81\/confirmed$/, {
        body: { Id: 'mdt_81', Status: 'SUBMITTED', donations: [{ id: 40, payment_status: 'CREATED' }] },
      });
    renderAt(<ConfirmationPage />, route, '/participate/12/confirmation?MandateId=mdt_81');
    expect(await screen.findByRole('heading', { name: 'Votre mandat de prélèvement est signé' })).toBeTruthy();
    expect(screen.getByText(/sous 2 à 3 jours ouvrés/)).toBeTruthy();
    expect(api.to(/mandates\/mdt_81\/confirmed/)).toHaveLength(1);
  });

  it('says no debit will happen when the mandate was refused', async () => {
    fakeApi()
      .on('GET', /^\/cagnottes\/12$/, { body: pot })
      .on('POST', /confirmed$/, { body: { Id: 'mdt_82', Status: 'FAILED', donations: [] } });
    renderAt(<ConfirmationPage />, route, '/participate/12/confirmation?MandateId=mdt_82');
    expect(await screen.findByRole('heading', { name: 'Votre mandat n’a pas été signé' })).toBeTruthy();
    expect(screen.getByText(/Aucun prélèvement ne sera effectué/)).toBeTruthy();
  });

  it("shows the API's message when the mandate cannot be processed", async () => {
    fakeApi()
      .on('GET', /^\/cagnottes\/12$/, { body: pot })
      .on('POST', /confirmed$/, {
        status: 404,
        body: { errors: [{ code: 'mandate_not_found', detail: 'Ce mandat est introuvable', field: null }] },
      });
    renderAt(<ConfirmationPage />, route, '/participate/12/confirmation?MandateId=inconnu');
    expect(await screen.findByText('Ce mandat est introuvable')).toBeTruthy();
  });
});
