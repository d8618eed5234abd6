import { useSyncExternalStore } from 'react';
import { consentStore, type ConsentState } from './consent-store';

/** The cookie choice and whether the banner is open; re-renders when either changes. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(consentStore.subscribe, consentStore.get, consentStore.get);
}

/** Reopens the cookie banner so the visitor can change their choice. */
export function openCookieSettings(): void {
  consentStore.openSettings();
}
