/**
 * Offline, for real: the service worker installs; then the server is stopped (not only
 * setOffline, which a service worker's requests ignore) and the app shell, the directory and a started
 * pot draft still open, the connection bar says so, an uncached pot page gets the offline page, and
 * the pages that need the network (personal area, payment) say why instead of failing.
 * Chromium at 390x844 against the spec's own server (e2e/pwa-support.ts).
 */
import { expect, test } from '@playwright/test';
import { closingDay, unique } from './pots-support';
import {
  collectConsoleErrors,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  readAppStore,
  screenshot,
  appStarted,
} from './support';
import { appErrors, DIST_A, fieldLabel, newPwaContext, openUnderServiceWorker, pwaServer, PWA_URL, referenceIdsFrom } from './pwa-support';

const DIRECTORY = '/associations-partenaires-cagnotte-solidaire';
const label = fieldLabel;
const server = pwaServer();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start(DIST_A);
});
test.afterAll(() => server.stop());

test('the service worker installs, then with the server stopped the shell, the directory and a draft open', async ({ browser }) => {
  test.setTimeout(180_000);
  const ids = await referenceIdsFrom(PWA_URL);
  const context = await newPwaContext(browser);
  try {
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);

    // Installed: active, controlling the page, the app shell precached.
    await openUnderServiceWorker(page, '/');
    const installed = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const precache = (await caches.keys()).find((name) => name.startsWith('workbox-precache'));
      const shell = precache ? await (await caches.open(precache)).keys() : [];
      return {
        state: registration?.active?.state,
        script: registration?.active?.scriptURL,
        shell: shell.map((request) => new URL(request.url).pathname),
      };
    });
    expect(installed.state).toBe('activated');
    expect(installed.script).toBe(`${PWA_URL}/sw.js`);
    expect(installed.shell).toEqual(expect.arrayContaining(['/index.html', '/offline.html', '/manifest.webmanifest']));
    expect(installed.shell.some((p) => p.startsWith('/screenshots/') || p.startsWith('/demo/'))).toBe(false);

    // A repeat visit loads no script from the network: every one comes from the service worker.
    const scripts: Array<{ url: string; fromServiceWorker: boolean }> = [];
    const onResponse = (response: import('@playwright/test').Response) => {
      if (response.request().resourceType() === 'script')
        scripts.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
    };
    page.on('response', onResponse);
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    page.off('response', onResponse);
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((script) => !script.fromServiceWorker)).toEqual([]);

    // One visit of the directory keeps it; a draft is started in the wizard.
    await page.goto(DIRECTORY);
    await expect(page.locator('#results-count')).toHaveText(/\d+ associations à découvrir/);
    await expect.poll(async () => (await readAppStore(page, 'directoryMeta')).length, { timeout: 30_000 }).toBe(1);
    const details = `/create/private/details?evt=${ids.evt}&assoc=${ids.charity}`;
    await page.goto(details);
    const name = `Brouillon hors ligne ${unique()}`;
    await page.getByLabel(label('Nom de votre cagnotte')).fill(name);
    await page.getByLabel(label('Date de fin de collecte')).fill(closingDay(45));
    await page.waitForTimeout(600); // the draft is written after 300 ms of quiet

    // The server goes away.
    await server.stop();
    await context.setOffline(true);

    await page.goto('/');
    await appStarted(page);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Créer une cagnotte' }).first()).toBeVisible();
    await expect(page.getByTestId('connection-bar')).toContainText('Hors ligne — vos brouillons restent enregistrés sur cet appareil.');
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'pwa', 'offline-home');

    await page.goto(DIRECTORY);
    await expect(page.locator('.offline-badge')).toContainText('Hors ligne');
    await expect(page.locator('#results-count')).toHaveText(/\d+ associations à découvrir/);
    await expect(page.locator('.charity-card').first()).toBeVisible();
    await screenshot(page, 'pwa', 'offline-directory');

    await page.goto(details);
    await expect(page.getByLabel(label('Nom de votre cagnotte'))).toHaveValue(name);
    await expect(page.getByLabel(label('Date de fin de collecte'))).toHaveValue(closingDay(45));
    await screenshot(page, 'pwa', 'offline-draft');

    // A pot page never visited: the offline page.
    await page.goto('/participate/987654');
    await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' })).toBeVisible();
    await expect(page.getByText('Cette page n’est pas disponible sans connexion.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Réessayer' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'pwa', 'offline-page');

    // Pages that need the network say why.
    await page.goto('/participate/987654/payment?amount=20');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion nécessaire pour payer' })).toBeVisible();
    await expect(page.getByText('rien n’a été débité')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à la cagnotte' })).toHaveAttribute('href', '/participate/987654');
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'pwa', 'offline-payment');

    await page.goto('/particular/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Page indisponible hors ligne' })).toBeVisible();
    await screenshot(page, 'pwa', 'offline-personal');

    expect(appErrors(errors)).toEqual([]);
  } finally {
    await context.close();
    await server.start(DIST_A); // for afterAll and any later test
  }
});
