/**
 * The cookie banner's choice, mirrored in a first-party cookie so that the server can write the banner (or
 * leave it out) into the pages it renders (api/http/first-screens.ts) and the browser hydrates the same
 * markup (pwa/features/consent/useConsent.ts). The browser's localStorage stays the record
 * (pwa/features/consent/consent-store.ts); the cookie holds only the choice, expires with it (13 months)
 * and is a strictly necessary cookie under the CNIL's rules: it remembers a refusal as well as an acceptance.
 */
import { COOKIE_CONSENT_MONTHS } from './constants';

export type ConsentChoice = 'accepted' | 'refused';

export const CONSENT_COOKIE = 'cookie_consent';

/** Where the banner's form posts when the page's script has not run yet (api/public-site/consent.routes.ts). */
export const CONSENT_FORM_PATH = '/cookie-choice';

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return value === 'accepted' || value === 'refused';
}

/** `date` plus `months` calendar months, on the month's last day when it is shorter (31 Jan + 1 = 28 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setMonth(result.getMonth() + months);
  if (result.getDate() !== date.getDate()) result.setDate(0);
  return result;
}

/** When a choice made at `at` is forgotten and the banner asks again. */
export const consentExpiry = (at: Date): Date => addMonths(at, COOKIE_CONSENT_MONTHS);

/** The choice in a `Cookie` header (`document.cookie` reads the same way), or null. */
export function consentFromCookies(header: string | null | undefined): ConsentChoice | null {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === CONSENT_COOKIE && isConsentChoice(value)) return value;
  }
  return null;
}

/** The cookie (a `document.cookie` assignment or a `Set-Cookie` value) that stores `choice` until `expires`, or forgets it (null). */
export function consentCookie(choice: ConsentChoice | null, expires: Date, secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  if (!choice) return `${CONSENT_COOKIE}=; Max-Age=0; ${attributes}`;
  return `${CONSENT_COOKIE}=${choice}; Expires=${expires.toUTCString()}; ${attributes}`;
}
