/**
 * What a donor reads in a pot's participants list (pots spec §2), in the browser: 'X a donné' with the
 * amount, 'X a fait un don' without it, 'Un Do Gooder anonyme a donné', a company by its name, and
 * 'Afficher les 50 suivants' loading the next 50 of the pot's 120 gifts (all paid through the API and
 * the emulator). Reached from the organiser's dashboard. Screenshot: docs/screens/pots/participants-*.png.
 */
import { expect, test } from '@playwright/test';
import { formatEuros } from '../domain/money';
import { cardOf, give } from './gifts.support';
import { companyWithPaymentAccount } from './payments.support';
import { checkPage, createPot, prepareContext, signUp } from './pots-support';
import { appStarted, collectConsoleErrors } from './support';

test('the participants list reads as the spec says, and shows the next 50 of 120', async ({ page, context, request }) => {
  test.setTimeout(300_000);
  const organiser = await signUp(request, 'Inès');
  const pot = await createPot(request, organiser.token);
  const donor = await signUp(request, 'Camille');
  const donorCard = await cardOf(request, donor.token);
  const company = await companyWithPaymentAccount(request);
  const companyCard = await cardOf(request, company.token);
  // 116 older gifts of 1 € to 10 €, then the four lines the test reads (the list is newest first).
  for (let i = 0; i < 116; i += 1) await give(request, donor.token, donorCard, pot.id, 100 * (1 + (i % 10)));
  await give(request, company.token, companyCard, pot.id, 4000);
  await give(request, donor.token, donorCard, pot.id, 3000, { anonymous: true });
  await give(request, donor.token, donorCard, pot.id, 2000, { visible: false });
  await give(request, donor.token, donorCard, pot.id, 2500);

  await prepareContext(context, organiser.token);
  const errors = collectConsoleErrors(page);
  await page.goto('/particular/dashboard');
  await appStarted(page);
  await page.locator(`main a[href="/participate/${pot.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/participate/${pot.id}$`));
  await page.getByRole('tab', { name: 'Les Participants (120)' }).click();
  const panel = page.getByRole('tabpanel', { name: /Les Participants/ });
  const items = panel.locator('.participants__item');
  await expect(items).toHaveCount(50);
  await expect(items.nth(0)).toHaveText(`Camille D. a donné${formatEuros(2500)}`);
  await expect(items.nth(1)).toHaveText('Camille D. a fait un don');
  await expect(items.nth(2)).toHaveText(`Un Do Gooder anonyme a donné${formatEuros(3000)}`);
  await expect(items.nth(3)).toHaveText(`Atelier Martin a donné${formatEuros(4000)}`);
  await items.nth(0).scrollIntoViewIfNeeded();
  await checkPage(page, errors, 'participants-lines');

  const next = panel.getByRole('button', { name: 'Afficher les 50 suivants' });
  await next.click();
  await expect(items).toHaveCount(100);
  await next.click();
  await expect(items).toHaveCount(120);
  await expect(next).toHaveCount(0);
  // The oldest gift is the last line.
  await expect(items.nth(119)).toHaveText(`Camille D. a donné${formatEuros(100)}`);
  expect(errors).toEqual([]);
});
