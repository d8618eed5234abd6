/**
 * Installing the app: the manifest has every field an installable app needs and its icons,
 * screenshots and shortcut icons load; the install invitation comes on the second visit (with the
 * browser's install event) or right after a pot is created, never on the donation path, shows the
 * 'Ajouter à l'écran d'accueil' steps on an iPhone, and 'Plus tard' puts it away.
 */
import { expect, test, type Page } from '@playwright/test';
import { closingDay, prepareContext, referenceIds, signUp, typeDescription, unique } from './pots-support';
import { collectConsoleErrors, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, screenshot, appStarted } from './support';
import { fieldLabel } from './pwa-support';

const label = fieldLabel;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** What Chromium sends when the app is installable; records whether the app called prompt(). */
async function fireInstallEvent(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(event);
  });
}

function pngSize(body: Buffer): string {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

function webpSize(body: Buffer): string {
  expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const kind = body.subarray(12, 16).toString('latin1');
  if (kind === 'VP8 ') return `${body.readUInt16LE(26) & 0x3fff}x${body.readUInt16LE(28) & 0x3fff}`;
  if (kind === 'VP8L') {
    const bits = body.readUInt32LE(21);
    return `${(bits & 0x3fff) + 1}x${((bits >> 14) & 0x3fff) + 1}`;
  }
  return `${body.readUIntLE(24, 3) + 1}x${body.readUIntLE(27, 3) + 1}`; // VP8X
}

test('the manifest has every field and its icons, screenshots and shortcuts load', async ({ page, request }) => {
  await page.goto('/');
  await appStarted(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.ok()).toBe(true);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: 'Entraide — cagnottes solidaires',
    short_name: 'Entraide',
    lang: 'fr',
    scope: '/',
    display: 'standalone',
    theme_color: '#eb3192',
    background_color: '#ffffff',
  });
  expect(manifest.description).toMatch(/cagnotte solidaire/);
  expect(manifest.start_url).toMatch(/^\/(\?|$)/);
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#eb3192');

  const maskable = manifest.icons
    .filter((icon: { purpose?: string }) => icon.purpose?.includes('maskable'))
    .map((icon: { sizes: string }) => icon.sizes);
  expect(maskable).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }

  expect(manifest.screenshots.map((s: { form_factor: string }) => s.form_factor)).toEqual(expect.arrayContaining(['narrow', 'wide']));
  for (const shot of manifest.screenshots) {
    const file = await request.get(shot.src);
    expect(file.ok(), shot.src).toBe(true);
    expect(webpSize(await file.body()), shot.src).toBe(shot.sizes);
    expect(shot.label).toBeTruthy();
  }

  expect(manifest.shortcuts.map((s: { name: string }) => s.name)).toEqual(['Créer une cagnotte', 'Mes cagnottes']);
  for (const shortcut of manifest.shortcuts) {
    for (const icon of shortcut.icons) expect((await request.get(icon.src)).ok()).toBe(true);
    const target = await page.goto(shortcut.url);
    expect(target?.ok(), shortcut.url).toBe(true);
  }
  // The shortcuts lead somewhere real: the event choice, and (signed out) the sign-in page.
  await page.goto(manifest.shortcuts[0].url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(manifest.shortcuts[1].url);
  await expect(page).toHaveURL(/authentification-cagnotte-solidaire-don-association/);
});

test('the invitation comes on the second visit, installs through the browser, and never on the donation path', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  await prepareContext(context);
  try {
    const first = await context.newPage();
    const errors = collectConsoleErrors(first);
    await first.goto('/');
    await appStarted(first);
    await expect(first.getByRole('heading', { level: 1 })).toBeVisible(); // the app has started: the visit counts
    await fireInstallEvent(first);
    await first.waitForTimeout(300);
    await expect(first.getByTestId('install-invitation')).toHaveCount(0); // first visit
    await first.close();

    const second = await context.newPage(); // a new tab: a new browser session, the second visit
    errors.push(...collectConsoleErrors(second));
    await second.goto('/participate/1');
    await fireInstallEvent(second);
    await second.waitForTimeout(300);
    await expect(second.getByTestId('install-invitation')).toHaveCount(0); // a pot page: the donation path
    await second.goto('/participate/1/payment?amount=20');
    await expect(second.getByTestId('install-invitation')).toHaveCount(0);

    await second.goto('/');
    await appStarted(second);
    await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
    await fireInstallEvent(second);
    const card = second.getByTestId('install-invitation');
    await expect(card.getByRole('heading', { name: 'Installer Entraide sur votre téléphone' })).toBeVisible();
    await expectNoHorizontalOverflow(second);
    await expectNoSeriousAxeViolations(second);
    await screenshot(second, 'pwa', 'install-invitation');
    await card.getByRole('button', { name: 'Installer' }).click();
    await expect.poll(() => second.evaluate(() => (window as unknown as { prompted?: boolean }).prompted === true)).toBe(true);
    await expect(card).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('on an iPhone the invitation shows the steps, and "J’ai compris" puts it away', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'fr-FR',
    userAgent: IPHONE,
    hasTouch: true,
    isMobile: true,
  });
  await prepareContext(context);
  await context.addInitScript(() => localStorage.setItem('entraide:visits', '1'));
  try {
    const page = await context.newPage();
    await page.goto('/');
    await appStarted(page);
    const card = page.getByTestId('install-invitation');
    await expect(card.getByRole('list', { name: 'Ajouter à l’écran d’accueil' })).toBeVisible();
    await expect(card).toContainText('Touchez le bouton Partager');
    await expect(card).toContainText('« Sur l’écran d’accueil »');
    await expect(card.getByRole('button', { name: 'Installer' })).toHaveCount(0);
    await screenshot(page, 'pwa', 'install-ios');
    await card.getByRole('button', { name: 'J’ai compris' }).click();
    await expect(card).toHaveCount(0);
    await page.reload();
    await page.waitForTimeout(300);
    await expect(page.getByTestId('install-invitation')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('right after a pot is created, its organiser is invited to install, on the first visit', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const ids = await referenceIds(request);
  const { token } = await signUp(request);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  await prepareContext(context, token);
  try {
    const page = await context.newPage();
    await page.goto(`/create/private/details?evt=${ids.evt}&assoc=${ids.charity}`);
    await fireInstallEvent(page);
    const name = `Installée ${unique()}`;
    await page.getByLabel(label('Nom de votre cagnotte')).fill(name);
    await page.getByLabel(label('Date de fin de collecte')).fill(closingDay());
    await typeDescription(page, 'Une cagnotte pour essayer l’installation.');
    await expect(page.getByTestId('install-invitation')).toHaveCount(0);
    await page.getByRole('button', { name: 'Valider ma cagnotte' }).click();
    await expect(page).toHaveURL(/\/participate\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('install-invitation').getByRole('button', { name: 'Installer' })).toBeVisible();
    await screenshot(page, 'pwa', 'install-after-creation');
    await page.getByTestId('install-invitation').getByRole('button', { name: 'Plus tard' }).click();
    await expect(page.getByTestId('install-invitation')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
