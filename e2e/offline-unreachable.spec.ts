/**
 * Issue 45, item 6: offline is said when it is true. The server becomes unreachable while the browser
 * still says it is online (navigator.onLine true: a Wi-Fi without a way out, a server down): a TCP proxy
 * in front of the test server is closed, never setOffline. The pot page, the directory and the wizard,
 * answered by the service worker, show 'Hors ligne' within a few seconds; when the proxy opens again
 * the notice goes without a reload. Chromium at 390x844; WebKit and Firefox in e2e/engines/.
 */
import { expect, test, type Page } from '@playwright/test';
import { closingDay, createPot, prepareContext, referenceIds, signUp, tcpProxy } from './pots-support';
import { appErrors, fieldLabel as label, openUnderServiceWorker } from './pwa-support';
import { collectConsoleErrors, expectNoHorizontalOverflow, screenshot } from './support';

const DIRECTORY = '/associations-partenaires-cagnotte-solidaire';
const NOTICE = 'Hors ligne — vos brouillons restent enregistrés sur cet appareil.';
/** "Within a few seconds": the service worker's word, or the probe every 3 s. */
const FEW_SECONDS = 8_000;

const healthProbes = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/health') seen.push(request.url());
  });
  return seen;
};

test('server unreachable, navigator.onLine true: the pot page, the directory and the wizard say "Hors ligne", then stop saying it', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const { token } = await signUp(request);
  const pot = await createPot(request, token);
  const ids = await referenceIds(request);
  const proxy = tcpProxy(Number(new URL(baseURL ?? '').port));
  const port = await proxy.open();
  const origin = `http://127.0.0.1:${port}`;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  await prepareContext(context);
  const pages = {
    pot: `${origin}/participate/${pot.id}`,
    directory: `${origin}${DIRECTORY}`,
    wizard: `${origin}/create/private/details?evt=${ids.evt}&assoc=${ids.charity}`,
  };
  try {
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const probes = healthProbes(page);
    const bar = page.getByTestId('connection-bar');

    // Online: each page once under the service worker (kept for later), no notice, no probe.
    await openUnderServiceWorker(page, pages.pot);
    await expect(page.getByRole('heading', { level: 1, name: pot.name })).toBeVisible();
    await page.goto(pages.directory);
    await expect(page.locator('#results-count')).toHaveText(/\d+ associations à découvrir/);
    await page.goto(pages.wizard);
    await page.getByLabel(label('Nom de votre cagnotte')).fill('Anniversaire de Lou');
    await page.getByLabel(label('Date de fin de collecte')).fill(closingDay(40));
    await page.waitForTimeout(600); // the draft is written after 300 ms of quiet
    await expect(bar).toHaveCount(0);
    await expect(page.locator('.offline-badge')).toHaveCount(0);
    expect(probes).toEqual([]); // nothing more on the network while the server answers

    await proxy.close(); // the server is gone, as far as the browser can tell
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);

    await page.goto(pages.pot);
    await expect(page.getByRole('heading', { level: 1, name: pot.name })).toBeVisible();
    await expect(bar).toHaveText(NOTICE, { timeout: FEW_SECONDS });
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'offline', 'unreachable-pot-page');

    await page.goto(pages.directory);
    await expect(page.locator('#results-count')).toHaveText(/\d+ associations à découvrir/);
    await expect(bar).toHaveText(NOTICE, { timeout: FEW_SECONDS });
    await expect(page.locator('.offline-badge')).toContainText('Hors ligne');
    await screenshot(page, 'offline', 'unreachable-directory');

    await page.goto(pages.wizard);
    await expect(page.getByLabel(label('Nom de votre cagnotte'))).toHaveValue('Anniversaire de Lou');
    await expect(bar).toHaveText(NOTICE, { timeout: FEW_SECONDS });
    await screenshot(page, 'offline', 'unreachable-wizard');

    // The server answers again: the probe sees it, the notice goes without a reload.
    await proxy.open(port);
    await expect(bar).toHaveText('Connexion rétablie', { timeout: FEW_SECONDS });
    await screenshot(page, 'offline', 'reachable-again-wizard');
    await expect(bar).toHaveCount(0, { timeout: 8_000 });
    expect(appErrors(errors)).toEqual([]);
  } finally {
    await context.close();
    await proxy.close();
  }
});

test('an error answer is not offline: the directory with the server answering 503 says no "Hors ligne"', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'fr-FR', serviceWorkers: 'block' });
  await prepareContext(context);
  try {
    const page = await context.newPage();
    const unavailable = '{"errors":[{"code":"unavailable","detail":"Service indisponible"}]}';
    await page.route('**/api/v1/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: unavailable }));
    const answered = page.waitForResponse((response) => response.url().includes('/api/v1/') && response.status() === 503);
    await page.goto(DIRECTORY);
    await answered;
    await page.waitForTimeout(4_000); // longer than a probe's period
    await expect(page.getByTestId('connection-bar')).toHaveCount(0);
    await expect(page.locator('.offline-badge')).toHaveCount(0);

    // The same requests failing without an answer are offline.
    await page.unroute('**/api/v1/**');
    await page.route('**/api/v1/**', (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(page.getByTestId('connection-bar')).toContainText('Hors ligne', { timeout: FEW_SECONDS });
  } finally {
    await context.close();
  }
});
