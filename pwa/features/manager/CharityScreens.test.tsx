// The charity screens against a fake API: the edit form sends the `charity` body (nulls for empty
// texts, tax rates as whole percentages) and puts the API's field errors back on the inputs; the
// charity page pays the balance out with 'Verser le solde' and says why when it cannot.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, fakeApi, renderManager } from './testing/manager-test-kit';
import { charityOf, payoutAccountOf, payoutOf, referenceLists } from './testing/fixtures';
import { charityBodyOf, charityFormDefaults } from './charity-form';

afterEach(() => vi.unstubAllGlobals());
// Several screens render and answer in each test: a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const T = { timeout: 5000 };

describe('charity form values', () => {
  it('sends empty optional texts as null and only the tax rates typed', () => {
    const body = charityBodyOf({
      ...charityFormDefaults(charityOf()),
      tax_private: '75',
      tax_enterprise: '',
      video_url: '  ',
      region_id: '',
    });
    expect(body).toMatchObject({
      name: 'Les Jardins Partagés',
      category_id: 2,
      video_url: null,
      region_id: null,
      assoc_object: null,
      tax_rates: [{ assoc_type: 'PRIVATE', value: 75 }],
    });
  });
});

describe('editing a charity', () => {
  it('saves the changes, then shows the charity with a success toast', async () => {
    let saved = charityOf();
    const calls = fakeApi({
      ...referenceLists,
      'GET /manager/charities/8': () => saved,
      'PUT /manager/charities/8': (call) => {
        const body = (call.body as { charity: Record<string, unknown> }).charity;
        saved = charityOf({ ...(body as object), tax_rates: body.tax_rates as never });
        return saved;
      },
      'GET /manager/charities/8/payouts': () => [],
      'GET /manager/charities/8/kyc': () => ({ mangopay_user_id: 'user_charity_8', kyc_level: 'LIGHT', documents: [] }),
    });
    renderManager('/manager/associations/8/modifier');
    const form = await screen.findByRole('form', { name: 'Enregistrer les modifications' }, T);
    expect(within(form).getByLabelText(/^Nom/)).toHaveProperty('value', 'Les Jardins Partagés');
    expect(within(form).getByLabelText(/^Catégorie/)).toHaveProperty('value', '2');
    fireEvent.change(within(form).getByLabelText('Réduction d’impôt des entreprises (%)'), { target: { value: '60' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Reçu fiscal envoyé par l’association' }));
    fireEvent.change(within(form).getByLabelText('Certification'), { target: { value: 'IDEAS' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer les modifications' }));

    expect(await screen.findByText('Les modifications de Les Jardins Partagés sont enregistrées.', {}, T)).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      charity: expect.objectContaining({
        cerfa_type: 'SENT_BY_ASSOC',
        certification_code: 'IDEAS',
        assoc_object: null,
        about: '<p>Depuis 2010.</p>',
        tax_rates: [
          { assoc_type: 'PRIVATE', value: 66 },
          { assoc_type: 'ENTERPRISE', value: 60 },
        ],
      }),
    });
    expect(await screen.findByText('particuliers 66 %, entreprises 60 %', {}, T)).toBeTruthy();
    expect(screen.getByText('Reçu fiscal envoyé par l’association')).toBeTruthy();
  });

  it('refuses a tax rate above 100 in the browser, and shows the API’s field errors on the inputs', async () => {
    const calls = fakeApi({
      ...referenceLists,
      'GET /manager/charities/8': () => charityOf(),
      'PUT /manager/charities/8': () => apiError(422, 'Cette adresse est déjà prise par une autre association', 'url_taken', 'url'),
    });
    renderManager('/manager/associations/8/modifier');
    const form = await screen.findByRole('form', { name: 'Enregistrer les modifications' }, T);
    fireEvent.change(within(form).getByLabelText('Réduction d’impôt des particuliers (%)'), { target: { value: '120' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await within(form).findByText('Un pourcentage entier entre 0 et 100', {}, T)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Réduction d’impôt des particuliers (%)'), { target: { value: '66' } });
    fireEvent.change(within(form).getByLabelText(/^Adresse de la page/), { target: { value: 'jardins' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(
      () =>
        expect(
          within(form)
            .getByLabelText(/^Adresse de la page/)
            .getAttribute('aria-invalid'),
        ).toBe('true'),
      T,
    );
    expect(screen.getAllByText('Cette adresse est déjà prise par une autre association').length).toBeGreaterThanOrEqual(2); // under the input and in the toast
  });
});

describe('paying a charity out', () => {
  it('pays the balance out and lists the payout with its reference', async () => {
    let payouts: ReturnType<typeof payoutOf>[] = [];
    const calls = fakeApi({
      'GET /manager/charities/8': () => charityOf({ payout_account: payoutAccountOf() }),
      'GET /manager/charities/8/payouts': () => payouts,
      'GET /manager/charities/8/representative_invitations': () => [],
      'GET /manager/charities/8/kyc': () => ({
        mangopay_user_id: 'user_charity_8',
        kyc_level: 'REGULAR',
        documents: [
          {
            Id: 'doc_1',
            Type: 'ARTICLES_OF_ASSOCIATION',
            Status: 'VALIDATED',
            RefusedReasonType: null,
            RefusedReasonMessage: null,
            CreationDate: 1795000000,
          },
        ],
      }),
      'POST /manager/charities/8/payouts': () => {
        payouts = [payoutOf()];
        return json201(payouts[0]);
      },
    });
    renderManager('/manager/associations/8');
    expect(await screen.findByText('Vérifié (versements possibles)', {}, T)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Vérification d’identité (KYC)' })).getByText('Validé')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verser le solde' }));
    const toasts = await screen.findAllByText(/^Versement de 75,00\s€ \(référence ENT 00000001\) envoyé à la banque\.$/, {}, T);
    expect(toasts).toHaveLength(1);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    const region = screen.getByRole('region', { name: 'Versements' });
    const row = await within(region).findByRole('row', { name: /ENT 00000001/ }, T);
    expect(within(row).getByText('Envoyé à la banque')).toBeTruthy();
    expect(within(row).getByText('FR76 **** **** 0143')).toBeTruthy();
  });

  it('says why when there is nothing to pay out', async () => {
    fakeApi({
      'GET /manager/charities/8': () => charityOf(),
      'GET /manager/charities/8/payouts': () => [],
      'GET /manager/charities/8/representative_invitations': () => [],
      'GET /manager/charities/8/kyc': () => ({ mangopay_user_id: 'user_charity_8', kyc_level: 'LIGHT', documents: [] }),
      'POST /manager/charities/8/payouts': () => apiError(422, 'Le séquestre de l’association est vide : rien à reverser', 'empty_balance'),
    });
    renderManager('/manager/associations/8');
    expect(await screen.findByText(/pas encore de compte de versement utilisable/, {}, T)).toBeTruthy();
    expect(screen.getByText(/Aucun compte de versement : le représentant/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verser le solde' }));
    expect(await screen.findByText('Le séquestre de l’association est vide : rien à reverser', {}, T)).toBeTruthy();
    expect(screen.getByText('Aucun versement pour l’instant.')).toBeTruthy();
  });
});

function json201(body: unknown) {
  return new Response(JSON.stringify(body), { status: 201, headers: { 'Content-Type': 'application/json' } });
}
