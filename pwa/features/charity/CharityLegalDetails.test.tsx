// The legal details form against a fake API: the browser refuses what the API would (an RNA number that
// is not W + 9 digits, a SIREN whose key is wrong, a representative under 18) with French messages on
// the fields and sends nothing; a valid form sends the `legal_details` body (number normalised) and goes
// on to strong authentication; the API's field errors come back on the inputs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, fakeApi, renderCharity, representative } from './testing/charity-test-kit';
import { legalDetails, legalDetailsBody, overviewOf } from './testing/fixtures';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });
const T = { timeout: 5000 };

const countries = { 'GET /countries.json': () => [{ alpha2Code: 'FR', name: 'France' }] };

function fill(form: HTMLElement, label: RegExp, value: string) {
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
}

function fillValid(form: HTMLElement) {
  fill(form, /^Numéro RNA/, 'w75 1234567');
  fill(form, /^Adresse/, '12 rue des Lilas');
  fill(form, /^Code postal/, '75020');
  fill(form, /^Ville/, 'Paris');
  fill(form, /^Prénom/, 'Inès');
  fill(form, /^Nom \*?$/, 'Moreau');
  fill(form, /^Date de naissance/, '1980-04-12');
  fill(form, /^Téléphone/, '06 12 34 56 78');
}

const submit = (form: HTMLElement) => fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer les informations' }));

describe('the legal details form', () => {
  it('refuses a wrong RNA number, a wrong SIREN key and a minor representative in the browser', async () => {
    const calls = fakeApi({ ...countries, 'GET /charity/overview': () => overviewOf() });
    renderCharity('/association/espace/informations');
    const form = await screen.findByRole('form', { name: 'Informations légales' }, T);
    expect(within(form).getByLabelText(/^Nom de l’association/)).toHaveProperty('value', 'Les Jardins Partagés');
    expect(within(form).getByLabelText(/^E-mail/)).toHaveProperty('value', representative.email);
    fillValid(form);
    const eighteenSoon = new Date();
    eighteenSoon.setFullYear(eighteenSoon.getFullYear() - 18);
    eighteenSoon.setDate(eighteenSoon.getDate() + 2);
    fill(form, /^Date de naissance/, eighteenSoon.toISOString().slice(0, 10));
    submit(form);
    expect(await within(form).findByText('Le représentant légal doit être majeur (18 ans ou plus)', {}, T)).toBeTruthy();

    fill(form, /^Date de naissance/, '1980-04-12');
    fill(form, /^Numéro RNA/, '751234567');
    submit(form);
    expect(await within(form).findByText('Le numéro RNA commence par W, suivi de 9 chiffres (ex. W751234567)', {}, T)).toBeTruthy();

    fireEvent.click(within(form).getByRole('radio', { name: 'SIREN' }));
    fill(form, /^Numéro SIREN/, '552 100 555');
    submit(form);
    expect(await within(form).findByText('Le numéro SIREN compte 9 chiffres et sa clé doit être valide', {}, T)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('sends the body with the number normalised, then opens the strong authentication step', async () => {
    const calls = fakeApi({
      ...countries,
      'GET /charity/overview': () => overviewOf(),
      'PUT /charity/legal_details': () => ({ legal_details: legalDetails, sca: { status: 'not_started' } }),
    });
    const { router } = renderCharity('/association/espace/informations');
    const form = await screen.findByRole('form', { name: 'Informations légales' }, T);
    fillValid(form);
    submit(form);
    await waitFor(() => expect(router.state.location.pathname).toBe('/association/espace/authentification'), T);
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ legal_details: legalDetailsBody });
    expect(await screen.findByText('Informations légales enregistrées.', {}, T)).toBeTruthy();
  });

  it('puts the API’s field errors on the inputs', async () => {
    fakeApi({
      ...countries,
      'GET /charity/overview': () => overviewOf(),
      'PUT /charity/legal_details': () =>
        apiError(422, 'Ce numéro RNA est inconnu du répertoire', 'registration_number_unknown', 'registration_number'),
    });
    renderCharity('/association/espace/informations');
    const form = await screen.findByRole('form', { name: 'Informations légales' }, T);
    fillValid(form);
    submit(form);
    await waitFor(
      () =>
        expect(
          within(form)
            .getByLabelText(/^Numéro RNA/)
            .getAttribute('aria-invalid'),
        ).toBe('true'),
      T,
    );
    expect(screen.getAllByText('Ce numéro RNA est inconnu du répertoire').length).toBeGreaterThanOrEqual(2);
  });
});
