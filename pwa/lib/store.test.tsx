import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { createSessionStore, useSession, useSessionBootstrap, type SessionUser } from './store';

const camille: SessionUser = { id: 1, email: 'camille@example.fr', firstname: 'Camille', role: { id: 1, name: 'private' } };

/** A tiny screen that shows the session the way a header would. */
function SessionProbe() {
  useSessionBootstrap();
  const { user, isAuthenticated, signIn, signOut } = useSession();
  return (
    <div>
      <p>{isAuthenticated ? `Connecté : ${user?.firstname}` : 'Non connecté'}</p>
      <button onClick={() => signIn('tok-abc', camille)}>Se connecter</button>
      <button onClick={signOut}>Déconnecter</button>
    </div>
  );
}

function renderWithFreshStore() {
  const store = createSessionStore(); // reads localStorage now, as the app does at start
  return render(
    <Provider store={store}>
      <SessionProbe />
    </Provider>,
  );
}

function stubFetch(handler: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const fn = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => handler(String(url), init));
  vi.stubGlobal('fetch', fn);
  return fn;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('session store', () => {
  it('persists the token in localStorage on sign-in and clears it on sign-out', async () => {
    const fetchFn = stubFetch(() => new Response(null, { status: 204 }));
    renderWithFreshStore();
    expect(screen.getByText('Non connecté')).toBeTruthy();

    act(() => screen.getByRole('button', { name: 'Se connecter' }).click());
    expect(screen.getByText('Connecté : Camille')).toBeTruthy();
    expect(localStorage.getItem('auth_token')).toBe('tok-abc');

    act(() => screen.getByRole('button', { name: 'Déconnecter' }).click());
    expect(screen.getByText('Non connecté')).toBeTruthy();
    expect(localStorage.getItem('auth_token')).toBeNull();
    // The token is revoked on the server with the token that was in use.
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v1/user/auth');
    expect(init?.method).toBe('DELETE');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-abc');
  });

  it('reads the current user at start when a token is stored', async () => {
    localStorage.setItem('auth_token', 'tok-stored');
    const fetchFn = stubFetch(() => json(200, camille));
    renderWithFreshStore();
    expect(await screen.findByText('Connecté : Camille')).toBeTruthy();
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v1/user');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-stored');
  });

  it('clears the session when the stored token is refused', async () => {
    localStorage.setItem('auth_token', 'tok-expired');
    stubFetch(() => json(401, { errors: [{ code: 'unauthorized', detail: 'Session expirée' }] }));
    renderWithFreshStore();
    await waitFor(() => expect(localStorage.getItem('auth_token')).toBeNull());
    expect(screen.getByText('Non connecté')).toBeTruthy();
  });

  it('keeps the token when the server cannot be reached (offline start)', async () => {
    localStorage.setItem('auth_token', 'tok-offline');
    const fetchFn = stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderWithFreshStore();
    await waitFor(() => expect(fetchFn).toHaveBeenCalled());
    await act(async () => undefined);
    expect(localStorage.getItem('auth_token')).toBe('tok-offline');
    expect(screen.getByText('Non connecté')).toBeTruthy();
  });
});
