/**
 * The event's live screen (issue 45) in Chromium at 1920x1080: the organiser opens it from the pot page
 * (the link beside the QR code is theirs alone) and from the dashboard; a guest gives 30 € by card from
 * a phone in another browser context, and the screen shows the new total, count and line without a
 * reload, through the live stream. Screenshots: docs/screens/pots/live-screen/*.png.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { formatEuros } from '../domain/money';
import { cardOf, give } from './gifts.support';
import { answerSecureMode, donorWithPaymentAccount, fillCard, startDonation, TEST_CARDS } from './payments.support';
import { createPot, prepareContext, signUp } from './pots-support';
import { appStarted, collectConsoleErrors, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, screenshot } from './support';

const PROJECTOR = { width: 1920, height: 1080 };
const PHONE = { width: 390, height: 844 };

async function pageIn(browser: Browser, viewport: typeof PHONE, token?: string): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'fr-FR' });
  await prepareContext(context, token);
  return context.newPage();
}

/** Nothing sticks out of the screen: each part's box is inside the viewport. */
async function expectAllOnScreen(page: Page) {
  await expectNoHorizontalOverflow(page);
  for (const selector of ['.live-screen__head', '.live-screen__figures', '.live-gifts', '.live-screen__qr']) {
    const box = await page.locator(selector).boundingBox();
    const viewport = page.viewportSize()!;
    expect(box, selector).not.toBeNull();
    expect(box!.y + box!.height, `${selector} ends within the screen`).toBeLessThanOrEqual(viewport.height);
    expect(box!.x + box!.width, `${selector} ends within the screen`).toBeLessThanOrEqual(viewport.width);
  }
}

test('the live screen shows a gift made on a phone without a reload, and only the organiser is led to it', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const organiser = await signUp(request, 'Léa');
  const pot = await createPot(request, organiser.token, 'Les 30 ans de Léa');
  const earlier = await signUp(request, 'Hugo');
  const card = await cardOf(request, earlier.token);
  await give(request, earlier.token, card, pot.id, 2000);
  await give(request, earlier.token, card, pot.id, 1500, { anonymous: true });
  await give(request, earlier.token, card, pot.id, 1000, { visible: false });
  await give(request, earlier.token, card, pot.id, 500);

  // A visitor's pot page has no link to the screen.
  const visitor = await pageIn(browser, PHONE);
  await visitor.goto(`/participate/${pot.id}`);
  await appStarted(visitor);
  await expect(visitor.getByRole('button', { name: 'Afficher en plein écran' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Afficher l’écran de l’événement' })).toHaveCount(0);
  await visitor.context().close();

  // The organiser's dashboard leads to it, and so does their pot page beside the QR code.
  const screenPage = await pageIn(browser, PROJECTOR, organiser.token);
  const errors = collectConsoleErrors(screenPage);
  await screenPage.goto('/particular/dashboard');
  await appStarted(screenPage);
  await expect(screenPage.getByRole('link', { name: 'Afficher l’écran de l’événement de la cagnotte Les 30 ans de Léa' })).toHaveAttribute(
    'href',
    `/participate/${pot.id}/ecran`,
    { timeout: 20_000 }, // the dashboard's reads, on a busy host
  );
  await screenPage.goto(`/participate/${pot.id}`);
  await appStarted(screenPage);
  const streamOpen = screenPage.waitForResponse((res) => res.url().endsWith(`/api/v1/cagnottes/${pot.id}/live`));
  await screenPage.getByRole('link', { name: 'Afficher l’écran de l’événement' }).click();
  await expect(screenPage).toHaveURL(new RegExp(`/participate/${pot.id}/ecran$`));
  expect((await streamOpen).headers()['content-type']).toContain('text/event-stream');

  await expect(screenPage.getByRole('heading', { level: 1, name: 'Les 30 ans de Léa' })).toBeVisible();
  await expect(screenPage.getByTestId('live-total')).toHaveText(formatEuros(5000));
  await expect(screenPage.getByTestId('live-count')).toHaveText('4');
  const lines = screenPage.locator('.live-gifts__item');
  await expect(lines).toHaveText([
    `Hugo D. a donné${formatEuros(500)}`,
    'Hugo D. a fait un don',
    `Un Do Gooder anonyme a donné${formatEuros(1500)}`,
    `Hugo D. a donné${formatEuros(2000)}`,
  ]);
  await expect(screenPage.getByRole('img', { name: 'QR code de la cagnotte' })).toBeVisible();
  await expectAllOnScreen(screenPage);
  await expectNoSeriousAxeViolations(screenPage);
  await screenshot(screenPage, 'pots/live-screen', 'before-gift');

  await screenPage.evaluate(() => Object.assign(window, { notReloaded: true }));

  // A guest gives from their phone, in another browser.
  const donor = await donorWithPaymentAccount(request, 'Camille');
  const phone = await pageIn(browser, PHONE, donor.token);
  await startDonation(phone, pot.id, '30');
  await phone.getByRole('button', { name: 'Valider et payer' }).click();
  await fillCard(phone, TEST_CARDS.threeDSecure);
  await phone.getByRole('button', { name: 'Valider' }).click();
  await answerSecureMode(phone, 'accept', pot.id);

  // The screen was never reloaded: the stream brought the gift.
  await expect(screenPage.getByTestId('live-total')).toHaveText(formatEuros(8000));
  await expect(screenPage.getByTestId('live-count')).toHaveText('5');
  await expect(lines.first()).toHaveText(`Camille D. a donné${formatEuros(3000)}`);
  await expect(lines).toHaveCount(5);
  expect(await screenPage.evaluate(() => 'notReloaded' in window)).toBe(true);
  await screenPage.waitForTimeout(1000); // the new line's entrance has ended
  await expectAllOnScreen(screenPage);
  await screenshot(screenPage, 'pots/live-screen', 'after-gift');

  // A new line slides in, unless the screen's system asks for less motion.
  const animation = () => lines.first().evaluate((line) => getComputedStyle(line).animationName);
  expect(await animation()).toBe('live-gift-in');
  await screenPage.emulateMedia({ reducedMotion: 'reduce' });
  expect(await animation()).toBe('none');

  // Still readable on a 720p screen.
  await screenPage.setViewportSize({ width: 1280, height: 720 });
  await expectAllOnScreen(screenPage);
  await screenshot(screenPage, 'pots/live-screen', 'after-gift-1280x720');
  expect(errors).toEqual([]);
});

test('a screen left on a TV that never chose about cookies shows no banner and measures nothing', async ({ browser, request }) => {
  const organiser = await signUp(request, 'Inès');
  const pot = await createPot(request, organiser.token, 'Le tournoi de Inès');
  const context = await browser.newContext({ viewport: PROJECTOR, locale: 'fr-FR' }); // no consent stored
  const tv = await context.newPage();
  const pageViews: string[] = [];
  tv.on('request', (req) => {
    if (req.url().endsWith('/api/v1/analytics/page_views')) pageViews.push(req.postData() ?? '');
  });
  await tv.goto(`/participate/${pot.id}/ecran`);
  await appStarted(tv);
  await expect(tv.getByRole('heading', { level: 1, name: 'Le tournoi de Inès' })).toBeVisible();
  await tv.waitForTimeout(1000); // longer than a page view's settling time
  await expect(tv.getByRole('button', { name: 'Refuser' })).toHaveCount(0);
  expect(pageViews).toEqual([]);
  // The same visitor on the pot page meets the banner, as every first visit does.
  await tv.goto(`/participate/${pot.id}`);
  await expect(tv.getByRole('button', { name: 'Refuser' })).toBeVisible();
  await context.close();
});
