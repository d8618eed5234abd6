/**
 * A second look at a large gift (issue 47, item 4), in Chromium at 390x844: from 1 000 € the payment
 * page says the amount in words and asks to confirm it before any payment method shows; 'Non, modifier
 * le montant' goes back to the amount; a gift below stays as it was. Above the maximum (100 000 €) the
 * pot page refuses the amount with its French message. Screenshots under docs/screens/payments/.
 */
import { expect, test } from '@playwright/test';
import { appStarted, collectConsoleErrors } from './support';
import { checkPaymentsPage, donorWithPaymentAccount, potToGiveTo, preparePaymentsContext, startDonation } from './payments.support';

test('a signed-in donor typing 1 000 € confirms "mille euros" before paying, or goes back to change it', async ({
  page,
  context,
  request,
}) => {
  const donor = await donorWithPaymentAccount(request, 'Camille');
  const pot = await potToGiveTo(request);
  await preparePaymentsContext(context, donor.token);
  const errors = collectConsoleErrors(page);

  await startDonation(page, pot.id, '1000');
  await page.getByRole('button', { name: 'Valider et payer' }).click();
  await expect(page).toHaveURL(new RegExp(`/participate/${pot.id}/payment\\?amount=1000&tip=0`));
  const check = page.getByRole('alertdialog', { name: 'Vérifiez le montant de votre don' });
  await expect(check).toContainText('Vous allez donner mille euros (1 000,00 €) à cette cagnotte.');
  await expect(page.getByRole('radio', { name: /Carte bancaire/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'VALIDER' })).toHaveCount(0);
  await checkPaymentsPage(page, errors, 'large-gift-check');

  await page.getByRole('link', { name: 'Non, modifier le montant' }).click();
  await expect(page).toHaveURL(new RegExp(`/participate/${pot.id}/tips\\?`));
  await page.getByRole('button', { name: 'Valider et payer' }).click();
  await page.getByRole('button', { name: 'Oui, je donne mille euros' }).click();
  await expect(page.getByRole('radio', { name: /Carte bancaire/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'VALIDER' })).toBeVisible();
  await expect(check).toHaveCount(0);
  await checkPaymentsPage(page, errors, 'large-gift-confirmed');

  // Below the threshold, no second look.
  await page.goto(`/participate/${pot.id}/payment?amount=999&tip=0&hide=false&anonymous=false`);
  await expect(page.getByRole('radio', { name: /Carte bancaire/ })).toBeChecked();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a quick donor typing 100 000 € is asked to confirm "cent mille euros"; one more cent is refused', async ({
  page,
  context,
  request,
}) => {
  const pot = await potToGiveTo(request);
  await preparePaymentsContext(context);
  const errors = collectConsoleErrors(page);

  await page.goto(`/participate/${pot.id}`);
  await appStarted(page); // typed before hydration, the amount would be the server's empty field again
  await page.getByLabel('Montant de votre don (en euros)').fill('100000,01');
  await page.getByRole('button', { name: 'DON RAPIDE' }).click();
  await expect(page.getByText("Le montant maximum d'un don est de 100 000,00 €")).toBeVisible();
  await expect(page).not.toHaveURL(/quick-payment/);

  await startDonation(page, pot.id, '100000', true);
  await page.getByRole('button', { name: 'Valider et payer' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Vous allez donner cent mille euros (100 000,00 €)');
  await page.getByRole('button', { name: 'Oui, je donne cent mille euros' }).click();
  await expect(page.getByLabel(/Numéro de carte/)).toBeVisible();
  expect(errors).toEqual([]);
});
