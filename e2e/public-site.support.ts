/** Helpers of the public-site e2e tests: a stored cookie choice, and the e-mails of the outbox. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export const PAGE_VIEWS = '/api/v1/analytics/page_views';
export const CONSENT_KEY = 'cookie_consent';

/** Stores a cookie choice made `monthsAgo` months ago before any page script runs. */
export async function storeConsent(page: Page, choice: 'accepted' | 'refused', monthsAgo = 0): Promise<void> {
  await page.addInitScript(
    ([key, value, months]) => {
      if (sessionStorage.getItem('e2e-consent-set')) return; // only before the first page of the test
      sessionStorage.setItem('e2e-consent-set', '1');
      const at = new Date();
      at.setMonth(at.getMonth() - Number(months));
      localStorage.setItem(String(key), JSON.stringify({ choice: value, at: at.toISOString() }));
    },
    [CONSENT_KEY, choice, monthsAgo] as const,
  );
}

export const acceptCookies = (page: Page) => storeConsent(page, 'accepted');

/** The outbox of the server under test (playwright.config.ts shares its DATA_DIR with the workers). */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  return path.join(dataDir, 'outbox');
}

/** Undoes quoted-printable (soft line breaks and =XX bytes), leaving other text as it is. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Text of the latest .eml written to `address`, waiting for it up to `timeoutMs`. */
export async function latestMailTo(address: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(outboxDir())
        .filter((f) => f.endsWith('.eml'))
        .map((f) => path.join(outboxDir(), f));
    } catch {
      // the outbox folder appears with the first mail
    }
    const mails = files
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
      .map((file) => readFileSync(file, 'utf8'))
      .filter((mail) => new RegExp(`^To:.*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(mail));
    if (mails[0]) return decodeQuotedPrintable(mails[0]);
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address} in ${outboxDir()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
