/**
 * The visitor's cookie choice (spec: opt-out banner, accept and refuse, kept thirteen months).
 * Stored in localStorage as `{choice, at}`; a choice older than 13 months is forgotten and the banner
 * comes back. Refusing replaces any earlier acceptance and is remembered too, so that audience
 * measurement stays off and the banner does not ask again on every visit. The choice is mirrored in a
 * cookie of the same lifetime (domain/consent-cookie.ts), which the server reads to write the banner
 * into the pages it renders, or to leave it out; it is also the record where storage is disabled.
 */
import { consentCookie, consentExpiry, consentFromCookies, isConsentChoice, type ConsentChoice } from '@domain/consent-cookie';

export type { ConsentChoice };
export const CONSENT_STORAGE_KEY = 'cookie_consent';
/** Any part of the app can reopen the banner by dispatching this window event (e.g. the cookie policy). */
export const COOKIE_SETTINGS_EVENT = 'entraide:cookie-settings';

export interface ConsentState {
  choice: ConsentChoice | null;
  /** The banner shows while no choice is stored, or when the visitor asked to change it. */
  bannerOpen: boolean;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

/** The choice in the cookie the server reads (null outside a browser). */
export function cookieConsent(): ConsentChoice | null {
  return typeof document === 'undefined' ? null : consentFromCookies(document.cookie);
}

/** Writes the cookie when it differs from `choice` (always when `renew`: a new choice starts a new 13 months). */
function mirrorInCookie(choice: ConsentChoice | null, at: Date, renew = false): void {
  if (typeof document === 'undefined' || (!renew && cookieConsent() === choice)) return;
  document.cookie = consentCookie(choice, consentExpiry(at), location.protocol === 'https:');
}

/** The choice in storage with its date, or null when there is none, it is unreadable or older than 13 months. */
function readStored(now: Date): { choice: ConsentChoice; at: Date } | null {
  const raw = storage()?.getItem(CONSENT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const { choice, at } = JSON.parse(raw) as { choice?: unknown; at?: unknown };
    const when = typeof at === 'string' ? new Date(at) : null;
    if (isConsentChoice(choice) && when && !Number.isNaN(when.getTime())) {
      if (consentExpiry(when) > now) return { choice, at: when };
    }
  } catch {
    // unreadable: forget it below
  }
  storage()?.removeItem(CONSENT_STORAGE_KEY);
  mirrorInCookie(null, now);
  return null;
}

/**
 * The stored choice, or null when there is none, it is unreadable or older than 13 months; the cookie
 * (which expires with the choice) answers when storage holds nothing. A choice stored before the cookie
 * existed is copied into it.
 */
export function readConsent(now: Date = new Date()): ConsentChoice | null {
  const stored = readStored(now);
  if (!stored) return cookieConsent();
  mirrorInCookie(stored.choice, stored.at);
  return stored.choice;
}

export function writeConsent(choice: ConsentChoice, now: Date = new Date()): void {
  mirrorInCookie(choice, now, true);
  const store = storage();
  if (!store) return;
  store.removeItem(CONSENT_STORAGE_KEY);
  store.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ choice, at: now.toISOString() }));
}

/**
 * The states at rest (no choice and the banner open, or a choice and the banner closed), one object each:
 * the server's snapshot while hydrating (useConsent.ts) and the store's are then the same object, and React
 * has nothing to render again once hydration is over (a copy, though equal, made it re-render the whole
 * page synchronously after hydrating: blocking time on a slow phone, docs/performance.md).
 */
export const RESTING_STATES: Readonly<Record<ConsentChoice | 'none', ConsentState>> = {
  none: { choice: null, bannerOpen: true },
  accepted: { choice: 'accepted', bannerOpen: false },
  refused: { choice: 'refused', bannerOpen: false },
};

let state: ConsentState | null = null;
const listeners = new Set<() => void>();

function current(): ConsentState {
  state ??= RESTING_STATES[readConsent() ?? 'none'];
  return state;
}

function update(next: ConsentState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const consentStore = {
  get: current,
  subscribe(this: void, listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  choose(choice: ConsentChoice): void {
    writeConsent(choice);
    update(RESTING_STATES[choice]);
  },
  openSettings(): void {
    update({ ...current(), bannerOpen: true });
  },
  /** Re-reads storage (tests, another tab). */
  reset(): void {
    state = null;
    for (const listener of listeners) listener();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener(COOKIE_SETTINGS_EVENT, () => consentStore.openSettings());
  window.addEventListener('storage', (event) => {
    if (event.key === CONSENT_STORAGE_KEY) consentStore.reset();
  });
}
