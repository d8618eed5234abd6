import { createContext, useContext, useSyncExternalStore } from 'react';
import { consentStore, cookieConsent, RESTING_STATES, type ConsentChoice, type ConsentState } from './consent-store';

/** The request's choice, given by the server render; absent in the browser. */
export const ServerConsentContext = createContext<ConsentChoice | null | undefined>(undefined);

/**
 * The cookie choice and whether the banner is open; re-renders when either changes. While hydrating, what
 * the server wrote: the banner when the request's cookie holds no choice (domain/consent-cookie.ts), none
 * when it does. The server render provides the request's choice (pwa/ssr/entry-server.tsx); the browser
 * reads the same cookie while it hydrates, then the store takes over (the same state object, unless the
 * cookie is missing a choice kept in storage: the banner then closes at once).
 */
export function useConsent(): ConsentState {
  const serverChoice = useContext(ServerConsentContext);
  const serverState = () => RESTING_STATES[(serverChoice === undefined ? cookieConsent() : serverChoice) ?? 'none'];
  return useSyncExternalStore(consentStore.subscribe, consentStore.get, serverState);
}

/** Reopens the cookie banner so the visitor can change their choice. */
export function openCookieSettings(): void {
  consentStore.openSettings();
}
