/**
 * Modal dialogs hide the page behind them (issue 28 item 6): while one is open, everything outside it is
 * `inert` (out of the keyboard's and assistive technology's reach), Tab stays inside it, and closing it
 * gives focus back to the control that opened it. Checked for the create popup, the charity detail, the
 * goals modal, the share-by-e-mail modal and the cropper, each reached by clicking.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { bannerImage, createPot, dashboardPots, prepareContext, signUp } from './modals-a11y.support';
import { appStarted, collectConsoleErrors } from './support';

/** The page behind is inert, Tab cycles inside the dialog, Escape closes it and focus returns to `opener`. */
async function expectIsolated(page: Page, dialog: Locator, opener: Locator | null): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `Tab ${i + 1} left the dialog`).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
  if (opener) await expect(opener).toBeFocused();
}

test('the create popup, the charity detail and the goals modal', async ({ page, context }) => {
  await prepareContext(context);
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await appStarted(page);
  const create = page
    .getByRole('main')
    .getByRole('button', { name: 'Créer une cagnotte' })
    .or(page.getByRole('main').getByRole('link', { name: 'Créer une cagnotte' }))
    .first();
  await create.focus();
  await page.keyboard.press('Enter');
  await expectIsolated(page, page.getByRole('dialog', { name: 'Créer une cagnotte' }), create);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Associations partenaires' }).click();
  const more = page
    .locator('.charity-card')
    .first()
    .getByRole('button', { name: /En savoir plus/ });
  await more.focus();
  await page.keyboard.press('Enter');
  await expectIsolated(page, page.getByRole('dialog').first(), more);

  const mascot = page.getByRole('button', { name: 'Découvrir les 17 objectifs de développement durable' });
  await mascot.focus();
  await page.keyboard.press('Enter');
  await expectIsolated(page, page.getByRole('dialog', { name: 'Les 17 objectifs de développement durable' }), mascot);
  expect(errors).toEqual([]);
});

test('the share-by-e-mail modal and the cropper', async ({ page, context, request }) => {
  const { token } = await signUp(request);
  const pot = await createPot(request, token);
  await prepareContext(context, token);
  const errors = collectConsoleErrors(page);
  await dashboardPots(page);
  await page.locator(`main a[href="/participate/${pot.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/participate/${pot.id}$`));
  const invite = page.getByRole('button', { name: 'Inviter par e-mail' });
  await invite.focus();
  await page.keyboard.press('Enter');
  await expectIsolated(page, page.getByRole('dialog', { name: 'Partage par e-mail (max 500 invités)' }), invite);

  await page.getByRole('link', { name: 'Modifier la cagnotte' }).click();
  await page
    .locator('.image-picker--banner input[type=file]')
    .setInputFiles({ name: 'banniere.jpg', mimeType: 'image/jpeg', buffer: await bannerImage() });
  // The file input is the opener; it is hidden behind its 'Changer l’image' button, so only isolation is checked.
  await expectIsolated(page, page.getByRole('dialog', { name: 'Éditez votre image' }), null);
  expect(errors).toEqual([]);
});
