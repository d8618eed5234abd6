// A charity's KYC upload forms (one per document the provider needs) against a fake API: a type under
// review or validated shows its status instead of a form, a refused one says why and may be sent again;
// files are checked in the browser (kind, count) before the multipart POST; donations show their dispute.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderManager } from './testing/manager-test-kit';
import { charityOf, donationOf } from './testing/fixtures';
import type { CharityKycSubmission } from '@domain/manager-types';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });
const T = { timeout: 5000 };

const submission = (over: Partial<CharityKycSubmission>): CharityKycSubmission => ({
  id: 1,
  mangopay_document_id: 'doc_1',
  type: 'IDENTITY_PROOF',
  status: 'VALIDATION_ASKED',
  refused_reason_type: null,
  refused_reason_message: null,
  pages: 1,
  submitted_by_id: 1,
  processed_at: null,
  created_at: '2026-11-22T09:00:00Z',
  ...over,
});

describe('sending a charity’s KYC documents', () => {
  it('shows each document’s state, checks the files, and posts the chosen ones for the refused type', async () => {
    let submissions = [
      submission({}),
      submission({
        id: 2,
        mangopay_document_id: 'doc_2',
        type: 'REGISTRATION_PROOF',
        status: 'REFUSED',
        refused_reason_type: 'DOCUMENT_UNREADABLE',
      }),
    ];
    const calls = fakeApi({
      'GET /manager/charities/8': () => charityOf(),
      'GET /manager/charities/8/payouts': () => [],
      'GET /manager/charities/8/kyc': () => ({
        mangopay_user_id: 'user_charity_8',
        kyc_level: 'LIGHT',
        documents: [],
        required_types: ['IDENTITY_PROOF', 'REGISTRATION_PROOF', 'ARTICLES_OF_ASSOCIATION'],
        submissions,
      }),
      'POST /manager/charities/8/kyc_documents': () => {
        const sent = submission({ id: 3, mangopay_document_id: 'doc_3', type: 'REGISTRATION_PROOF', status: 'VALIDATION_ASKED' });
        submissions = [sent, ...submissions];
        return new Response(JSON.stringify(sent), { status: 201, headers: { 'Content-Type': 'application/json' } });
      },
    });
    renderManager('/manager/associations/8');
    const identity = await screen.findByRole('form', { name: 'Pièce d’identité du représentant légal' }, T);
    expect(within(identity).getByText('En cours de vérification')).toBeTruthy();
    expect(within(identity).queryByRole('button', { name: 'Envoyer au prestataire' })).toBeNull();
    const articles = screen.getByRole('form', { name: 'Statuts à jour, signés' });
    expect(within(articles).getByText('Pas encore envoyé')).toBeTruthy();

    const registration = screen.getByRole('form', { name: /^Preuve d’enregistrement/ });
    expect(within(registration).getByText(/Refusé : document illisible/)).toBeTruthy();
    const input = within(registration).getByLabelText<HTMLInputElement>('Choisir les fichiers');
    // A text file is refused in the browser: nothing is sent.
    fireEvent.change(input, { target: { files: [new File(['bonjour'], 'notes.txt', { type: 'text/plain' })] } });
    fireEvent.click(within(registration).getByRole('button', { name: 'Envoyer au prestataire' }));
    expect(
      await within(registration).findByText('notes.txt : Le fichier doit être au format pdf, jpeg, jpg, gif ou png', {}, T),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    const pdf = new File(['%PDF-1.7 récépissé'], 'recepisse.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(within(registration).getByText('recepisse.pdf')).toBeTruthy();
    fireEvent.click(within(registration).getByRole('button', { name: 'Envoyer au prestataire' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1), T);
    const body = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect(body.get('type')).toBe('REGISTRATION_PROOF');
    expect((body.getAll('files') as File[]).map((f) => f.name)).toEqual(['recepisse.pdf']);
    expect(
      await screen.findByText(/Preuve d’enregistrement .* : envoyé au prestataire de paiement pour vérification\./, {}, T),
    ).toBeTruthy();
    await waitFor(
      () =>
        expect(within(screen.getByRole('form', { name: /^Preuve d’enregistrement/ })).getByText('En cours de vérification')).toBeTruthy(),
      T,
    );
  });
});

describe('a disputed donation', () => {
  it('shows the dispute beside the donation’s status', async () => {
    fakeApi({
      'GET /manager/donations': () => [
        donationOf({ status: 'REFUNDED', dispute: { status: 'CLOSED', result_code: 'LOST' } }),
        donationOf({ id: 42, dispute: { status: 'PENDING_CLIENT_ACTION', result_code: null } }),
      ],
      'GET /manager/charities': () => [],
    });
    renderManager('/manager/dons');
    expect(await screen.findByText('Contestation perdue', {}, T)).toBeTruthy();
    expect(screen.getByText('Contesté par la banque')).toBeTruthy();
  });
});
