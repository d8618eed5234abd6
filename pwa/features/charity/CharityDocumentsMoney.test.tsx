// Documents and money against a fake API: each document the provider asks shows its state, a refusal its
// reason, and a selection goes as multipart (`type` + `pages`); the money view shows totals, pots, months,
// payouts with their state ('En cours', 'Versé', 'Échec') and the receipts, and no donor.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, renderCharity } from './testing/charity-test-kit';
import { documentOf, moneyOf } from './testing/fixtures';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });
const T = { timeout: 5000 };

describe('the documents', () => {
  it('shows each state and the refusal’s reason, and sends the chosen files', async () => {
    let documents = [
      documentOf({ id: 1, type: 'ARTICLES_OF_ASSOCIATION', status: 'VALIDATED' }),
      documentOf({
        id: 2,
        type: 'IDENTITY_PROOF',
        status: 'REFUSED',
        refused_reason_type: 'DOCUMENT_HAS_EXPIRED',
        refused_reason_message: null,
      }),
    ];
    const calls = fakeApi({
      'GET /charity/documents': () => ({ required: ['REGISTRATION_PROOF', 'ARTICLES_OF_ASSOCIATION', 'IDENTITY_PROOF'], documents }),
      'POST /charity/documents': () => {
        const created = documentOf({ id: 3, type: 'REGISTRATION_PROOF', status: 'VALIDATION_ASKED', created_at: '2026-11-27T09:00:00Z' });
        documents = [...documents, created];
        return json(created, 201);
      },
    });
    renderCharity('/association/espace/documents');
    const statutes = await screen.findByRole('region', { name: 'Statuts' }, T);
    expect(within(statutes).getByText('Validé')).toBeTruthy();
    expect(within(statutes).queryByRole('form')).toBeNull();
    const identity = screen.getByRole('region', { name: 'Pièce d’identité du représentant' });
    expect(within(identity).getByText('Refusé')).toBeTruthy();
    expect(within(identity).getByText('Le document est périmé.')).toBeTruthy();

    const registration = screen.getByRole('region', { name: 'Preuve d’enregistrement' });
    expect(within(registration).getByText('Non envoyé')).toBeTruthy();
    fireEvent.click(within(registration).getByRole('button', { name: 'Envoyer' }));
    expect(await within(registration).findByText('Choisissez au moins un fichier', {}, T)).toBeTruthy();
    const file = new File(['%PDF-1.4 récépissé'], 'recepisse.pdf', { type: 'application/pdf' });
    fireEvent.change(within(registration).getByLabelText('Choisir les fichiers'), { target: { files: [file] } });
    fireEvent.click(within(registration).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(within(registration).getByText('En cours de vérification')).toBeTruthy(), T);
    const post = calls.find((c) => c.method === 'POST')!;
    const body = post.body as FormData;
    expect(body.get('type')).toBe('REGISTRATION_PROOF');
    expect((body.getAll('pages') as File[]).map((f) => f.name)).toEqual(['recepisse.pdf']);
  });
});

describe('the money view', () => {
  it('shows totals, pots, months, payouts with their state and the receipts', async () => {
    const money = moneyOf();
    money.payouts.push({
      id: 0,
      amount_cents: 1000,
      status: 'FAILED',
      status_label: 'Échec',
      result_message: 'Le compte bénéficiaire est clôturé.',
      created_at: '2026-09-30T10:00:00Z',
      executed_at: null,
    });
    fakeApi({ 'GET /charity/money': () => money });
    renderCharity('/association/espace/dons');
    const payouts = await screen.findByRole('list', { name: 'Versements' }, T);
    const rows = within(payouts).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('En cours')).toBeTruthy();
    expect(within(rows[1]!).getByText('Versé')).toBeTruthy();
    expect(within(rows[2]!).getByText('Échec')).toBeTruthy();
    expect(within(rows[2]!).getByText('Le compte bénéficiaire est clôturé.')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Un potager pour l’école\s*3 dons\s*100,00\s€/ })).toBeTruthy();
    expect(screen.getByRole('row', { name: /novembre 2026\s*2\s*50,00\s€/ })).toBeTruthy();
    expect(screen.getByRole('row', { name: /ENT-2026-000012\s*12\/10\/2026\s*60,00\s€/ })).toBeTruthy();
    expect(screen.getByText(/^2 reçus pour 100,00\s€\.$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exporter les dons (CSV)' })).toBeTruthy();
  });
});
