/**
 * /login/representative (accounts spec §2, query company, id, amount) where a company must complete its
 * legal representative before paying: a company just signed up (the representative's names only)
 * creates its pot from the home page, goes on to pay its first gift, and is sent to the representative
 * page; every required field says in French what is missing; the save brings it back to the payment it
 * interrupted, which it then completes. Screenshots: docs/screens/accounts/representative-*.png.
 */
import { expect, test } from '@playwright/test';
import { COMPANY_MESSAGES, EMAIL_MESSAGES } from '../domain/messages';
import { companyWithPaymentAccount, fillCard, preparePaymentsContext, TEST_CARDS } from './payments.support';
import { createCompanyPot, onCompanyPaymentStep } from './pots-company.support';
import { closeToasts, unique } from './pots-support';
import { collectConsoleErrors, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, screenshot } from './support';

const label = (text: string) => new RegExp(`^${text}`);

test('a company without a complete legal representative is sent to /login/representative, then back to its payment', async ({
  page,
  context,
  request,
}) => {
  const company = await companyWithPaymentAccount(request, { representative: false });
  await preparePaymentsContext(context, company.token);
  const errors = collectConsoleErrors(page);
  await createCompanyPot(page, errors, `Cagnotte de l’atelier ${unique()}`, '40', false);

  await expect(page).toHaveURL(/\/login\/representative\?company=Atelier\+Martin&id=\d+&amount=40&return=%2Fcreate%2Fcompany%2Fpayment/, {
    timeout: 20_000,
  });
  const potId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByRole('heading', { level: 1, name: 'Finalisez votre compte entreprise' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Représentant légal' });
  // Sign-up gave the company name and the representative's names; the rest is asked here.
  await expect(form.getByLabel(label('Nom de l’entreprise'))).toHaveValue('Atelier Martin');
  await expect(form.getByLabel(label('Prénom'))).toHaveValue('Paul');
  await closeToasts(page);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'accounts', 'representative-page');

  // Every required field emptied: each says what is missing.
  for (const field of ['Nom de l’entreprise', 'Prénom', 'Nom(?! de)', 'E-mail', 'Date de naissance'])
    await form.getByLabel(label(field)).fill('');
  for (const field of ['Adresse', 'Code postal', 'Ville'])
    for (const input of await form.getByLabel(label(field)).all()) await input.fill('');
  await form.getByRole('button', { name: 'Valider' }).click();
  const shown = await form.locator('.field__error').allTextContents();
  expect(shown.sort()).toEqual(
    [
      COMPANY_MESSAGES.companyNameRequired,
      COMPANY_MESSAGES.companyAddressRequired,
      COMPANY_MESSAGES.companyPostCodeRequired,
      COMPANY_MESSAGES.companyCityRequired,
      COMPANY_MESSAGES.repFirstnameRequired,
      COMPANY_MESSAGES.repNameRequired,
      EMAIL_MESSAGES.representativeRequired,
      COMPANY_MESSAGES.repBirthDateRequired,
      COMPANY_MESSAGES.repAddressRequired,
      COMPANY_MESSAGES.repPostCodeRequired,
      COMPANY_MESSAGES.repCityRequired,
    ].sort(),
  );
  await form.getByLabel(label('E-mail')).fill('pas-un-email');
  await form.getByLabel(label('E-mail')).blur();
  await expect(form.locator('.field__error', { hasText: EMAIL_MESSAGES.representativeInvalid })).toBeVisible();
  await closeToasts(page);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, 'accounts', 'representative-errors');

  // The save, then the payment it interrupted.
  await form.getByLabel(label('Nom de l’entreprise')).fill('Atelier Martin');
  await form.getByLabel(label('Adresse du siège social')).fill('8 quai des Chartrons');
  await form.getByLabel(label('Code postal')).first().fill('33000');
  await form.getByLabel(label('Ville')).first().fill('Bordeaux');
  await form.getByLabel(label('Prénom')).fill('Paul');
  await form.getByLabel(label('Nom(?! de)')).fill('Martin');
  await form.getByLabel(label('E-mail')).fill('paul.martin@exemple.fr');
  await form.getByLabel(label('Date de naissance')).fill('02-06-1980');
  await form.getByLabel(label('Adresse')).last().fill('3 rue Sainte-Catherine');
  await form.getByLabel(label('Code postal')).last().fill('33000');
  await form.getByLabel(label('Ville')).last().fill('Bordeaux');
  await form.getByRole('button', { name: 'Valider' }).click();
  expect(await onCompanyPaymentStep(page, '40')).toBe(potId);
  const me = await (await request.get('/api/v1/user', { headers: { Authorization: `Bearer ${company.token}` } })).json();
  expect(me.entreprise.representative).toMatchObject({
    firstname: 'Paul',
    name: 'Martin',
    birth_date: '1980-06-02',
    email: 'paul.martin@exemple.fr',
  });

  await fillCard(page, TEST_CARDS.frictionless);
  await page.getByRole('button', { name: 'Valider' }).click();
  // The one thank-you of every gift (issue 47), with the creation flow's 'Félicitations' notice.
  await expect(page).toHaveURL(new RegExp(`/participate/${potId}/confirmation\\?donation=\\d+$`), { timeout: 20_000 });
  await expect(page.getByText('Félicitations')).toBeVisible();
  expect(errors).toEqual([]);
});
