import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/lib/store';
import { donor, fakeApi, renderAt } from '../methods/bank-test-kit';
import { CreationKycPage, ParticipateKycPage } from './KycPage';

const company: SessionUser = { ...donor, id: 8, email: 'contact@atelier-bois.fr', role: { id: 2, name: 'enterprise' } };
const PDF = new TextEncoder().encode('%PDF-1.4\n% Kbis de la société\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

afterEach(() => vi.unstubAllGlobals());

function slot(label: RegExp): HTMLInputElement {
  return screen.getByLabelText<HTMLInputElement>(label);
}

function choose(label: RegExp, file: File) {
  fireEvent.change(slot(label), { target: { files: [file] } });
}

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

describe('the identity documents page', () => {
  it("shows the company's slots under the spec's title", () => {
    fakeApi();
    renderAt(<ParticipateKycPage />, '/participate/:type/:id/kyc', '/participate/company/12/kyc?amount=2600&tip=0', company);
    expect(screen.getByRole('heading', { level: 1, name: 'Contribution entreprise KYC' })).toBeTruthy();
    const labels = [...document.querySelectorAll('.kyc-slot label')].map((label) => label.textContent?.replace(/ \*$/, ''));
    expect(labels).toEqual([
      'Extrait Kbis de la société',
      'Pièce d’identité du dirigeant (passeport ou carte d’identité)',
      'Verso de la pièce d’identité du dirigeant (facultatif)',
      'Statuts de la société',
      'Déclaration des actionnaires',
    ]);
    expect(slot(/^Extrait Kbis/).accept).toBe('.pdf,.jpeg,.jpg,.gif,.png');
  });

  it('refuses a file over 7 MB or of another type, and clears it', () => {
    fakeApi();
    renderAt(<ParticipateKycPage />, '/participate/:type/:id/kyc', '/participate/company/12/kyc?amount=2600', company);
    choose(/^Extrait Kbis/, new File([new Uint8Array(7_340_033)], 'kbis.pdf', { type: 'application/pdf' }));
    const field = slot(/^Extrait Kbis/).closest('.field') as HTMLElement;
    expect(within(field).getByText('Le fichier ne doit pas dépasser 7Mb')).toBeTruthy();
    expect(slot(/^Extrait Kbis/).value).toBe('');
    choose(
      /^Statuts/,
      new File(['x'], 'statuts.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
    );
    expect(
      within(slot(/^Statuts/).closest('.field') as HTMLElement).getByText('Le fichier doit être au format pdf, jpeg, jpg, gif ou png'),
    ).toBeTruthy();
    choose(/^Extrait Kbis/, new File([new Uint8Array(7_340_032)], 'kbis.pdf', { type: 'application/pdf' }));
    expect(within(field).queryByText('Le fichier ne doit pas dépasser 7Mb')).toBeNull();
  });

  it('asks for the required documents before sending anything', async () => {
    const api = fakeApi();
    renderAt(<ParticipateKycPage />, '/participate/:type/:id/kyc', '/participate/company/12/kyc?amount=2600', company);
    choose(/^Extrait Kbis/, new File([PDF], 'kbis.pdf', { type: 'application/pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findAllByText('Ce champ est obligatoire')).toHaveLength(3);
    expect(api.requests).toHaveLength(0);
  });

  it('sends the chosen documents as base64 with the total, then goes on to the payment', async () => {
    const api = fakeApi().on('POST', /^\/user\/register_kyc$/, { status: 201, body: { detail: 'ok', documents: [] } });
    renderAt(
      <ParticipateKycPage />,
      '/participate/:type/:id/kyc',
      '/participate/company/12/kyc?amount=2600&tip=12,50&hide=false&anonymous=false',
      company,
    );
    choose(/^Extrait Kbis/, new File([PDF], 'kbis.pdf', { type: 'application/pdf' }));
    choose(/^Pièce d’identité du dirigeant/, new File([PNG], 'cni.png', { type: 'image/png' }));
    choose(/^Verso/, new File([], 'vide.png', { type: 'image/png' }));
    choose(/^Statuts/, new File([PDF], 'statuts.pdf', { type: 'application/pdf' }));
    choose(/^Déclaration des actionnaires/, new File([PDF], 'actionnaires.pdf', { type: '' }));
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Valider' });
    fireEvent.click(button);
    expect(await screen.findByText('Vos documents ont été envoyés avec succès')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Paiement /participate/12/payment?amount=2600&tip=12,50&hide=false&anonymous=false' }),
    ).toBeTruthy();
    const [sent] = api.to(/register_kyc$/);
    expect(sent?.body).toEqual({
      amount: 261_250,
      files: [
        { filetype: 'REGISTRATION_PROOF', value: base64(PDF) },
        { filetype: 'IDENTITY_PROOF', value: base64(PNG) },
        { filetype: 'ARTICLES_OF_ASSOCIATION', value: base64(PDF) },
        { filetype: 'SHAREHOLDER_DECLARATION', value: base64(PDF) },
      ],
    });
    expect(sent?.headers['Idempotency-Key']).toMatch(/^.{16,64}$/);
  });

  it('shows the generic message when the upload fails and lets the donor send again', async () => {
    fakeApi().on('POST', /register_kyc$/, {
      status: 502,
      body: { errors: [{ code: 'kyc_upload_failed', detail: "Une erreur s'est produite, réessayez plus tard", field: null }] },
    });
    renderAt(<CreationKycPage />, '/create/:type/kyc', '/create/private/kyc?amount=3000&gift=0&evt=2&id=31');
    expect(screen.getByRole('heading', { level: 1, name: 'Vérification de votre identité' })).toBeTruthy();
    choose(/^Pièce d’identité/, new File([PNG], 'passeport.png', { type: 'image/png' }));
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Valider' });
    fireEvent.click(button);
    expect(await screen.findByText("Une erreur s'est produite, réessayez plus tard")).toBeTruthy();
    await waitFor(() => expect(button.disabled).toBe(false));
  });

  it('in the creation flow, sends the total of amount and gift and continues to its payment step', async () => {
    const api = fakeApi().on('POST', /register_kyc$/, { status: 201, body: { detail: 'ok', documents: [] } });
    renderAt(<CreationKycPage />, '/create/:type/kyc', '/create/private/kyc?amount=3000&gift=5&evt=2&id=31');
    choose(/^Pièce d’identité/, new File([PNG], 'passeport.png', { type: 'image/png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(
      await screen.findByRole('heading', { name: 'Paiement création /create/private/payment?amount=3000&gift=5&evt=2&id=31' }),
    ).toBeTruthy();
    expect((api.to(/register_kyc$/)[0]?.body as { amount: number }).amount).toBe(300_500);
  });
});
