/**
 * Test data of Mangopay's Sandbox and what a payer's browser does with the emulator, over plain HTTP:
 * posting a card to the tokenizer (as Mangopay's card registration kit does), and the 3-D Secure and
 * mandate pages (GET the page, POST the button's form, read the redirect) — without a browser.
 */

/** Mangopay's Sandbox test IBAN and BIC (https://docs.mangopay.com/testing/payment-methods). */
export const TEST_IBAN = 'FR7630004000031234567890143';
export const TEST_BIC = 'BNPAFRPP';
export const PARIS = { AddressLine1: '3 rue de la Cité', City: 'Paris', PostalCode: '75004', Country: 'FR' };

/** A phone browser's BrowserInfo, as a card pay-in carries it for 3-D Secure. */
export const BROWSER = {
  AcceptHeader: 'text/html, application/xhtml+xml, application/xml;q=0.9, */*;q=0.8',
  JavaEnabled: false,
  JavascriptEnabled: true,
  Language: 'fr-FR',
  ColorDepth: 24,
  ScreenHeight: 844,
  ScreenWidth: 390,
  TimeZoneOffset: -60,
  UserAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
};

export interface CardData {
  number: string;
  expiry?: string;
  cvc?: string;
}

/** MMYY a year after `now`. */
export function nextYear(now: Date): string {
  return `${String(now.getUTCMonth() + 1).padStart(2, '0')}${String((now.getUTCFullYear() + 1) % 100).padStart(2, '0')}`;
}

/** What the browser needs of a card registration to post the card. */
export interface Preregistration {
  CardRegistrationURL: string;
  PreregistrationData: string;
  AccessKey: string;
}

/** The browser's post of the card to the tokenizer: its text answer (`data=...` or `errorCode=...`). */
export async function tokenize(
  registration: Preregistration,
  card: CardData,
  now = new Date(),
): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(registration.CardRegistrationURL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      data: registration.PreregistrationData,
      accessKeyRef: registration.AccessKey,
      cardNumber: card.number,
      cardExpirationDate: card.expiry ?? nextYear(now),
      cardCvx: card.cvc ?? (card.number.startsWith('3') ? '1234' : '123'),
    }),
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

export interface PageVisit {
  page: { status: number; html: string };
  /** The answer to the button's form: status and where it sends the browser. */
  answer: { status: number; location: string | null };
}

/** Opens a page of the emulator, then posts its form as the button named `outcome` would. */
export async function clickThrough(url: string, outcome: string): Promise<PageVisit> {
  const shown = await fetch(url);
  const html = await shown.text();
  const posted = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }),
  });
  return { page: { status: shown.status, html }, answer: { status: posted.status, location: posted.headers.get('location') } };
}
