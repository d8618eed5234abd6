// Strong authentication and the payout account against a fake API: the SCA button leaves for the
// provider's page and the return page shows the result; a payout account whose holder does not match is
// shown with the contract's message and nothing leaves; a close match offers the bank's name in one tap
// (sent again with the IBAN still typed); a match goes straight to the recipient's authentication.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderCharity } from './testing/charity-test-kit';
import { accountOf, legalDetails, MESSAGES, overviewOf } from './testing/fixtures';
import { leaveTo } from './leave-to';

let left: string[] = [];
beforeEach(() => {
  left = [];
  vi.spyOn(leaveTo, 'assign').mockImplementation((url: string) => void left.push(url));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
vi.setConfig({ testTimeout: 20_000 });
const T = { timeout: 5000 };

const ready = overviewOf({
  legal_details: legalDetails,
  sca: { status: 'active' },
  steps: { legal_details: true, sca: true, payout_account: false, documents: false },
});
const IBAN = 'FR76 3000 6000 0112 3456 7890 189';

describe('strong authentication', () => {
  it('leaves for the provider’s page the API gives', async () => {
    const calls = fakeApi({
      'GET /charity/overview': () => overviewOf({ legal_details: legalDetails, steps: { ...ready.steps, sca: false } }),
      'POST /charity/sca_enrolment': () => ({ redirect_url: 'http://127.0.0.1:8332/sca/enrolment/abc?returnUrl=x' }),
    });
    renderCharity('/association/espace/authentification');
    fireEvent.click(await screen.findByRole('button', { name: 'M’authentifier chez Mangopay' }, T));
    await waitFor(() => expect(left).toEqual(['http://127.0.0.1:8332/sca/enrolment/abc?returnUrl=x']), T);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('asks for the legal details first', async () => {
    fakeApi({ 'GET /charity/overview': () => overviewOf() });
    renderCharity('/association/espace/authentification');
    expect(await screen.findByText('Enregistrez d’abord les informations légales de l’association.', {}, T)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'M’authentifier chez Mangopay' })).toBeNull();
  });

  it('shows the result on the return page', async () => {
    fakeApi({ 'POST /charity/sca_enrolment/refresh': () => ({ sca: { status: 'active' } }) });
    renderCharity('/association/espace/authentification/retour');
    expect(await screen.findByText('Authentification réussie.', {}, T)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Recommencer l’authentification' })).toBeNull();
  });

  it('offers to start again when the authentication failed', async () => {
    fakeApi({ 'POST /charity/sca_enrolment/refresh': () => ({ sca: { status: 'pending' } }) });
    renderCharity('/association/espace/authentification/retour');
    expect(await screen.findByText('L’authentification n’a pas abouti.', {}, T)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recommencer l’authentification' })).toBeTruthy();
  });
});

describe('the payout account', () => {
  function fillAndSend(holder: string) {
    const form = screen.getByRole('form', { name: 'Compte de versement' });
    fireEvent.change(within(form).getByLabelText(/^Titulaire du compte/), { target: { value: holder } });
    fireEvent.change(within(form).getByLabelText(/^IBAN/), { target: { value: IBAN } });
    fireEvent.click(within(form).getByRole('button', { name: 'Vérifier et enregistrer le compte' }));
  }

  it('shows a holder that does not match and leaves for nothing; a close match is fixed in one tap', async () => {
    const bodies: unknown[] = [];
    const answers = [
      {
        payout_account: accountOf({
          holder_name: 'Jardins Partages Association',
          status: 'pending_sca',
          usable: false,
          verification: { check: 'NO_MATCH', suggested_name: null, message: MESSAGES.NO_MATCH },
        }),
        redirect_url: null,
      },
      {
        payout_account: accountOf({
          holder_name: 'Jardins Partages',
          status: 'pending_sca',
          usable: false,
          verification: {
            check: 'CLOSE_MATCH',
            suggested_name: 'Les Jardins Partagés',
            message: MESSAGES.closeMatch('Les Jardins Partagés'),
          },
        }),
        redirect_url: 'http://127.0.0.1:8332/recipients/sca/r2',
      },
      {
        payout_account: accountOf({ status: 'pending_sca', usable: false }),
        redirect_url: 'http://127.0.0.1:8332/recipients/sca/r3',
      },
    ];
    fakeApi({
      'GET /charity/overview': () => ready,
      'PUT /charity/payout_account': (call) => {
        bodies.push(call.body);
        return answers[bodies.length - 1];
      },
    });
    renderCharity('/association/espace/compte-de-versement');
    await screen.findByRole('form', { name: 'Compte de versement' }, T);

    fillAndSend('Jardins Partages Association');
    expect(await screen.findByText(MESSAGES.NO_MATCH, {}, T)).toBeTruthy();
    expect(screen.getByText('Vérification du bénéficiaire : Nom différent.')).toBeTruthy();
    expect(screen.getByText('Inutilisable')).toBeTruthy();
    expect(left).toEqual([]);

    fillAndSend('Jardins Partages');
    expect(await screen.findByText(MESSAGES.closeMatch('Les Jardins Partagés'), {}, T)).toBeTruthy();
    expect(left).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Utiliser le nom « Les Jardins Partagés »' }));
    await waitFor(() => expect(left).toEqual(['http://127.0.0.1:8332/recipients/sca/r3']), T);
    expect(bodies).toEqual([
      { payout_account: { holder_name: 'Jardins Partages Association', iban: 'FR7630006000011234567890189' } },
      { payout_account: { holder_name: 'Jardins Partages', iban: 'FR7630006000011234567890189' } },
      { payout_account: { holder_name: 'Les Jardins Partagés', iban: 'FR7630006000011234567890189' } },
    ]);
  });

  it('waits for the strong authentication before asking for an account', async () => {
    fakeApi({ 'GET /charity/overview': () => overviewOf({ legal_details: legalDetails, sca: { status: 'pending' } }) });
    renderCharity('/association/espace/compte-de-versement');
    expect(await screen.findByText('Le compte de versement s’enregistre une fois l’authentification forte faite.', {}, T)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Compte de versement' })).toBeNull();
  });

  it('shows the registered account on the return page', async () => {
    fakeApi({ 'POST /charity/payout_account/refresh': () => ({ payout_account: accountOf() }) });
    renderCharity('/association/espace/compte-de-versement/retour');
    expect(await screen.findByText('Compte enregistré.', {}, T)).toBeTruthy();
    expect(screen.getByText(MESSAGES.MATCH)).toBeTruthy();
    expect(screen.getByText('Utilisable')).toBeTruthy();
    expect(screen.getByText('FR76 **** **** **** **** ***0 189')).toBeTruthy();
  });
});
