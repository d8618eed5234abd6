/**
 * A first visit to a pot page (no cookie choice yet) on a phone, at 390x844 and at 360x640: the giving
 * box's amount field, 'Je donne' and 'DON RAPIDE' are inside the viewport, outside the cookie banner, and
 * are what a tap at their centre reaches, before any choice (issue 45, item 1). The banner still offers
 * 'Refuser' and 'Accepter' side by side, the same size, and refusing closes it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { appStarted, collectConsoleErrors, screenshot } from './support';
import { checkPage, createPot, signUp } from './pots-support';

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** True when a tap at the control's centre lands on the control (or inside it). */
const reachedAtCentre = (control: Locator) =>
  control.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'the element is laid out').not.toBeNull();
  return found!;
}

function givingControls(page: Page): Array<[string, Locator]> {
  return [
    ['amount field', page.getByLabel('Montant de votre don (en euros)')],
    ['Je donne', page.getByRole('button', { name: 'Je donne' })],
    ['DON RAPIDE', page.getByRole('button', { name: 'DON RAPIDE' })],
  ];
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  const size = `${viewport.width}x${viewport.height}`;
  test(`first visit at ${size}: the giving box is fully visible and tappable before any cookie choice`, async ({ browser, request }) => {
    const { token } = await signUp(request);
    const pot = await createPot(request, token);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`/participate/${pot.id}`);
    await appStarted(page);

    const banner = page.getByRole('region', { name: 'Cookies et mesure d’audience' });
    await expect(banner).toBeVisible();
    const bannerBox = await box(banner);
    for (const [name, control] of givingControls(page)) {
      await expect(control, name).toBeVisible();
      const b = await box(control);
      expect(intersects(b, bannerBox), `${name} is not under the banner`).toBe(false);
      expect(
        b.x >= 0 && b.y >= 0 && b.x + b.width <= viewport.width && b.y + b.height <= viewport.height,
        `${name} is in the viewport`,
      ).toBe(true);
      expect(await reachedAtCentre(control), `a tap at the centre of ${name} reaches it`).toBe(true);
    }
    // Refusing is as easy as accepting: two buttons side by side, the same size.
    const refuse = await box(banner.getByRole('button', { name: 'Refuser' }));
    const accept = await box(banner.getByRole('button', { name: 'Accepter' }));
    expect([Math.round(refuse.width), Math.round(refuse.height), Math.round(refuse.y)]).toEqual([
      Math.round(accept.width),
      Math.round(accept.height),
      Math.round(accept.y),
    ]);
    await checkPage(page, errors, `first-visit-${size}`);

    // The box is usable before choosing: the amount typed is kept, the banner stays until a choice.
    await page.getByLabel('Montant de votre don (en euros)').fill('25');
    await expect(page.getByLabel('Montant de votre don (en euros)')).toHaveValue('25');
    await banner.getByRole('button', { name: 'Refuser' }).click();
    await expect(banner).toHaveCount(0);
    await screenshot(page, 'pots', `first-visit-${size}-after-choice`);
    await context.close();
  });
}
