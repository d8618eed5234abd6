// The profile's security parts against a fake API: the current password the e-mail and password form
// asks for, the e-mail change waiting for its link (shown, cancellable), the first-password link of a
// Facebook account, the sessions list with its end buttons, and the page the confirmation link opens.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { SessionUser } from '@/lib/store';
import { apiError, fakeApi } from '@/features/manager/testing/manager-test-kit';
import { renderApp } from '@/testing/render-app';
import { ConfirmEmailPage } from '@/features/accounts/pages/ConfirmEmailPage';
import { CredentialsForm } from './components/CredentialsForm';
import { SessionsSection } from './components/SessionsSection';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 40_000 });
const T = { timeout: 15_000 };

const USER: SessionUser = { id: 7, email: 'lea@exemple.fr', firstname: 'Léa', role: { id: 1, name: 'private' }, has_password: true };
const PENDING = { email: 'lea.nouvelle@exemple.fr', requested_at: '2026-11-22T10:00:00.000Z', expires_at: '2026-11-23T10:00:00.000Z' };

const renderIn = (ui: ReactNode, path = '/particular/profile', entry = path) => renderApp([{ path, element: ui }], entry);

const form = () => screen.getByRole('form', { name: 'E-mail et mot de passe' });
const type = (label: string, value: string) => fireEvent.change(within(form()).getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(within(form()).getByRole('button', { name: 'Enregistrer' }));

describe('the e-mail and password form', () => {
  it('asks for the current password before a new password is sent, and shows the server’s refusal under it', async () => {
    const calls = fakeApi({
      'GET /user/email/pending': () => ({ pending_email: null }),
      'PUT /user/pwd/update': () =>
        apiError(422, 'Votre mot de passe actuel est incorrect', 'current_password_invalid', 'current_password'),
    });
    renderIn(<CredentialsForm user={USER} company={false} />);
    const current = within(form()).getByLabelText('Mot de passe actuel');
    expect(current.getAttribute('type')).toBe('password');
    expect(current.getAttribute('autocomplete')).toBe('current-password');
    expect(within(form()).getByText('Obligatoire pour changer votre e-mail ou votre mot de passe.')).toBeTruthy();

    type('Nouveau mot de passe', 'Nouveau-2026!');
    type('Confirmation du nouveau mot de passe', 'Nouveau-2026!');
    save();
    expect(await within(form()).findByText('Votre mot de passe actuel est obligatoire', {}, T)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    type('Mot de passe actuel', 'Ancien-2026!');
    save();
    expect(await within(form()).findByText('Votre mot de passe actuel est incorrect', {}, T)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      user: {
        email: 'lea@exemple.fr',
        password: 'Nouveau-2026!',
        password_confirmation: 'Nouveau-2026!',
        current_password: 'Ancien-2026!',
      },
    });
  });

  it('shows a new address as waiting for its link once asked for, and cancels it', async () => {
    let pending: typeof PENDING | null = null;
    const calls = fakeApi({
      'GET /user/email/pending': () => ({ pending_email: pending }),
      'PUT /user/pwd/update': () => {
        pending = PENDING;
        return USER; // the address stays until the link is opened
      },
      'DELETE /user/email/pending': () => new Response(null, { status: 204 }),
    });
    renderIn(<CredentialsForm user={USER} company={false} />);
    type('E-mail', 'Lea.Nouvelle@exemple.fr');
    type('Mot de passe actuel', 'Ancien-2026!');
    save();
    const notice = await screen.findByText(/En attente de confirmation/, {}, T);
    expect(notice.textContent).toBe('En attente de confirmation : lea.nouvelle@exemple.fr');
    expect(
      screen.getByText(
        /Ouvrez le lien envoyé à cette adresse avant le 23\/11\/2026 à \d\d:00\. D’ici là, vous vous connectez toujours avec lea@exemple\.fr\./,
      ),
    ).toBeTruthy();
    expect(
      await screen.findByText(
        'Nous avons envoyé un lien à lea.nouvelle@exemple.fr : votre e-mail changera quand vous l’aurez ouvert.',
        {},
        T,
      ),
    ).toBeTruthy();
    expect(within(form()).getByLabelText<HTMLInputElement>('E-mail').value).toBe('lea@exemple.fr');

    fireEvent.click(screen.getByRole('button', { name: 'Annuler ce changement' }));
    await waitFor(() => expect(screen.queryByText(/En attente de confirmation/)).toBeNull(), T);
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/user/email/pending')).toBe(true);
  });

  it('gives an account made through Facebook a link to choose its first password instead of the password fields', async () => {
    const calls = fakeApi({
      'GET /user/email/pending': () => ({ pending_email: null }),
      'POST /user/pwd/reset': () => ({ detail: 'Un e-mail est envoyé pour vous permettre de changer votre mot de passe' }),
    });
    renderIn(<CredentialsForm user={{ ...USER, has_password: false }} company={false} />);
    expect(within(form()).queryByLabelText('Mot de passe actuel')).toBeNull();
    expect(within(form()).queryByLabelText('Nouveau mot de passe')).toBeNull();
    fireEvent.click(within(form()).getByRole('button', { name: 'Recevoir le lien' }));
    expect(await screen.findByText('Un lien pour choisir votre mot de passe a été envoyé à lea@exemple.fr.', {}, T)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'lea@exemple.fr' });
  });
});

describe('the sessions list', () => {
  const SESSIONS = [
    {
      id: 31,
      device: 'Firefox sur Windows',
      created_at: '2026-11-20T08:00:00.000Z',
      last_used_at: '2026-11-22T09:00:00.000Z',
      expires_at: '2026-12-22T09:00:00.000Z',
      current: true,
    },
    {
      id: 12,
      device: 'Safari sur iPhone',
      created_at: '2026-10-02T18:30:00.000Z',
      last_used_at: '2026-11-21T07:15:00.000Z',
      expires_at: '2026-12-21T07:15:00.000Z',
      current: false,
    },
    {
      id: 9,
      device: null,
      created_at: '2026-09-01T12:00:00.000Z',
      last_used_at: '2026-09-01T12:00:00.000Z',
      expires_at: '2026-10-01T12:00:00.000Z',
      current: false,
    },
  ];

  it('marks this session, and ends another one or all the others', async () => {
    let listed = SESSIONS;
    const calls = fakeApi({
      'GET /user/sessions': () => listed,
      'DELETE /user/sessions/12': () => {
        listed = listed.filter((s) => s.id !== 12);
        return new Response(null, { status: 204 });
      },
      'DELETE /user/sessions': () => {
        listed = listed.filter((s) => s.current);
        return { ended: 1 };
      },
    });
    renderIn(<SessionsSection userId={7} />);
    const list = await screen.findByRole('list', { name: 'Sessions ouvertes' }, T);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.session__device')?.textContent)).toEqual([
      'Firefox sur WindowsCette session',
      'Safari sur iPhone',
      'Appareil inconnu',
    ]);
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]!.textContent).toMatch(/Connexion le 02\/10\/2026 à \d\d:30Dernière activité le 21\/11\/2026 à \d\d:15/);

    fireEvent.click(within(items[1]!).getByRole('button', { name: /^Terminer la session Safari sur iPhone ouverte le 02\/10\/2026/ }));
    expect(await screen.findByText('La session « Safari sur iPhone » est terminée.', {}, T)).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2), T);

    fireEvent.click(screen.getByRole('button', { name: 'Terminer toutes les autres sessions' }));
    expect(await screen.findByText('Aucun autre appareil n’est connecté à votre compte.', {}, T)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/user/sessions/12', '/user/sessions']);
  });
});

describe('the page of the confirmation link', () => {
  it('says a link without a token is not valid, asking nothing', async () => {
    const calls = fakeApi({});
    renderIn(<ConfirmEmailPage />, '/confirmer-mon-email');
    expect((await screen.findByRole('alert', {}, T)).textContent).toContain('Ce lien de confirmation n’est pas valide.');
    expect(calls).toEqual([]);
  });

  it.each([
    ['bon-jeton', 'status', 'Votre nouvelle adresse e-mail est confirmée : utilisez-la désormais pour vous connecter.'],
    ['vieux-jeton', 'alert', 'Ce lien a déjà été utilisé : votre nouvelle adresse e-mail est confirmée.'],
  ])('confirms only when asked: with the token %s it answers as a %s', async (token, role, text) => {
    const calls = fakeApi({
      'POST /user/email/confirm': (call) =>
        (call.body as { token: string }).token === 'bon-jeton'
          ? { detail: text, email: 'lea.nouvelle@exemple.fr' }
          : apiError(422, text, 'email_change_token_used', 'token'),
    });
    renderIn(<ConfirmEmailPage />, '/confirmer-mon-email', `/confirmer-mon-email?token=${token}`);
    const button = await screen.findByRole('button', { name: 'Confirmer cette adresse' }, T);
    expect(calls).toEqual([]); // opening the link alone changes nothing
    fireEvent.click(button);
    // (found by its text: while the request runs, the button's spinner is a status too)
    expect((await screen.findByText(text, {}, T)).closest(`[role="${role}"]`)).not.toBeNull();
    expect(calls[0]?.body).toEqual({ token });
  });
});
