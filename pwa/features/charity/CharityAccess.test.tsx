// The invitation and the area's guard against a fake API: the invited representative sees the charity's
// name and the invited e-mail, sets a password and lands signed in on the charity's checklist; a used
// link says so; the area sends anonymous visitors to the sign-in page and other roles to their own area.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { tokenAtom } from '@/lib/store';
import { apiError, fakeApi, renderCharity, representative } from './testing/charity-test-kit';
import { moneyOf, overviewOf } from './testing/fixtures';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });
const T = { timeout: 5000 };

describe('the invitation link', () => {
  it('names the charity and the e-mail, sets the password and signs the representative in', async () => {
    const calls = fakeApi({
      'GET /charity_invitations/tok-123': () => ({ email: representative.email, charity: { id: 8, name: 'Les Jardins Partagés' } }),
      'POST /charity_invitations/tok-123/accept': () => ({ auth_token: 'new-session', user: representative }),
      'GET /charity/overview': () => overviewOf(),
      'GET /charity/money': () => moneyOf(),
    });
    const { store } = renderCharity('/association/espace/invitation/tok-123', null);
    const form = await screen.findByRole('form', { name: 'Choisir un mot de passe' }, T);
    expect(screen.getAllByText('Les Jardins Partagés').length).toBeGreaterThan(0);
    expect(screen.getByText(representative.email)).toBeTruthy();

    // The rule is shown under the field, and a 9-character password is refused before anything is sent.
    expect(
      within(form)
        .getByLabelText(/^Mot de passe/)
        .getAttribute('aria-describedby'),
    ).toBeTruthy();
    expect(within(form).getByText('Au moins 10 caractères, et pas un mot de passe courant.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Mot de passe/), { target: { value: 'Court-26!' } });
    fireEvent.change(within(form).getByLabelText(/^Confirmation/), { target: { value: 'Court-26!' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Créer mon accès' }));
    expect(await within(form).findByText('Votre mot de passe doit contenir au moins 10 caractères', {}, T)).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/^Mot de passe/), { target: { value: 'Potager-2026!' } });
    fireEvent.change(within(form).getByLabelText(/^Confirmation/), { target: { value: 'Potager-2026?' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Créer mon accès' }));
    expect(
      await within(form).findByText('Votre confirmation de mot de passe doit être identique à votre mot de passe', {}, T),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText(/^Confirmation/), { target: { value: 'Potager-2026!' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Créer mon accès' }));
    expect(await screen.findByRole('link', { name: 'Informations légales' }, T)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ password: 'Potager-2026!', password_confirmation: 'Potager-2026!' });
    expect(store.get(tokenAtom)).toBe('new-session');
  });

  it('says so when the link is no longer valid', async () => {
    const refusal = 'Ce lien d’invitation n’est plus valable. Demandez-en un nouveau à l’équipe Entraide.';
    fakeApi({ 'GET /charity_invitations/used': () => apiError(404, refusal, 'invitation_invalid') });
    renderCharity('/association/espace/invitation/used', null);
    expect(await screen.findByText(refusal, {}, T)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('the area’s guard', () => {
  it('sends an anonymous visitor to the sign-in page', async () => {
    fakeApi({});
    renderCharity('/association/espace/dons', null);
    expect(await screen.findByText('Page de connexion', {}, T)).toBeTruthy();
  });

  it('sends a manager to the manager’s area', async () => {
    fakeApi({});
    renderCharity('/association/espace', { ...representative, role: { id: 3, name: 'manager' } });
    expect(await screen.findByText('Espace gestionnaire', {}, T)).toBeTruthy();
  });
});

describe('the charity’s home', () => {
  it('lists the four steps with their states and the money summary', async () => {
    fakeApi({
      'GET /charity/overview': () =>
        overviewOf({
          sca: { status: 'active' },
          steps: { legal_details: true, sca: true, payout_account: false, documents: false },
          documents: [
            {
              id: 1,
              type: 'IDENTITY_PROOF',
              status: 'REFUSED',
              refused_reason_type: 'DOCUMENT_UNREADABLE',
              refused_reason_message: null,
              created_at: '2026-11-21T09:00:00Z',
              processed_at: '2026-11-22T09:00:00Z',
            },
          ],
        }),
      'GET /charity/money': () => moneyOf(),
    });
    renderCharity('/association/espace');
    const steps = await screen.findByRole('list', {}, T);
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Informations légales.*Terminé$/),
      expect.stringMatching(/^Authentification forte.*Terminé$/),
      expect.stringMatching(/^Compte de versement.*À faire$/),
      expect.stringMatching(/^Documents.*Document refusé$/),
    ]);
    expect(screen.getByText('Encore 2 étapes avant le premier versement.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Dons reçus').nextElementSibling?.textContent).toMatch(/^125,00\s€$/), T);
  });
});
