/**
 * Forms that say what they want (issue 47, item 5), in Chromium at 390x844: the registration form wants
 * five digits for a French postal code ('7500' is refused under the field, before anything is sent),
 * keeps the rule of other countries (Belgium's four digits pass), and shows the password rule before
 * anything is typed. Screenshot under docs/screens/accounts/.
 */
import { expect, test } from '@playwright/test';
import { collectConsoleErrors, expectNoHorizontalOverflow, screenshot } from './support';
import { AUTH_PATH, label } from './accounts.support';

const FRANCE = 'Le code postal doit compter 5 chiffres en France';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('cookie_consent', JSON.stringify({ choice: 'refused', at: new Date().toISOString() }));
  });
});

test('registration: a French postal code of four digits is refused under its field; Belgium keeps its rule', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const signups: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/signup')) signups.push(request.url());
  });
  await page.goto(AUTH_PATH);
  const form = page.getByRole('form', { name: 'Inscription' });
  // The password rule is there before anything is typed.
  await expect(form.getByText('Au moins 10 caractères, et pas un mot de passe courant.')).toBeVisible();

  await expect(form.getByLabel(label('Pays'))).toHaveValue('FR');
  await form.getByLabel(label('Code postal')).fill('7500');
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  const postCode = form.getByLabel(label('Code postal'));
  await expect(postCode).toHaveAccessibleDescription(new RegExp(FRANCE));
  await expect(form.getByText(FRANCE)).toBeVisible();
  await postCode.scrollIntoViewIfNeeded();
  await expectNoHorizontalOverflow(page);
  await screenshot(page, 'accounts', 'registration-postal-code-france');

  await form.getByLabel(label('Pays')).selectOption('BE');
  await form.getByLabel(label('Code postal')).fill('1000');
  await expect(form.getByText(FRANCE)).toHaveCount(0);
  await form.getByLabel(label('Pays')).selectOption('FR');
  await form.getByLabel(label('Code postal')).fill('75002');
  await expect(form.getByText(FRANCE)).toHaveCount(0);
  expect(signups).toEqual([]);
  expect(errors).toEqual([]);
});
