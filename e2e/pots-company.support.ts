/**
 * Helpers of the company-journey specs: a signed-in company creates its pot from the home page with the
 * later-step variant of step 2 (screenshots under docs/screens/pots/ when asked).
 */
import { expect, type Page } from '@playwright/test';
import { checkPage, closeToasts } from './pots-support';
import { appStarted } from './support';

const label = (text: string) => new RegExp(`^${text}`);

/** From the home page through the creation of a company pot: popup, charity, later-step details, submitted. */
export async function createCompanyPot(page: Page, errors: string[], name: string, amount: string, screens: boolean): Promise<void> {
  await page.goto('/');
  await appStarted(page);
  await page.getByRole('main').getByRole('link', { name: 'Créer une cagnotte' }).first().click();
  const popup = page.getByRole('dialog', { name: 'Créer une cagnotte' });
  const companyChoice = popup.getByRole('radio', { name: 'Entreprise' });
  if (await companyChoice.count()) await companyChoice.check();
  await popup.getByLabel('Votre événement').selectOption({ index: 1 });
  await popup.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(/\/create\/company\/assocs\?evt=\d+$/);
  await page
    .locator('.charity-card')
    .first()
    .getByRole('button', { name: /En savoir plus/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Choisir cette association' }).click();

  await expect(page).toHaveURL(/\/create\/company\/details\?evt=\d+&assoc=\d+$/);
  const submit = page.getByRole('button', { name: 'Sauvegardez et continuez' });
  if (screens) {
    await submit.click();
    await expect(page.locator('.field__error', { hasText: 'Merci de saisir le montant de votre don' })).toBeVisible();
    await expect(page.locator('.field__error', { hasText: 'Le nom de votre cagnotte est obligatoire' })).toBeVisible();
    // The closing date is optional in this variant.
    await expect(page.locator('.field__error', { hasText: /date de fin/i })).toHaveCount(0);
    await closeToasts(page);
  }
  await page.getByLabel(label('Nom de votre cagnotte')).fill(name);
  await page.getByRole('textbox', { name: /Le mot de l.entreprise/ }).click();
  await page.keyboard.type('Notre entreprise soutient une association locale.');
  await page.getByLabel(label('Montant du don de votre entreprise')).fill('0,50');
  await page.getByLabel(label('Montant du don de votre entreprise')).blur();
  await expect(page.locator('.field__error', { hasText: 'La contribution minimum est de 1,00 €' })).toBeVisible();
  await page.getByLabel(label('Montant du don de votre entreprise')).fill(amount);
  if (screens) {
    await page.getByLabel(label('Montant du don de votre entreprise')).scrollIntoViewIfNeeded();
    await checkPage(page, errors, 'company-details-later-step');
  }
  await submit.click();
}

/** After createCompanyPot: on the payment step; the pot's id. */
export async function onCompanyPaymentStep(page: Page, amount: string): Promise<number> {
  await expect(page).toHaveURL(new RegExp(`/create/company/payment\\?amount=${amount}&gift=0&evt=\\d+&id=\\d+&hide=false$`), {
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Contribution de votre entreprise' })).toBeVisible();
  return Number(new URL(page.url()).searchParams.get('id'));
}
