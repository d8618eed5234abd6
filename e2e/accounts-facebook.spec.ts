/**
 * Facebook sign-up from the pot wizard (issue 45, item 7b), in Chromium at 390x844 on a server of its own
 * with Facebook pointed at the local stand-in: the dialog comes back with a code, the completion page
 * opens, and once registered the person is back at the step they started from — its query kept (so the
 * draft is saved and the pot page opens) and its mode kept (edit/... stays edit/...).
 */
import { expect, test, type Page } from '@playwright/test';
import { checkPage, fillFacebookCompletion } from './accounts.support';
import { FACEBOOK_BASE_URL, startFacebookServer, type FacebookServer } from './accounts-facebook.support';
import { closingDay, prepareContext, typeDescription, unique } from './pots-support';
import { appStarted, collectConsoleErrors } from './support';

test.use({ baseURL: FACEBOOK_BASE_URL });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: FacebookServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startFacebookServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** From a wizard's authenticate step: Facebook's dialog accepts as a new person; the completion form, filled. */
async function signUpWithFacebook(page: Page, completionPath: RegExp, screen?: string): Promise<void> {
  const id = unique();
  server.facebook.logInNext({ user_id: id, first_name: 'Nadia', last_name: 'Benali', email: `nadia.${id}@exemple.fr` });
  await page.getByRole('button', { name: 'Se connecter avec Facebook' }).click();
  await expect(page).toHaveURL(completionPath, { timeout: 20_000 });
  const form = await fillFacebookCompletion(page);
  if (screen) await checkPage(page, screen);
  await form.getByRole('button', { name: 'Inscription' }).click();
}

/**
 * The console's errors but the one expected: the API's 404 `social_account_unknown` for a person Facebook
 * knows and we do not (it carries the sign-up ticket), the only 404 of the page.
 */
function watchErrors(page: Page): () => void {
  const errors = collectConsoleErrors(page);
  const missing: string[] = [];
  page.on('response', (res) => {
    if (res.status() === 404) missing.push(new URL(res.url()).pathname);
  });
  return () => {
    expect(missing).toEqual(['/api/v1/user/auth/facebook']);
    expect(errors.filter((e) => !e.endsWith('status of 404 (Not Found)'))).toEqual([]);
  };
}

async function referenceIds(page: Page): Promise<{ evt: number; assoc: number }> {
  const events = (await (await page.request.get('/api/v1/event_types?cat=particulier')).json()) as Array<{ id: number }>;
  const charities = (await (await page.request.get('/api/v1/assocs?page=1&per_page=12')).json()) as Array<{ id: number }>;
  return { evt: events[0]!.id, assoc: charities[0]!.id };
}

test('a pot’s creation: registered through Facebook, the draft is saved and its page opens', async ({ page, context }) => {
  await prepareContext(context);
  const checkErrors = watchErrors(page);
  const { evt, assoc } = await referenceIds(page);
  await page.goto(`/create/private/details?evt=${evt}&assoc=${assoc}`);
  await appStarted(page);
  const name = `Cagnotte Facebook ${unique()}`;
  await page.getByLabel(/^Nom de votre cagnotte/).fill(name);
  await page.getByLabel(/^Date de fin de collecte/).fill(closingDay());
  await typeDescription(page, 'Créée après une inscription avec Facebook.');
  await page.getByRole('button', { name: 'Valider ma cagnotte' }).click();
  await expect(page).toHaveURL(new RegExp(`/create/private/authenticate\\?evt=${evt}&assoc=${assoc}&save=1$`));

  await signUpWithFacebook(page, /\/create\/private\/authenticate\/facebook\?firstname=Nadia&/);
  await expect(page).toHaveURL(/\/participate\/\d+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  checkErrors();
});

test('edit mode: registered through Facebook, the person is back at edit/…/details with its query', async ({ page, context }) => {
  await prepareContext(context);
  const checkErrors = watchErrors(page);
  const { evt, assoc } = await referenceIds(page);
  await page.goto(`/edit/private/authenticate?evt=${evt}&assoc=${assoc}`);
  await appStarted(page);
  await signUpWithFacebook(page, /\/edit\/private\/authenticate\/facebook\?firstname=Nadia&/, 'facebook-completion-edit-mode');
  await expect(page).toHaveURL(new RegExp(`/edit/private/details\\?evt=${evt}&assoc=${assoc}$`), { timeout: 30_000 });
  await expect(page.getByLabel(/^Nom de votre cagnotte/)).toBeVisible();
  await checkPage(page, 'facebook-back-to-edit-details');
  checkErrors();
});
