// The manager's charity page, issue 30: the representative is invited by e-mail (the API's refusal shown
// on the field), the invitations listed with their state, and the payout account the representative
// registered shown read-only (no IBAN form left for the manager).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, fakeApi, json, renderManager } from './testing/manager-test-kit';
import { charityOf, payoutAccountOf } from './testing/fixtures';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });
const T = { timeout: 5000 };

const future = new Date(Date.now() + 6 * 86_400_000).toISOString();
const past = new Date(Date.now() - 86_400_000).toISOString();

describe('inviting the charity’s representative', () => {
  it('sends the invitation, lists it with the earlier ones and their states', async () => {
    let invitations = [
      { id: 1, email: 'ancien@jardins.fr', created_at: past, expires_at: future, accepted_at: null },
      { id: 2, email: 'tresorier@jardins.fr', created_at: past, expires_at: past, accepted_at: null },
    ];
    const calls = fakeApi({
      'GET /manager/charities/8': () =>
        charityOf({
          payout_account: payoutAccountOf({
            holder_name: 'Jardins Partages',
            status: 'active',
            usable: true,
            verification: {
              check: 'CLOSE_MATCH',
              suggested_name: 'Les Jardins Partagés',
              message: 'Le nom est proche de celui du titulaire : Les Jardins Partagés. Vérifiez-le ; vous pouvez corriger le nom.',
            },
          }),
        }),
      'GET /manager/charities/8/payouts': () => [],
      'GET /manager/charities/8/kyc': () => ({ mangopay_user_id: 'user_charity_8', kyc_level: 'LIGHT', documents: [] }),
      'GET /manager/charities/8/representative_invitations': () => invitations,
      'POST /manager/charities/8/representative_invitations': (call) => {
        const { email } = call.body as { email: string };
        if (email === 'deja@jardins.fr') return apiError(409, 'Cette adresse a déjà un compte Entraide.', 'email_taken', 'email');
        const sent = { id: 3, email, created_at: new Date().toISOString(), expires_at: future, accepted_at: null };
        invitations = [sent, ...invitations];
        return json(sent, 201);
      },
    });
    renderManager('/manager/associations/8');
    const section = await screen.findByRole('region', { name: 'Représentant de l’association' }, T);
    const form = within(section).getByRole('form', { name: 'Inviter le représentant' });
    expect(await within(section).findByRole('row', { name: /tresorier@jardins\.fr.*Expirée/ }, T)).toBeTruthy();
    expect(within(section).getByRole('row', { name: /ancien@jardins\.fr.*Remplacée/ })).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/^E-mail du représentant/), { target: { value: 'deja@jardins.fr' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Envoyer l’invitation' }));
    await waitFor(
      () =>
        expect(
          within(form)
            .getByLabelText(/^E-mail du représentant/)
            .getAttribute('aria-invalid'),
        ).toBe('true'),
      T,
    );

    fireEvent.change(within(form).getByLabelText(/^E-mail du représentant/), { target: { value: ' ines.moreau@jardins.fr ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(await screen.findByText('Invitation envoyée à ines.moreau@jardins.fr.', {}, T)).toBeTruthy();
    expect(await within(section).findByRole('row', { name: /ines\.moreau@jardins\.fr.*En attente/ }, T)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { email: 'deja@jardins.fr' },
      { email: 'ines.moreau@jardins.fr' },
    ]);

    const account = screen.getByRole('region', { name: 'Compte de versement' });
    expect(within(account).getByText('Jardins Partages')).toBeTruthy();
    expect(within(account).getByText('FR76 **** **** 0143')).toBeTruthy();
    expect(within(account).getByText('Nom proche')).toBeTruthy();
    expect(within(account).getByText('Utilisable')).toBeTruthy();
    expect(within(account).queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /compte bancaire/i })).toBeNull();
  });
});
