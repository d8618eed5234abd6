import { useSyncExternalStore } from 'react';
import { consentStore, type ConsentState } from './consent-store';

/**
 * What the server writes and hydration takes over: no banner (the server does not know the visitor's
 * choice, and a page without script cannot act on it); it opens right after, when no choice is stored.
 */
const SERVER_STATE: ConsentState = { choice: null, bannerOpen: false };
const serverState = () => SERVER_STATE;

/** The cookie choice and whether the banner is open; re-renders when either changes. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(consentStore.subscribe, consentStore.get, serverState);
}

/** Reopens the cookie banner so the visitor can change their choice. */
export function openCookieSettings(): void {
  consentStore.openSettings();
}
