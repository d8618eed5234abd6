/**
 * A new version: the spec's server serves build A, a pot draft is being written, the server
 * is replaced by one serving build B (the same sources built under another name); the app announces
 * 'Une nouvelle version est disponible', and after 'Recharger' runs build B with the draft intact, even
 * the last keystrokes typed just before the click.
 */
import { expect, test } from '@playwright/test';
import { closingDay, unique } from './pots-support';
import { collectConsoleErrors, screenshot } from './support';
import {
  appErrors,
  buildB,
  BUILD_B_NAME,
  DIST_A,
  DIST_B,
  fieldLabel,
  newPwaContext,
  openUnderServiceWorker,
  pwaServer,
  PWA_URL,
  referenceIdsFrom,
} from './pwa-support';

const label = fieldLabel;
const server = pwaServer();

test.beforeAll(async () => {
  test.setTimeout(180_000);
  buildB();
  await server.start(DIST_A);
});
test.afterAll(() => server.stop());

test('an update is announced and a draft in progress survives the reload', async ({ browser }) => {
  test.setTimeout(180_000);
  const ids = await referenceIdsFrom(PWA_URL);
  const context = await newPwaContext(browser);
  try {
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const details = `/create/private/details?evt=${ids.evt}&assoc=${ids.charity}`;
    await openUnderServiceWorker(page, details);
    const buildA = await page.evaluate(() => document.documentElement.dataset.build);
    expect(buildA).not.toBe(BUILD_B_NAME);
    const name = `Avant la mise à jour ${unique()}`;
    await page.getByLabel(label('Nom de votre cagnotte')).fill(name);
    await page.getByLabel(label('Date de fin de collecte')).fill(closingDay(50));
    await page.waitForTimeout(600);

    await server.stop();
    await server.start(DIST_B);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('Une nouvelle version est disponible', { timeout: 30_000 });
    await page.waitForTimeout(800); // the toast's entrance
    await screenshot(page, 'pwa', 'update-prompt');

    // Typed just before the click, within the draft's 300 ms quiet time.
    await page.getByLabel(label('Nom de votre cagnotte')).fill(`${name} (suite)`);
    await prompt.getByRole('button', { name: 'Recharger' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.build).catch(() => 'reloading'), { timeout: 30_000 })
      .toBe(BUILD_B_NAME);
    await expect(page.getByLabel(label('Nom de votre cagnotte'))).toHaveValue(`${name} (suite)`);
    await expect(page.getByLabel(label('Date de fin de collecte'))).toHaveValue(closingDay(50));
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    expect(appErrors(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});
