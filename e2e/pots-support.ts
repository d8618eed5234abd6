/**
 * Helpers of the pots e2e specs: accounts and pots made through the API, a TCP proxy that can make the
 * server unreachable, the page checks of e2e/support.ts with screenshots under docs/screens/pots/.
 */
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { collectConsoleErrors, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, screenshot } from './support';

export const PASSWORD = 'Solidaire-2026!';
const FAKE_THUMBNAIL = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#445"/></svg>';

/** The checks every visited page gets, then its screenshot. */
export async function checkPage(page: Page, errors: string[], name: string): Promise<void> {
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'pots', name);
  expect(errors).toEqual([]);
}

/** Cookie choice made, video services answered locally, and optionally a session. */
export async function prepareContext(context: BrowserContext, token?: string): Promise<void> {
  await context.addInitScript((authToken) => {
    localStorage.setItem('cookie_consent', JSON.stringify({ choice: 'refused', at: new Date().toISOString() }));
    if (authToken) localStorage.setItem('auth_token', authToken);
  }, token ?? null);
  await context.route(/^https:\/\/(i\.ytimg\.com|vumbnail\.com)\//, (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: FAKE_THUMBNAIL }),
  );
}

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A private account made through the API; its token. */
export async function signUp(request: APIRequestContext, firstname = 'Camille'): Promise<{ token: string; email: string }> {
  const email = `pots.${unique()}@exemple.fr`;
  const res = await request.post('/api/v1/user/signup/private', {
    data: {
      user: {
        role_id: 1,
        email,
        firstname,
        name: 'Durand',
        gender: 'female',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        accept_conditions: true,
        birth_date: '1990-04-12',
        address_line_1: '12 rue de la Paix',
        post_code: '75002',
        city: 'Paris',
        country_iso: 'FR',
      },
    },
  });
  expect(res.status()).toBe(201);
  return { token: (await res.json()).auth_token, email };
}

/** The first individual event type and the first charities of the directory. */
export async function referenceIds(request: APIRequestContext): Promise<{ evt: number; charity: number; charityName: string }> {
  const events = await (await request.get('/api/v1/event_types')).json();
  const charities = await (await request.get('/api/v1/assocs?page=1&per_page=12')).json();
  return { evt: events[0][0].id, charity: charities[0].id, charityName: charities[0].name };
}

/** A closing day 30 days ahead, as typed (DD-MM-YYYY). */
export function closingDay(days = 30): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${String(day.getDate()).padStart(2, '0')}-${String(day.getMonth() + 1).padStart(2, '0')}-${day.getFullYear()}`;
}

/** A personal pot made through the API. */
export async function createPot(request: APIRequestContext, token: string, name = `Cagnotte ${unique()}`) {
  const { evt, charity } = await referenceIds(request);
  const [dd, mm, yyyy] = closingDay().split('-');
  const res = await request.post('/api/v1/user/cagnottes', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-${unique()}-0000000000` },
    data: {
      charity_pot: {
        name,
        description: '<p>Pour mes 30 ans, je soutiens une <strong>association</strong> qui me tient à cœur.</p>',
        closing_date: `${yyyy}-${mm}-${dd}`,
        event_type_id_id: evt,
        assoc_id_id: charity,
      },
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; name: string; event_type: { id: number }; assoc: { id: number } };
}

/** A photo-like JPEG for the banner. */
export function bannerImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="640"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#e7348f"/><stop offset="1" stop-color="#1e88e5"/></linearGradient></defs><rect width="1600" height="640" fill="url(#g)"/><circle cx="400" cy="320" r="180" fill="#fff" fill-opacity="0.4"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** Types into the description editor. */
export async function typeDescription(page: Page, text: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: /Votre message/ });
  await editor.click();
  await page.keyboard.type(text);
}

export { tcpProxy } from './support';

/** Closes the toasts on screen (so a screenshot shows the page under them). */
export async function closeToasts(page: Page): Promise<void> {
  // One at a time, the first each time: a closed toast leaves the list, so the n-th button of a list
  // read beforehand may no longer exist (a click on it then waited until the test's time ran out).
  const close = page.locator('.toast__close');
  await expect(async () => {
    if ((await close.count()) > 0) await close.first().click({ timeout: 2_000 });
    await expect(close).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** A new organiser's pot, the page's context prepared (prepareContext) and its console errors collected. */
export async function potForVisit(request: APIRequestContext, context: BrowserContext, page: Page) {
  const { token } = await signUp(request);
  const pot = await createPot(request, token);
  await prepareContext(context);
  return { pot, errors: collectConsoleErrors(page) };
}
