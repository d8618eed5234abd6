/**
 * The second factor in Chromium at 390x844 (issue 43, item 6), on the manager spec's own server (a
 * manager account needs the database, e2e/manager.support.ts): the manager signs in and must enrol —
 * the key is read from the page and the code computed with otplib — sees the recovery codes, notes
 * them, lands in the manager area, signs out and signs back in with a code (a recovery code also works);
 * a donor turns the factor on from the profile. Every screen: no console error, no horizontal overflow,
 * no serious axe violation. Screenshots in docs/screens/accounts/.
 */
import { expect, test, type Page } from '@playwright/test';
import { closeToasts, PASSWORD, prepareContext, signUp } from './pots-support';
import { MANAGER_BASE_URL, MANAGER_EMAIL, startManagerServer, type ManagerServer } from './manager.support';
import { answerCodeOnPage, enrolOnPage, nextCode, newTotpState } from './second-factor.support';
import { collectConsoleErrors, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, screenshot } from './support';

test.use({ baseURL: MANAGER_BASE_URL, viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let server: ManagerServer;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startManagerServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function check(page: Page, errors: string[], name: string): Promise<void> {
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'accounts', name);
  expect(errors).toEqual([]);
}

async function passwordStep(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByLabel(/^Mot de passe/).fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.locator('.user-menu__button').click();
  await page.getByRole('button', { name: 'Déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
}

test('a manager enrols at sign-in, notes the recovery codes, and signs back in with a code', async ({ page, context }) => {
  const errors = collectConsoleErrors(page);
  const totp = newTotpState();
  await prepareContext(context);

  await test.step('the password leads to the enrolment, not to a session', async () => {
    await passwordStep(page, MANAGER_EMAIL, server.password);
    await expect(page.getByRole('heading', { name: 'Protégez votre compte' })).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await check(page, errors, 'second-factor-enrolment');
  });

  await test.step('a wrong first code is refused in French', async () => {
    await page.getByLabel(/^Code à 6 chiffres/).fill('000000');
    await page.getByRole('button', { name: 'Activer et me connecter' }).click();
    await expect(page.getByText('Ce code n’est pas valide ou a déjà servi. Attendez le code suivant et réessayez.').first()).toBeVisible();
    await closeToasts(page);
    // The refused request is the only console message (the browser logs the 422).
    expect(errors).toEqual([expect.stringContaining('422')]);
    errors.length = 0;
  });

  await test.step('the right code turns the factor on and shows the recovery codes once', async () => {
    await enrolOnPage(page, totp);
    for (const code of totp.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await page.getByRole('heading', { name: 'Vos codes de secours' }).evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
    await check(page, errors, 'second-factor-recovery-codes');
    await page.getByRole('button', { name: 'J’ai noté mes codes' }).click();
    await expect(page).toHaveURL(/\/manager\/associations$/, { timeout: 20_000 });
  });

  await test.step('signs out, and signs back in with a code', async () => {
    await signOut(page);
    await passwordStep(page, MANAGER_EMAIL, server.password);
    await expect(page.getByRole('heading', { name: 'Double authentification' })).toBeVisible();
    await expect(page.locator('[data-secret]')).toHaveCount(0);
    await check(page, errors, 'second-factor-code');
    await answerCodeOnPage(page, totp);
    await expect(page).toHaveURL(/\/manager\/associations$/, { timeout: 20_000 });
  });

  await test.step('a recovery code works once instead of a code', async () => {
    await signOut(page);
    await passwordStep(page, MANAGER_EMAIL, server.password);
    await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
    await page.getByLabel(/^Code de secours/).fill(totp.recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page).toHaveURL(/\/manager\/associations$/, { timeout: 20_000 });
    expect(errors).toEqual([]);
  });
});

test('a donor turns the second factor on from the profile', async ({ page, context, request }) => {
  const errors = collectConsoleErrors(page);
  const donor = await signUp(request, 'Inès');
  await prepareContext(context, donor.token);
  await page.goto('/particular/profile');
  const section = page.getByRole('region', { name: 'Double authentification' });
  await section.getByLabel(/^Mot de passe actuel/).fill(PASSWORD);
  await section.getByRole('button', { name: 'Activer la double authentification' }).click();
  await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await check(page, errors, 'second-factor-profile');
  const totp = newTotpState();
  totp.secret = await section.locator('[data-secret]').getAttribute('data-secret');
  await section.getByLabel(/^Code à 6 chiffres/).fill(await nextCode(totp));
  await section.getByRole('button', { name: 'Confirmer' }).click();
  await expect(section.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem')).toHaveCount(10);
  await section.getByRole('button', { name: 'J’ai noté mes codes' }).click();
  await expect(
    section.getByText(/La double authentification est activée depuis le .*\. Il vous reste 10 codes de secours\./),
  ).toBeVisible();
  expect(errors).toEqual([]);
});
