// The one jotai module of the PWA (as Excalidraw keeps its app state in one place).
// Session: the token is persisted in localStorage under 'auth_token' (raw string, as the spec's
// original app stored it); the current user lives in memory and is read from GET /user at start.
import { useCallback, useEffect, useState } from 'react';
import { atom, createStore, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { SessionUser } from '@domain/session-user';
import { api, ApiError, setAuthTokenGetter } from './api-client';

// The user's wire shape is defined once, in domain/; the screens import it from here with the session.
export type { RoleName } from '@domain/constants';
export type { SessionUser } from '@domain/session-user';

/** 'unknown' no check yet, 'loading' GET /user in flight, 'ready' settled, 'unreachable' kept for a retry. */
export type SessionStatus = 'unknown' | 'loading' | 'ready' | 'unreachable';

export const TOKEN_STORAGE_KEY = 'auth_token';

const rawStringStorage = {
  getItem(key: string, initialValue: string | null): string | null {
    try {
      return localStorage.getItem(key) ?? initialValue;
    } catch {
      return initialValue; // storage disabled (private mode, policies)
    }
  },
  setItem(key: string, value: string | null): void {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  },
  removeItem(key: string): void {
    localStorage.removeItem(key);
  },
  // Signing in or out in another tab updates this one.
  subscribe(key: string, callback: (value: string | null) => void, initialValue: string | null): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) callback(event.newValue ?? initialValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

export const tokenAtom = atomWithStorage<string | null>(TOKEN_STORAGE_KEY, null, rawStringStorage, {
  getOnInit: true,
});
export const currentUserAtom = atom<SessionUser | null>(null);
export const sessionStatusAtom = atom<SessionStatus>('unknown');
export const isAuthenticatedAtom = atom((get) => get(tokenAtom) !== null && get(currentUserAtom) !== null);

/** A jotai store whose token the API client sends. The app uses `appStore`; tests make their own. */
export function createSessionStore(): ReturnType<typeof createStore> {
  const store = createStore();
  setAuthTokenGetter(() => store.get(tokenAtom));
  return store;
}

export const appStore = createSessionStore();

/** The session as components see it, with the actions of sign-in and sign-out. */
export function useSession() {
  const [token, setToken] = useAtom(tokenAtom);
  const [user, setUser] = useAtom(currentUserAtom);
  const status = useAtomValue(sessionStatusAtom);
  const setStatus = useSetAtom(sessionStatusAtom);
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);

  const signIn = useCallback(
    (authToken: string, signedInUser: SessionUser) => {
      setToken(authToken);
      setUser(signedInUser);
      setStatus('ready');
    },
    [setToken, setUser, setStatus],
  );

  /** Clears the session at once, then revokes the token on the server (best effort). */
  const signOut = useCallback(() => {
    const previous = token;
    setToken(null);
    setUser(null);
    setStatus('ready');
    if (previous) {
      api.delete('/user/auth', { headers: { Authorization: `Bearer ${previous}` } }).catch(() => undefined);
    }
  }, [token, setToken, setUser, setStatus]);

  return { token, user, status, isAuthenticated, signIn, signOut };
}

/**
 * Reads the current user when a token exists. A refused token (401, 403, 404...) clears the session;
 * when the server cannot be reached (offline, 5xx, 429) the token is kept and the read is retried
 * once the browser is back online, so opening the installed app offline does not sign anyone out.
 */
export function useSessionBootstrap(): void {
  const [token, setToken] = useAtom(tokenAtom);
  const [user, setUser] = useAtom(currentUserAtom);
  const [status, setStatus] = useAtom(sessionStatusAtom);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) {
      setStatus('ready');
      return;
    }
    if (user) return;
    const controller = new AbortController();
    setStatus('loading');
    api
      .get<SessionUser>('/user', { signal: controller.signal })
      .then((loaded) => {
        setUser(loaded);
        setStatus('ready');
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        const refused = err instanceof ApiError && err.status < 500 && err.status !== 429;
        if (refused) setToken(null);
        setStatus(refused ? 'ready' : 'unreachable');
      });
    return () => controller.abort();
  }, [token, user, attempt, setToken, setUser, setStatus]);

  useEffect(() => {
    if (status !== 'unreachable') return;
    const retry = () => setAttempt((n) => n + 1);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [status]);
}
