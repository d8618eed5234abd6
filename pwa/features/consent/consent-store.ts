/**
 * The visitor's cookie choice (spec: opt-out banner, accept and refuse, kept thirteen months).
 * Stored in localStorage as `{choice, at}`; a choice older than 13 months is forgotten and the banner
 * comes back. Refusing replaces any earlier acceptance and is remembered too, so that audience
 * measurement stays off and the banner does not ask again on every visit.
 */
import { COOKIE_CONSENT_MONTHS } from '../../../domain/constants';

export type ConsentChoice = 'accepted' | 'refused';
export const CONSENT_STORAGE_KEY = 'cookie_consent';
/** Any part of the app can reopen the banner by dispatching this window event (e.g. the cookie policy). */
export const COOKIE_SETTINGS_EVENT = 'entraide:cookie-settings';

export interface ConsentState {
  choice: ConsentChoice | null;
  /** The banner shows while no choice is stored, or when the visitor asked to change it. */
  bannerOpen: boolean;
}

/** `date` plus `months` calendar months, on the month's last day when it is shorter (31 Jan + 1 = 28 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setMonth(result.getMonth() + months);
  if (result.getDate() !== date.getDate()) result.setDate(0);
  return result;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

/** The stored choice, or null when there is none, it is unreadable or older than 13 months. */
export function readConsent(now: Date = new Date()): ConsentChoice | null {
  const raw = storage()?.getItem(CONSENT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const { choice, at } = JSON.parse(raw) as { choice?: unknown; at?: unknown };
    const when = typeof at === 'string' ? new Date(at) : null;
    if ((choice === 'accepted' || choice === 'refused') && when && !Number.isNaN(when.getTime())) {
      if (addMonths(when, COOKIE_CONSENT_MONTHS) > now) return choice;
    }
  } catch {
    // unreadable: forget it below
  }
  storage()?.removeItem(CONSENT_STORAGE_KEY);
  return null;
}

export function writeConsent(choice: ConsentChoice, now: Date = new Date()): void {
  const store = storage();
  if (!store) return;
  store.removeItem(CONSENT_STORAGE_KEY);
  store.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ choice, at: now.toISOString() }));
}

let state: ConsentState | null = null;
const listeners = new Set<() => void>();

function current(): ConsentState {
  if (!state) {
    const choice = readConsent();
    state = { choice, bannerOpen: choice === null };
  }
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
    update({ choice, bannerOpen: false });
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
