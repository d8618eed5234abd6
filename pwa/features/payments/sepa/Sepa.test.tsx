import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEpcQrPayload } from '@domain/epc-qr';
import { fakeApi, renderAt } from '../methods/bank-test-kit';
import { BankTransferMethod } from '../methods';
import type { PaymentContext } from '../payment-context';
import { CreationSepaPage } from './CreationSepa';

// The QR code's drawing needs a canvas (absent from jsdom): this stand-in shows what it was asked to draw.
vi.mock('qrcode.react', () => ({
  QRCodeCanvas: (props: { value: string; level: string; 'aria-label': string; role: string }) => (
    <div role={props.role} aria-label={props['aria-label']} data-value={props.value} data-level={props.level} />
  ),
}));

const context: PaymentContext = {
  potId: 12,
  amountCents: 4000,
  tipCents: 250,
  hide: false,
  anonymous: true,
  potName: 'Les 30 ans de Léa',
  assocName: 'Les Ateliers du Cœur',
};
const EPC = 'BCD\n002\n1\nSCT\nCCFRFRPPXXX\nMANGOPAY SA\nFR7630056009271234567890182\nEUR42.50\n\n\nENT-7QK2-91';
const WIRE = {
  id: 55,
  BankAccount: {
    OwnerName: 'MANGOPAY SA',
    IBAN: 'FR7630056009271234567890182',
    BIC: 'CCFRFRPPXXX',
    BankName: 'Crédit Commercial de France',
    OwnerAddress: { AddressLine1: '2 avenue Amélie', City: 'Luxembourg', PostalCode: 'L-1125', Country: 'LU' },
  },
  WireReference: 'ENT-7QK2-91',
  epc_qr_payload: EPC,
};

afterEach(() => vi.unstubAllGlobals());

function openMethod() {
  return renderAt(<BankTransferMethod {...context} />, '/participate/:id/payment', '/participate/12/payment?amount=40&tip=2,50');
}

describe('the SEPA transfer method', () => {
  it('asks for the transfer details, then shows them read-only with their EPC QR code', async () => {
    const api = fakeApi().on('POST', /^\/cagnottes\/12\/donations\/bankwire$/, { status: 201, body: WIRE });
    openMethod();
    expect(screen.getByText(/42,50/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Afficher les coordonnées du virement' }));
    expect(await screen.findByRole('heading', { name: 'Coordonnées du virement' })).toBeTruthy();
    const [request] = api.to(/bankwire$/);
    expect(request?.body).toEqual({ charity_donation: { id: 12, amount: 4000, gift_entraide: 250, is_visible: true, is_anonymous: true } });
    expect(request?.headers['Idempotency-Key']).toMatch(/^.{16,64}$/);

    const rows = [...document.querySelectorAll('.sepa__row')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('.sepa__value')?.textContent,
    ]);
    expect(rows).toEqual([
      ['Titulaire du compte', 'MANGOPAY SA'],
      ['Adresse', '2 avenue Amélie, L-1125 Luxembourg, LU'],
      ['IBAN', 'FR76 3005 6009 2712 3456 7890 182'],
      ['Banque', 'Crédit Commercial de France'],
      ['BIC', 'CCFRFRPPXXX'],
      ['Référence à indiquer', 'ENT-7QK2-91'],
    ]);
    expect(document.querySelectorAll('input:not([readonly]), textarea')).toHaveLength(0);
    const qr = await screen.findByRole('img', { name: 'QR code du virement' });
    expect(qr.getAttribute('data-value')).toBe(EPC);
    expect(qr.getAttribute('data-level')).toBe('M');
  });

  it('draws the QR code from the details when the server sent no EPC text', async () => {
    fakeApi().on('POST', /bankwire$/, { status: 201, body: { ...WIRE, epc_qr_payload: null } });
    openMethod();
    fireEvent.click(screen.getByRole('button', { name: 'Afficher les coordonnées du virement' }));
    const qr = await screen.findByRole('img', { name: 'QR code du virement' });
    expect(qr.getAttribute('data-value')).toBe(
      buildEpcQrPayload({
        bic: 'CCFRFRPPXXX',
        name: 'MANGOPAY SA',
        iban: 'FR7630056009271234567890182',
        amountCents: 4250,
        reference: 'ENT-7QK2-91',
      }),
    );
    expect(qr.getAttribute('data-value')?.split('\n').slice(0, 8)).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'CCFRFRPPXXX',
      'MANGOPAY SA',
      'FR7630056009271234567890182',
      'EUR42.50',
    ]);
  });

  it('warns that the details cannot be seen again, then says the transfer is awaited and goes to the thank-you of the donation', async () => {
    fakeApi().on('POST', /bankwire$/, { status: 201, body: WIRE });
    openMethod();
    fireEvent.click(screen.getByRole('button', { name: 'Afficher les coordonnées du virement' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Valider' }));
    const confirm = await screen.findByRole('dialog', { name: 'Avez-vous noté ces coordonnées ?' });
    expect(confirm.textContent).toMatch(/ne pourront plus être consultées/);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    const done = await screen.findByRole('dialog', { name: 'Virement en attente' });
    expect(done.textContent).toMatch(/Nous attendons maintenant votre virement de 42,50/);
    expect(done.textContent).toMatch(/Un e-mail vous sera envoyé dès sa réception/);
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('heading', { name: 'Confirmation /participate/12/confirmation?donation=55' })).toBeTruthy();
  });

  it("'Retour' hides the details; asking again shows the same transfer without a second one", async () => {
    const api = fakeApi().on('POST', /bankwire$/, { status: 201, body: WIRE });
    openMethod();
    fireEvent.click(screen.getByRole('button', { name: 'Afficher les coordonnées du virement' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Retour' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Afficher les coordonnées du virement' }));
    expect(await screen.findByText('ENT-7QK2-91')).toBeTruthy();
    expect(api.to(/bankwire$/)).toHaveLength(1);
  });

  it('shows the profile message when the API refuses, and lets the donor try again', async () => {
    const message = 'Votre profil est incomplet, merci de le mettre à jour et vérifier que votre adresse est valide.';
    fakeApi().on('POST', /bankwire$/, {
      status: 422,
      body: { errors: [{ code: 'payment_account_missing', detail: message, field: null }] },
    });
    openMethod();
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Afficher les coordonnées du virement' });
    fireEvent.click(button);
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(button.disabled).toBe(false));
  });
});

describe('the creation flow SEPA step', () => {
  const sepaRoute = '/create/:type/sepa';

  it('asks once for the transfer of the company donation and writes the spec query', async () => {
    const api = fakeApi().on('POST', /^\/cagnottes\/31\/donations\/bankwire$/, { status: 201, body: WIRE });
    const { router } = renderAt(
      <CreationSepaPage />,
      sepaRoute,
      '/create/company/sepa?id=31&paramAmount=40&paramGift=2,50&hide=false&evt=4',
    );
    expect(await screen.findByText('ENT-7QK2-91')).toBeTruthy();
    expect(api.to(/bankwire$/)).toHaveLength(1);
    expect(api.to(/bankwire$/)[0]?.body).toMatchObject({ charity_donation: { id: 31, amount: 4000, gift_entraide: 250 } });
    const query = new URLSearchParams(router.state.location.search);
    expect([
      query.get('dataWireID'),
      query.get('dataWireAmount'),
      query.get('dataWireGift_entraide'),
      query.get('paramAmount'),
      query.get('paramGift'),
    ]).toEqual(['31', '4000', '250', '40', '2,50']);
    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(
      await screen.findByRole('heading', {
        name: /^Paiement création \/create\/company\/payment\?amount=40&gift=2%2C50&id=31&evt=4&hide=false$/,
      }),
    ).toBeTruthy();
  });

  it("ends on the thank-you of the company's gift awaiting its transfer (issue 47)", async () => {
    fakeApi().on('POST', /^\/cagnottes\/31\/donations\/bankwire$/, { status: 201, body: WIRE });
    renderAt(<CreationSepaPage />, sepaRoute, '/create/company/sepa?id=31&paramAmount=40&paramGift=2,50&hide=false&evt=4');
    fireEvent.click(await screen.findByRole('button', { name: 'Valider' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmer' }));
    await screen.findByRole('dialog', { name: 'Virement en attente' });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('heading', { name: 'Confirmation /participate/31/confirmation?donation=55' })).toBeTruthy();
  });

  it('says the transfer is unknown without a pot or an amount', async () => {
    const api = fakeApi();
    renderAt(<CreationSepaPage />, sepaRoute, '/create/company/sepa');
    expect(await screen.findByText(/Ce virement est introuvable/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour au paiement' })).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });
});
