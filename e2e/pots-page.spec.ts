/**
 * The public pot page in Chromium at 390x844: the QR code decodes to the pot's address (on the page
 * and in the downloaded PNG) and shows full-screen; 'Partager' uses the device's share sheet, else our
 * own; the HTML carries the meta tags, the inlined pot and the first screen, which paints without
 * script and is hydrated in place; the page paints from the inlined pot alone; the
 * payment notice; a missing pot sends home.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { collectConsoleErrors, screenshot, appStarted } from './support';
import { checkPage, createPot, prepareContext, signUp } from './pots-support';
import { bitmapFromPixels, decodeQr } from './pots-qr';

test('the QR code decodes to the pot URL, downloads as a PNG and shows full-screen', async ({ page, context, request, baseURL }) => {
  const { token } = await signUp(request);
  const pot = await createPot(request, token);
  await prepareContext(context);
  const errors = collectConsoleErrors(page);
  await page.goto(`/participate/${pot.id}`);
  await appStarted(page); // a server-written page: its buttons are the app's once hydrated
  await expect(page.getByRole('heading', { level: 1, name: pot.name })).toBeVisible();
  const url = `${baseURL}/participate/${pot.id}`;

  // The code is drawn when it comes near the screen: scroll to its title as a person would.
  await page.getByRole('heading', { name: 'QR code de la cagnotte' }).scrollIntoViewIfNeeded();
  const qr = page.getByRole('img', { name: 'QR code de la cagnotte' });
  await qr.scrollIntoViewIfNeeded();
  const pixels = await qr.evaluate((canvas) => {
    const c = canvas as HTMLCanvasElement;
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
    return { width: c.width, height: c.height, data: Array.from(data.data) };
  });
  expect(decodeQr(bitmapFromPixels(Uint8Array.from(pixels.data), pixels.width, pixels.height))).toBe(url);
  await checkPage(page, errors, 'pot-page-qr');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Télécharger le QR code (PNG)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`cagnotte-${pot.id}-qr-code.png`);
  const png = readFileSync(await download.path());
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  expect(info.width).toBeGreaterThanOrEqual(1024);
  expect(decodeQr(bitmapFromPixels(data, info.width, info.height, info.channels))).toBe(url);

  await page.getByRole('button', { name: 'Afficher en plein écran' }).click();
  const full = page.getByRole('dialog', { name: 'QR code de la cagnotte en plein écran' });
  await expect(full).toBeVisible();
  await checkPage(page, errors, 'qr-fullscreen');
  await full.getByRole('button', { name: 'Fermer' }).click();
  await expect(full).toHaveCount(0);
});

test('Partager opens the device share sheet, else the copy-link, e-mail and social links', async ({ browser, request, baseURL }) => {
  const { token } = await signUp(request);
  const pot = await createPot(request, token);
  const url = `${baseURL}/participate/${pot.id}`;

  const native = await browser.newContext();
  await prepareContext(native);
  await native.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  const nativePage = await native.newPage();
  await nativePage.goto(`/participate/${pot.id}`);
  await appStarted(nativePage); // a server-written page: its buttons are the app's once hydrated
  await nativePage.getByRole('button', { name: 'Partager' }).click();
  await expect
    .poll(() => nativePage.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
    .toMatchObject({ url, title: pot.name });
  await expect(nativePage.getByRole('dialog')).toHaveCount(0);
  await native.close();

  const fallback = await browser.newContext();
  await prepareContext(fallback);
  await fallback.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  const page = await fallback.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto(`/participate/${pot.id}`);
  await appStarted(page); // a server-written page: its buttons are the app's once hydrated
  await page.getByRole('button', { name: 'Partager' }).click();
  const sheet = page.getByRole('dialog', { name: 'Partager la cagnotte' });
  await expect(sheet.getByLabel('Adresse de la cagnotte')).toHaveValue(url);
  await expect(sheet.getByRole('link', { name: 'Envoyer par e-mail' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:\\?subject=.*${encodeURIComponent(url)}`),
  );
  await expect(sheet.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  );
  await expect(sheet.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
    'href',
    `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  );
  await expect(sheet.getByRole('link', { name: /Twitter/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://twitter.com/intent/tweet\\?url=${encodeURIComponent(url).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  await checkPage(page, errors, 'share-sheet');
  await fallback.close();
});

test('the pot page HTML carries the meta tags and the inlined pot, and paints without asking the API', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { token } = await signUp(request);
  const pot = await createPot(request, token);
  const res = await request.get(`/participate/${pot.id}`, { headers: { Accept: 'text/html' } });
  const html = await res.text();
  expect(html).toContain(`<meta property="og:title" content="${pot.name}" />`);
  expect(html).toContain(`<meta property="og:url" content="${baseURL}/participate/${pot.id}" />`);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/[^"]+" \/>/);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  expect(html).toMatch(/<meta property="og:description" content="Pour mes 30 ans, je soutiens une association qui me tient à cœur\." \/>/);
  expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchpriority="high" \/>/);
  const inlined = JSON.parse(/<script type="application\/json" id="pot-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null');
  expect(inlined).toMatchObject({ id: pot.id, name: pot.name, can_edit: false });

  // The API does not answer: the page still paints the pot from the inlined JSON.
  await prepareContext(context);
  let asked = 0;
  await page.route(`**/api/v1/cagnottes/${pot.id}`, (route) => {
    asked += 1;
    return route.fulfill({ status: 503, contentType: 'application/json', body: '{"errors":[]}' });
  });
  await page.goto(`/participate/${pot.id}?transactionId=123456`);
  await appStarted(page); // a server-written page: its buttons are the app's once hydrated
  await expect(page.getByRole('heading', { level: 1, name: pot.name })).toBeVisible();
  await expect(
    page.getByText('Votre paiement est en cours de traitement. Un e-mail de confirmation vous sera envoyé une fois le paiement accepté.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Don rapide' })).toBeVisible();
  // The inlined copy is as fresh as the page: a visitor's page does not ask for it again while it loads.
  await page.waitForLoadState('networkidle');
  expect(asked).toBe(0);
  await page.unroute(`**/api/v1/cagnottes/${pot.id}`);
});

test('the first screen paints from the HTML alone, and the app takes its nodes over without moving them', async ({
  browser,
  request,
  baseURL,
}) => {
  const { token } = await signUp(request);
  const pot = await createPot(request, token);
  const viewport = { width: 390, height: 844 };

  // Without script: the server's markup, styled.
  const noScript = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto(`/participate/${pot.id}`);
  await expect(bare.getByRole('heading', { level: 1, name: pot.name })).toBeVisible();
  await expect(bare.locator('img.pot-hero__banner')).toBeVisible();
  await expect(bare.locator('.pot-stats__item--total')).toHaveText(/^collectés0,00.€$/);
  await expect(bare.locator('.pot-page__by')).toContainText('Organisée par Camille');
  await screenshot(bare, 'pots', 'first-view-without-script');
  await noScript.close();

  // With script: the same nodes, hydrated; nothing on the first screen moves.
  const context = await browser.newContext({ baseURL, viewport });
  await prepareContext(context);
  await context.addInitScript(() => {
    const w = window as unknown as { firstView?: Element[]; shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifted += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      w.firstView = [...document.querySelectorAll('h1, img.pot-hero__banner, .pot-stats')];
    });
  });
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto(`/participate/${pot.id}`);
  await appStarted(page); // a server-written page: its buttons are the app's once hydrated
  await expect(page.getByRole('button', { name: 'Don rapide' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'QR code de la cagnotte' })).toBeAttached();
  const same = await page.evaluate(() => {
    const before = (window as unknown as { firstView: Element[] }).firstView;
    const after = [...document.querySelectorAll('h1, img.pot-hero__banner, .pot-stats')];
    return before.length === 3 && after.length === 3 && before.every((node, i) => node === after[i]);
  });
  expect(same).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThanOrEqual(0.05);
  expect(errors).toEqual([]);
  await context.close();
});

test('the pot page shows the charity with its “who are we” modal, checks the amount, and a missing pot sends home', async ({
  page,
  context,
  request,
}) => {
  const { token } = await signUp(request);
  const pot = await createPot(request, token);
  await prepareContext(context);
  const errors = collectConsoleErrors(page);
  await page.goto(`/participate/${pot.id}`);
  await appStarted(page); // a server-written page: its buttons are the app's once hydrated
  await page.getByRole('button', { name: 'Je donne' }).click();
  await expect(page.getByText('Merci de saisir le montant de votre don')).toBeVisible();
  await page.getByLabel('Montant de votre don (en euros)').fill('0,50');
  await page.getByRole('button', { name: 'Je donne' }).click();
  await expect(page.getByText('La contribution minimum est de 1,00 €')).toBeVisible();
  await page.getByRole('tab', { name: /Les Participants/ }).click();
  await expect(page.getByText('Soyez le premier à participer à cette cagnotte !')).toBeVisible();
  await checkPage(page, errors, 'pot-page-participants');
  await page.getByRole('button', { name: 'Qui sommes-nous ?' }).click();
  await expect(page.getByRole('dialog', { name: /^Qui sommes-nous \?/ })).toBeVisible();
  await checkPage(page, errors, 'who-are-we');
  await page.keyboard.press('Escape');
  await page.getByLabel('Montant de votre don (en euros)').fill('25');
  await page.getByRole('button', { name: 'Je donne' }).click();
  await expect(page).toHaveURL(new RegExp(`/participate/${pot.id}/tips\\?amount=25$`));

  await page.goto('/participate/999999');
  await expect(page).toHaveURL(/\/$/);
});
