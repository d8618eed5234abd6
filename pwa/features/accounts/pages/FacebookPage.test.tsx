// The Facebook callback and completion page in jsdom against a fake API: the dialog's code and state are
// posted to the API (never a token), a known person is signed in, an unknown one gets the completion form
// with the sign-up ticket kept out of the address, and a token in an address is never used.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { FacebookCompletionPage } from './FacebookPage';

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const USER = { id: 7, email: 'nadia.benali@exemple.fr', firstname: 'Nadia', name: 'Benali', role: { id: 1, name: 'private' } };
const SIGNUP = {
  facebook_token: 'ticket-secret-43',
  facebook_id: '10001',
  firstname: 'Nadia',
  name: 'Benali',
  email: 'nadia.benali@exemple.fr',
};

function fakeApi(known: boolean) {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/v1/user/auth/facebook') {
      return known
        ? json({ auth_token: 'session', user: USER })
        : json({ errors: [{ code: 'social_account_unknown', detail: 'Aucun compte' }], signup: SIGNUP }, 404);
    }
    if (path === '/api/v1/user/signup/fb') return json({ auth_token: 'session', user: USER }, 201);
    return json({ errors: [] }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const renderAt = (url: string) =>
  renderApp(
    [
      { path: '/login/facebook', element: <FacebookCompletionPage /> },
      { path: '*', element: <p>ailleurs</p> },
    ],
    url,
  );

const bodyOf = (fetch: ReturnType<typeof fakeApi>, path: string) => {
  const call = fetch.mock.calls.find(([input]) => String(input).endsWith(path)) as unknown as [string, RequestInit] | undefined;
  return call ? JSON.parse(String(call[1].body)) : undefined;
};

/** As if this tab had started the login with state `etat`. */
const started = () => sessionStorage.setItem('entraide_facebook_login', JSON.stringify({ from: 'default', search: '', state: 'etat' }));

describe('FacebookPage', () => {
  it('posts the dialog’s code and state, and signs a known person in', async () => {
    started();
    const fetch = fakeApi(true);
    renderAt('/login/facebook?code=le-code&state=etat');
    expect(await screen.findByText('ailleurs')).toBeTruthy();
    expect(bodyOf(fetch, '/user/auth/facebook')).toEqual({ user: { code: 'le-code', state: 'etat' } });
  });

  it('opens the completion form for an unknown person, with the ticket out of the address, and signs up with it', async () => {
    started();
    const fetch = fakeApi(false);
    const router = renderAt('/login/facebook?code=le-code&state=etat');
    const form = await screen.findByRole('form', { name: 'Inscription avec Facebook' });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^Prénom/).value).toBe('Nadia'));
    expect(router.state.location.search).not.toMatch(/ticket|token|code=/);
    fireEvent.change(screen.getByLabelText(/^Date de naissance/), { target: { value: '08-03-1992' } });
    fireEvent.change(screen.getByLabelText(/^Adresse/), { target: { value: '2 rue Nationale' } });
    fireEvent.change(screen.getByLabelText(/^Code postal/), { target: { value: '59000' } });
    fireEvent.change(screen.getByLabelText(/^Ville/), { target: { value: 'Lille' } });
    fireEvent.click(screen.getByLabelText(/J’accepte les/));
    fireEvent.submit(form);
    await waitFor(() => expect(bodyOf(fetch, '/user/signup/fb')).toBeDefined());
    expect(bodyOf(fetch, '/user/signup/fb').user).toMatchObject({
      facebook_token: 'ticket-secret-43',
      facebook_id: '10001',
      email: 'nadia.benali@exemple.fr',
      birth_date: '1992-03-08',
    });
  });

  it('never uses a token found in the address: it asks to sign in with Facebook first', async () => {
    const fetch = fakeApi(false);
    renderAt('/login/facebook?firstname=Nadia&facebook_token=jeton&facebook_id=1');
    expect(await screen.findByText(/Connectez-vous d’abord avec Facebook/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Inscription avec Facebook' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('ignores a code whose state this tab did not start', async () => {
    const fetch = fakeApi(true);
    renderAt('/login/facebook?code=le-code&state=etat-d-un-autre');
    expect(await screen.findByText(/Connectez-vous d’abord avec Facebook/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
