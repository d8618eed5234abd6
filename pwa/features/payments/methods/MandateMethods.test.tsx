import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentContext } from '../payment-context';
import { donor, fakeApi, renderAt } from './bank-test-kit';
import { MonthlyMandateMethod, OneOffMandateMethod } from './index';
import { leaveTo } from './use-mandate-submit';

const context: PaymentContext = {
  potId: 12,
  amountCents: 2550,
  tipCents: 300,
  hide: true,
  anonymous: false,
  potName: 'Les 30 ans de Léa',
  assocName: 'Les Ateliers du Cœur',
};
const IBAN = 'FR76 3000 4000 0312 3456 7890 143';
const MANDATE = {
  Id: 'mdt_81',
  DocumentURL: 'https://sandbox.example/mandates/mdt_81/document',
  BankReference: null,
  BankAccountId: 'ba_9',
  MandateType: 'DIRECT_DEBIT',
  RedirectURL: 'https://sandbox.example/mandates/mdt_81/confirmation',
  Status: 'CREATED',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function openOneOff() {
  return renderAt(
    <OneOffMandateMethod {...context} />,
    '/participate/:id/payment',
    '/participate/12/payment?amount=25,50&tip=3&hide=true&anonymous=false',
  );
}

async function fillAndSend(iban = IBAN, bic = 'bnpafrpp') {
  fireEvent.change(screen.getByLabelText(/^IBAN/), { target: { value: iban } });
  fireEvent.change(screen.getByLabelText(/^BIC/), { target: { value: bic } });
  fireEvent.click(screen.getByRole('button', { name: /Signer le mandat/ }));
}

describe('the one-off mandate method', () => {
  it('checks IBAN and BIC with the spec messages before calling anything', async () => {
    const api = fakeApi();
    openOneOff();
    fireEvent.click(screen.getByRole('button', { name: /Signer le mandat/ }));
    expect(await screen.findAllByText('Votre IBAN est obligatoire')).not.toHaveLength(0);
    expect(screen.getAllByText('Votre BIC est obligatoire')).not.toHaveLength(0);
    await fillAndSend('FR76 3000 4000 0312 3456 7890 144', 'BNP');
    expect(await screen.findAllByText('Votre IBAN est invalide')).not.toHaveLength(0);
    expect(screen.getAllByText('Votre BIC est invalide')).not.toHaveLength(0);
    expect(api.requests).toHaveLength(0);
  });

  it('fills the holder and address from the profile', () => {
    fakeApi();
    openOneOff();
    expect(screen.getByLabelText<HTMLInputElement>(/^Titulaire du compte/).value).toBe('Léa Martin');
    expect(screen.getByLabelText<HTMLInputElement>(/^Adresse du titulaire/).value).toBe('8 rue des Lilas');
    expect(screen.getByLabelText<HTMLInputElement>(/^Code postal/).value).toBe('69003');
    expect(screen.getByLabelText<HTMLInputElement>(/^Ville/).value).toBe('Lyon');
  });

  it('registers the account and the mandate, saves the donation without debiting and goes to the mandate page', async () => {
    const assign = vi.spyOn(leaveTo, 'assign').mockImplementation(() => undefined);
    const api = fakeApi()
      .on('POST', /^\/user\/bank_accounts\/register$/, {
        status: 201,
        body: { bank_account: { Id: 'ba_9', Active: true }, register_mandate: true, mandate: null },
      })
      .on('POST', /^\/user\/bank_accounts\/ba_9\/mandate\/new$/, { status: 201, body: MANDATE })
      .on('POST', /^\/cagnottes\/12\/donations$/, { status: 201, body: { id: 40, payment_status: 'CREATED' } });
    openOneOff();
    await fillAndSend();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(MANDATE.RedirectURL));

    const [account] = api.to(/bank_accounts\/register/);
    expect(account?.body).toEqual({
      bank_account: {
        iban: 'FR7630004000031234567890143',
        bic: 'BNPAFRPP',
        bank_account_holder: 'Léa Martin',
        bank_account_address_line_1: '8 rue des Lilas',
        bank_account_postal_code: '69003',
        bank_account_city: 'Lyon',
        bank_account_country_iso: 'FR',
      },
    });
    const [mandate] = api.to(/mandate\/new/);
    expect(mandate?.body).toEqual({ return_url: '/participate/12/confirmation' });
    const [donation] = api.to(/cagnottes\/12\/donations$/);
    expect(donation?.body).toMatchObject({
      charity_donation: {
        amount: 2550,
        gift_entraide: 300,
        gift_creator: 0,
        is_visible: false,
        is_anonymous: false,
        is_main: false,
        payment_info: {
          PaymentType: 'MANDATE',
          mandateID: 'mdt_81',
          bankAccountID: 'ba_9',
          mandateCulture: 'FR',
          process_payin_dds: false,
          mandateReturnURL: '/participate/12/confirmation',
        },
      },
    });
    const keys = api.requests.map((r) => r.headers['Idempotency-Key']);
    expect(keys.every((key) => typeof key === 'string' && key.length >= 16 && key.length <= 64)).toBe(true);
    expect(new Set(keys).size).toBe(3);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Signer le mandat/ }).disabled).toBe(true);
  });

  it('with a mandate already signed, saves the donation to be debited and shows the confirmation page', async () => {
    const api = fakeApi()
      .on('POST', /^\/user\/bank_accounts\/register$/, {
        status: 201,
        body: {
          bank_account: { Id: 'ba_9', Active: true },
          register_mandate: false,
          mandate: { ...MANDATE, RedirectURL: null, Status: 'ACTIVE' },
        },
      })
      .on('POST', /^\/cagnottes\/12\/donations$/, { status: 201, body: { id: 41, payment_status: 'CREATED' } });
    openOneOff();
    await fillAndSend();
    expect(await screen.findByRole('heading', { name: 'Confirmation /participate/12/confirmation?donation=41' })).toBeTruthy();
    expect(api.to(/mandate\/new/)).toHaveLength(0);
    expect(api.to(/donations$/)[0]?.body).toMatchObject({
      charity_donation: { payment_info: { mandateID: 'mdt_81', process_payin_dds: true } },
    });
  });

  it('without a mandate page to go to, says so and saves nothing', async () => {
    const api = fakeApi()
      .on('POST', /^\/user\/bank_accounts\/register$/, {
        status: 201,
        body: { bank_account: { Id: 'ba_9', Active: true }, register_mandate: true, mandate: null },
      })
      .on('POST', /mandate\/new$/, { status: 201, body: { ...MANDATE, RedirectURL: null } });
    openOneOff();
    await fillAndSend();
    expect(await screen.findByText('Un problème technique est survenu. Merci de réessayer ultérieurement.')).toBeTruthy();
    expect(api.to(/donations$/)).toHaveLength(0);
    expect(await screen.findByRole('heading', { name: 'Cagnotte /participate/12' })).toBeTruthy();
  });

  it('shows the profile message when the API refuses the payment account, then goes back to the pot', async () => {
    fakeApi().on('POST', /^\/user\/bank_accounts\/register$/, {
      status: 422,
      body: {
        errors: [
          {
            code: 'payment_account_missing',
            detail: 'Votre profil est incomplet, merci de le mettre à jour et vérifier que votre adresse est valide.',
            field: null,
          },
        ],
      },
    });
    openOneOff();
    await fillAndSend();
    expect(
      await screen.findByText('Votre profil est incomplet, merci de le mettre à jour et vérifier que votre adresse est valide.'),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Cagnotte /participate/12' })).toBeTruthy();
  });

  it('puts a field refused by the server back on the form and lets the donor send it again', async () => {
    fakeApi().on('POST', /^\/user\/bank_accounts\/register$/, {
      status: 422,
      body: { errors: [{ code: 'IBAN_INVALID', detail: 'Votre IBAN est invalide', field: 'bank_account.iban' }] },
    });
    openOneOff();
    await fillAndSend();
    const field = screen.getByLabelText(/^IBAN/).closest('.field') as HTMLElement;
    expect(await within(field).findByText('Votre IBAN est invalide')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: /Signer le mandat/ }).disabled).toBe(false));
  });

  it('sends a donor who needs identity documents to the documents page', async () => {
    fakeApi()
      .on('POST', /register$/, {
        status: 201,
        body: { bank_account: { Id: 'ba_9', Active: true }, register_mandate: false, mandate: { ...MANDATE, Status: 'ACTIVE' } },
      })
      .on('POST', /donations$/, {
        status: 422,
        body: { errors: [{ code: 'kyc_required', detail: 'Merci de transmettre vos justificatifs d’identité', field: null }] },
      });
    openOneOff();
    await fillAndSend();
    expect(
      await screen.findByRole('heading', { name: /^Documents \/participate\/particular\/12\/kyc\?amount=25%2C50&tip=3&hide=true/ }),
    ).toBeTruthy();
  });
});

describe('the monthly mandate method', () => {
  function openMonthly() {
    return renderAt(<MonthlyMandateMethod {...context} />, '/participate/:id/payment', '/participate/12/payment?amount=25,50&tip=3');
  }

  it('asks for a debit day, 1 by default', async () => {
    const api = fakeApi();
    openMonthly();
    const day = screen.getByLabelText<HTMLSelectElement>(/^Jour de prélèvement/);
    expect(day.value).toBe('1');
    expect(day.options).toHaveLength(32);
    fireEvent.change(day, { target: { value: '' } });
    await fillAndSend();
    expect(await screen.findAllByText('La date de prélèvement est obligatoire')).not.toHaveLength(0);
    expect(api.requests).toHaveLength(0);
  });

  it('creates the subscription with the mandate and the chosen day, then goes to the mandate page', async () => {
    const assign = vi.spyOn(leaveTo, 'assign').mockImplementation(() => undefined);
    const api = fakeApi()
      .on('POST', /register$/, { status: 201, body: { bank_account: { Id: 'ba_9', Active: true }, register_mandate: true, mandate: null } })
      .on('POST', /mandate\/new$/, { status: 201, body: MANDATE })
      .on('POST', /^\/cagnottes\/12\/subscriptions$/, { status: 201, body: { id: 7, status: 'ACTIVE' } });
    openMonthly();
    fireEvent.change(screen.getByLabelText(/^Jour de prélèvement/), { target: { value: '15' } });
    await fillAndSend();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(MANDATE.RedirectURL));
    expect(api.to(/donations/)).toHaveLength(0);
    expect(api.to(/subscriptions$/)[0]?.body).toMatchObject({
      charity_subscription: {
        amount: 2550,
        gift_entraide: 300,
        gift_creator: 0,
        is_visible: false,
        is_anonymous: false,
        debit_day: 15,
        recurrence: 1,
        payment_info: { PaymentType: 'MANDATE', mandateID: 'mdt_81' },
      },
    });
  });
});

// The donor's session is the kit's; keep the import used for readers of this file.
void donor;
