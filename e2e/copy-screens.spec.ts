/**
 * Issue 47's copy pass seen in Chromium at 390x844: the home page with this year's footer, the pot page's
 * sentence-case 'Don rapide', the tips step's fee sentence (the same as the home page's: the running
 * costs are billed to the partner charities), and the sign-in form's errors with 'e-mail' and French
 * spacing. Screenshots go to docs/screens/copy/.
 */
import { expect, test } from '@playwright/test';
import { potToGiveTo, preparePaymentsContext, startDonation } from './payments.support';
import { appStarted, collectConsoleErrors, screenshot } from './support';

test('the home page, a pot page and its tips step read as the copy pass wrote them', async ({ page, context, request }) => {
  const pot = await potToGiveTo(request);
  await preparePaymentsContext(context);
  const errors = collectConsoleErrors(page);

  await page.goto('/');
  await appStarted(page);
  await expect(page.getByText('les frais de fonctionnement sont facturés aux associations partenaires', { exact: false })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Entraide`);
  await screenshot(page, 'copy', 'home');

  await page.goto(`/participate/${pot.id}`);
  await appStarted(page);
  await expect(page.getByRole('button', { name: 'Don rapide', exact: true })).toBeVisible();
  await screenshot(page, 'copy', 'pot-page');

  await startDonation(page, pot.id, '20');
  await expect(page.getByText('Entraide est gratuite pour les organisateurs et les donateurs', { exact: false })).toBeVisible();
  await expect(page.getByText('gratuite pour les associations', { exact: false })).toHaveCount(0);
  await page.getByText('Entraide est gratuite pour les organisateurs', { exact: false }).scrollIntoViewIfNeeded();
  await screenshot(page, 'copy', 'tips-fees');
  expect(errors).toEqual([]);
});

test('the sign-in form shows its errors with e-mail spelled one way', async ({ page, context }) => {
  await preparePaymentsContext(context);
  await page.goto('/authentification-cagnotte-solidaire-don-association');
  await appStarted(page);
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(form.getByText('Votre adresse e-mail est obligatoire')).toBeVisible();
  await expect(form.getByLabel('E-mail', { exact: false })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Mot de passe oublié\u202F?' })).toBeVisible();
  await screenshot(page, 'copy', 'sign-in-errors');
});
