/**
 * The service worker keeps no one's personal data: the caches it fills are shared by everyone
 * using the phone. A signed-in organiser opens the dashboard and the pot page under the service worker,
 * then every runtime cache is read: none holds an `/api/v1/user` answer, and the only answers kept from
 * requests sent with the session are the directory's public lists, the same as an anonymous caller gets
 * (the API client sends the session with every call). The directory's answers are kept: the caching ran.
 * Chromium at 390x844 against the PWA specs' own server (e2e/pwa-support.ts).
 */
import { expect, test } from '@playwright/test';
import { createPot, prepareContext, signUp } from './pots-support';
import { collectConsoleErrors, screenshot, appStarted } from './support';
import { appErrors, DIST_A, openUnderServiceWorker, pwaServer, PWA_URL } from './pwa-support';

const server = pwaServer();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start(DIST_A);
});
test.afterAll(() => server.stop());

test('a signed-in visit leaves no personal answer in the service worker’s caches', async ({ browser, playwright }) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL: PWA_URL });
  const { token } = await signUp(api);
  const pot = await createPot(api, token);
  await api.dispose();

  const context = await browser.newContext({ baseURL: PWA_URL, viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  await prepareContext(context, token);
  try {
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const withSession = new Set<string>();
    page.on('request', (request) => {
      if (request.headers().authorization) withSession.add(request.url());
    });

    await openUnderServiceWorker(page, '/');
    const donations = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/user/donations');
    await page.goto('/particular/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon tableau de bord' })).toBeVisible();
    expect((await donations).fromServiceWorker()).toBe(true); // it went through the service worker
    await expect(page.getByText(pot.name).first()).toBeVisible();
    await screenshot(page, 'pwa', 'signed-in-dashboard');

    await page.goto(`/participate/${pot.id}`);
    await appStarted(page);
    await expect(page.getByRole('heading', { level: 1, name: pot.name })).toBeVisible();
    await page.goto('/associations-partenaires-cagnotte-solidaire');
    await appStarted(page);
    await expect(page.locator('#results-count')).toHaveText(/\d+ associations à découvrir/);

    const kept = await page.evaluate(async () => {
      const all: Record<string, string[]> = {};
      for (const name of await caches.keys()) {
        if (name.startsWith('workbox-precache')) continue;
        all[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
      }
      return all;
    });
    const keptUrls = Object.values(kept).flat();
    expect([...withSession].some((url) => new URL(url).pathname.startsWith('/api/v1/user'))).toBe(true);
    expect(keptUrls.filter((url) => new URL(url).pathname.startsWith('/api/v1/user'))).toEqual([]);
    expect(kept.directory?.some((url) => new URL(url).pathname === '/api/v1/assoc_categories')).toBe(true);
    const keptWithSession = keptUrls.filter((url) => withSession.has(url));
    expect(keptWithSession.filter((url) => !kept.directory?.includes(url))).toEqual([]);
    for (const url of keptWithSession) {
      const [signedIn, anonymous] = await Promise.all([fetch(url, { headers: { Authorization: `Bearer ${token}` } }), fetch(url)]);
      expect(await signedIn.text(), url).toBe(await anonymous.text());
    }
    expect(appErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
