/**
 * Spec texts shown where the spec shows them (issue 28 item 7): the generic profile failure 'Veuillez
 * remplir les champs obligatoires' after a profile form's own errors, and the straight apostrophe the
 * spec writes in 'Le mot de l'entreprise' (a company pot's tab), 'Choisissez votre événement
 * d'entreprise lié…' (the companies' event choice) and 'Pourcentage en fonction du type d'événement
 * sélectionné' (a charity's detail for a visitor).
 */
import { expect, test } from '@playwright/test';
import { COMPANY_MESSAGES } from '../domain/messages';
import { companyPot, companyWithPaymentAccount, preparePaymentsContext } from './payments.support';
import { appStarted, collectConsoleErrors } from './support';

test('a visitor reads the companies’ event choice and a charity’s rate hint as the spec writes them', async ({ page, context }) => {
  await preparePaymentsContext(context);
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await appStarted(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pour une entreprise' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: "Choisissez votre événement d'entreprise lié à votre cagnotte solidaire" }),
  ).toBeVisible();

  await page.goto('/');
  await appStarted(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Associations partenaires' }).click();
  await page.locator('.charity-card').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByText("Pourcentage en fonction du type d'événement sélectionné")).toBeVisible();
  expect(errors).toEqual([]);
});

test("a company reads the generic profile failure after its form’s errors, and its pot’s tab “Le mot de l'entreprise”", async ({
  page,
  context,
  request,
}) => {
  const company = await companyWithPaymentAccount(request);
  const pot = await companyPot(request, company.token);
  await preparePaymentsContext(context, company.token);
  const errors = collectConsoleErrors(page);
  await page.goto('/company/dashboard');
  await appStarted(page);
  await page.getByRole('navigation', { name: 'Mon espace' }).getByRole('link', { name: 'Mon profil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  const companyForm = page.getByRole('form', { name: 'Mon entreprise' });
  await companyForm.getByLabel(/^Nom de l’entreprise/).fill('');
  await companyForm.getByRole('button', { name: 'Enregistrer' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Attention' });
  await expect(toast).toContainText(COMPANY_MESSAGES.companyNameRequired);
  await expect(toast).toContainText('Veuillez remplir les champs obligatoires');

  await page.getByRole('navigation', { name: 'Mon espace' }).getByRole('link', { name: 'Mon tableau de bord' }).click();
  await page.locator(`main a[href="/participate/${pot.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/participate/${pot.id}$`));
  await expect(page.getByRole('tab', { name: "Le mot de l'entreprise" })).toBeVisible();
  expect(errors).toEqual([]);
});
