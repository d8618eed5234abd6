/**
 * The directory offline soon after a first visit (issue 47, item 3), in Chromium at 390x844: the
 * server is made unreachable (a TCP proxy in front of the test server is closed) and the browser set
 * offline (navigator.onLine) four seconds after the first load; a reload of the directory, with or
 * without filters in its address, shows the kept charities at once, never a spinner, and a charity's
 * page opens from the kept copy. With nothing kept yet, the page says so at once.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { collectConsoleErrors, expectNoHorizontalOverflow, readAppStore, screenshot, tcpProxy } from './support';

const DIRECTORY = '/associations-partenaires-cagnotte-solidaire';
const LOADING = 'Chargement des résultats, veuillez patienter ...';
const NOTHING_KEPT = /Vous êtes hors ligne et la liste des associations n’a pas encore été gardée sur cet appareil/;

const cards = (page: Page) => page.locator('.charity-card');
const count = (page: Page) => page.locator('#results-count');

async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  await context.addInitScript(() => {
    localStorage.setItem('cookie_consent', JSON.stringify({ choice: 'refused', at: new Date().toISOString() }));
  });
  return context;
}

type Offline = { page: Page; context: BrowserContext; origin: string; port: number; proxy: ReturnType<typeof tcpProxy> };

/** A phone's page reaching the test server through a proxy that the test closes (server unreachable). */
async function throughProxy(browser: Browser, baseURL: string | undefined, run: (offline: Offline) => Promise<void>): Promise<void> {
  const proxy = tcpProxy(Number(new URL(baseURL ?? '').port));
  const port = await proxy.open();
  const context = await phoneContext(browser);
  try {
    await run({ page: await context.newPage(), context, origin: `http://127.0.0.1:${port}`, port, proxy });
  } finally {
    await context.close();
    await proxy.close();
  }
}

/** Milliseconds since the page's navigation started, in the page's clock. */
const sinceLoad = (page: Page) => page.evaluate(() => performance.now());

/** Neither the loading line nor the error, within a second of the reload: the page answers at once. */
async function expectAnsweredAtOnce(page: Page): Promise<void> {
  await expect(page.getByText(LOADING)).toHaveCount(0, { timeout: 1_000 });
  await expect(page.getByText(/ne peuvent pas être chargées/)).toHaveCount(0);
}

test('offline four seconds after a first visit: a reload lists the kept charities, filtered as the address asks', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await throughProxy(browser, baseURL, async ({ page, context, origin, port, proxy }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(`${origin}${DIRECTORY}`);
    await expect(count(page)).toHaveText('40 associations à découvrir');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForTimeout(Math.max(0, 4_000 - (await sinceLoad(page))));

    await proxy.close();
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('.offline-badge')).toContainText('Hors ligne');
    await expect(cards(page)).toHaveCount(12);
    await expectAnsweredAtOnce(page);
    await expect(page.getByRole('button', { name: 'Santé', exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'directory', 'offline-reload-4s');

    // Later (back online for a while, then offline again), the whole list is kept: any directory
    // address reloads filtered from it.
    await proxy.open(port);
    await context.setOffline(false);
    await expect(page.locator('.offline-badge')).toHaveCount(0, { timeout: 30_000 });
    await expect
      .poll(async () => (await readAppStore<{ partial?: boolean }>(page, 'directoryMeta'))[0]?.partial, { timeout: 20_000 })
      .toBeUndefined();
    await proxy.close();
    await context.setOffline(true);
    await page.reload();
    await expect(count(page)).toHaveText('40 associations à découvrir');
    await expectAnsweredAtOnce(page);
    await page.goto(`${origin}${DIRECTORY}?category=sante`);
    await expect(count(page)).toHaveText('5 associations à découvrir');
    await expect(page.getByRole('button', { name: 'Santé', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expectAnsweredAtOnce(page);
    await page.goto(`${origin}${DIRECTORY}?q=les&odd=3`);
    await expect(page.getByRole('button', { name: 'Voir tout' })).toBeVisible();
    await expect(count(page)).not.toHaveText('40 associations à découvrir');
    // allInnerTexts does not wait: the filtered cards first.
    await expect(page.locator('.charity-card__title').first()).toBeVisible();
    const names = await page.locator('.charity-card__title').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain('les');
    await expect(page.locator('.offline-badge')).toContainText(/Hors ligne · copie du \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/);
    await count(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'directory', 'offline-reload-filtered');

    // A charity's detail, from the dialog and from its own page, reloaded offline.
    await page
      .getByRole('button', { name: /En savoir plus/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toContainText(names[0] ?? '');
    await page.keyboard.press('Escape');
    const slug = await page.evaluate(async (name) => {
      const open = indexedDB.open('entraide');
      await new Promise((resolve) => (open.onsuccess = resolve));
      const rows = await new Promise<Array<{ name: string; url: string }>>((resolve) => {
        const all = open.result.transaction('directoryAssocs').objectStore('directoryAssocs').getAll();
        all.onsuccess = () => resolve(all.result as Array<{ name: string; url: string }>);
      });
      open.result.close();
      return rows.find((row) => row.name === name)?.url;
    }, names[0] ?? '');
    await page.goto(`${origin}/association/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: names[0] })).toBeVisible();
    expect(errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED|net::/.test(e))).toEqual([]);
  });
});

test('offline before the directory was ever kept: the page says so at once, in French', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  await throughProxy(browser, baseURL, async ({ page, context, origin, proxy }) => {
    await page.goto(`${origin}/mentions-legales`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await proxy.close();
    await context.setOffline(true);
    await page.goto(`${origin}${DIRECTORY}`);
    await expect(page.getByRole('alert')).toContainText(NOTHING_KEPT, { timeout: 2_000 });
    await expect(page.getByText(LOADING)).toHaveCount(0);
    await screenshot(page, 'directory', 'offline-nothing-kept');
  });
});
