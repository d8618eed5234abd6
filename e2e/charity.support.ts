/**
 * Helpers of the charity e2e spec (e2e/charity.spec.ts), on the manager spec's own server
 * (e2e/manager.support.ts: a manager account needs the database): the invitation mail read from the dev
 * outbox, the bank's holder name for an IBAN set on the payment emulator (its Verification of Payee), and
 * the checks every charity screen gets.
 */
import { controlFetch } from '@entraide/mangopay-sandbox';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { MANAGER_SANDBOX_PORT } from './manager.support';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, OUTBOX_REQUEST, SANDBOX_CONTROL_TOKEN } from './support';

const sandboxControl = { url: `http://127.0.0.1:${MANAGER_SANDBOX_PORT}`, controlToken: SANDBOX_CONTROL_TOKEN };
const CLIENT_ID = 'entraide-local';

/** The invitation link of the newest mail sent to `email` (a background job sends it). */
export async function invitationLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const outbox = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`, OUTBOX_REQUEST);
    const mails = (await outbox.json()) as Array<{ text: string }>;
    link = mails[0]?.text.match(/https?:\/\/\S+(\/association\/espace\/invitation\/[A-Za-z0-9_-]+)/)?.[1];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  return link!;
}

/**
 * The bank says who holds the IBAN (the emulator's payee check compares the name given to it); with
 * `suggests: false` a close match names nobody, as Mangopay's answers do.
 */
export async function setBankHolder(iban: string, name: string, { suggests = true } = {}): Promise<void> {
  const res = await controlFetch(sandboxControl, `/${CLIENT_ID}/payee-names`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ IBAN: iban, Name: name, Suggests: suggests }),
  });
  if (!res.ok) throw new Error(`payee-names: ${res.status} ${await res.text()}`);
}

/** A charity screen: screenshot under docs/screens/charity/, no overflow at 390 px, no serious axe finding, no console error. */
export async function checkScreen(page: Page, errors: string[], name: string): Promise<void> {
  await page.waitForTimeout(300); // a toast's entrance
  await page.evaluate(() => window.scrollTo(0, 0)); // the sticky header above the content, not over it
  await page.locator('main').screenshot({ path: `docs/screens/charity/${name}.png` });
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
  expect(errors).toEqual([]);
}
