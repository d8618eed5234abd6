/**
 * The organiser's edit mode has the creation's steps (pots spec §2): from the dashboard, the saved pot's
 * details form goes back to step 1 (edit/{type}/assocs/{id}, which loads the pot), a new charity is
 * chosen and saved while the pot has no gift; once a gift is paid, the same change is refused with the
 * API's French reason and the pot keeps its charity. An unknown /edit/... or /create/... address is a
 * not-found page with a way back. Screenshots: docs/screens/pots/edit-*.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { CARDS, giveByCard } from './dashboard.support';
import { checkPage, closeToasts, createPot, prepareContext, signUp } from './pots-support';
import { appStarted, collectConsoleErrors } from './support';

type Charity = { id: number; name: string };
const REFUSED = 'Des dons ont déjà été versés à cette association : elle ne peut plus être changée.';

/** On step 1 of the edit flow: opens a charity's detail and chooses it; back on the details form. */
async function chooseCharity(page: Page, name: string): Promise<void> {
  await page.getByText('Filtrer les associations').click();
  await page.getByLabel(/Nom de l.association/).fill(name);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await page.getByRole('button', { name: `En savoir plus sur ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Choisir cette association' }).click();
}

test('the organiser goes back to step 1 from the edit form, changes the charity, and is refused in French once a gift exists', async ({
  page,
  context,
  request,
}) => {
  const organiser = await signUp(request, 'Lucie');
  const pot = await createPot(request, organiser.token);
  const charities = await (await request.get('/api/v1/assocs?page=1&per_page=12')).json();
  const [first, second, third] = charities as [Charity, Charity, Charity];
  expect(pot.assoc.id).toBe(first.id);
  await prepareContext(context, organiser.token);
  const errors = collectConsoleErrors(page);

  // From the dashboard to the pot's edit form, then back to step 1.
  await page.goto('/particular/dashboard');
  await appStarted(page);
  await page
    .getByRole('link', { name: `Modifier la cagnotte ${pot.name}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/edit/particular/details/${pot.id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Modification de votre cagnotte' })).toBeVisible();
  await expect(page.locator('.wizard__charity')).toContainText(first.name);
  await checkPage(page, errors, 'edit-details');
  await page.getByRole('link', { name: 'Changer d’association' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/particular/assocs/${pot.id}\\?evt=${pot.event_type.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez la cause qui vous tient à cœur !' })).toBeVisible();
  await expect(page.locator('.charity-card').first()).toBeVisible();
  await checkPage(page, errors, 'edit-assocs');

  // No gift yet: the new charity is saved.
  await chooseCharity(page, second.name);
  await expect(page).toHaveURL(new RegExp(`/edit/particular/details/${pot.id}\\?evt=${pot.event_type.id}&assoc=${second.id}$`));
  await expect(page.locator('.wizard__charity')).toContainText(second.name);
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page).toHaveURL(new RegExp(`/participate/${pot.id}$`));
  expect((await (await request.get(`/api/v1/cagnottes/${pot.id}`)).json()).assoc.id).toBe(second.id);

  // A donor gives; the organiser tries again from the pot page's pencil.
  const donor = await signUp(request, 'Marc');
  const gift = await giveByCard(request, donor.token, pot.id, 2500, CARDS.paid);
  expect(gift.body.payment_status).toBe('SUCCEEDED');
  await page.goto(`/participate/${pot.id}`);
  await appStarted(page);
  await page.getByRole('link', { name: 'Modifier la cagnotte' }).click();
  await expect(page.locator('.wizard__charity')).toContainText(second.name);
  await page.getByRole('link', { name: 'Changer d’association' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/particular/assocs/${pot.id}`));
  await chooseCharity(page, third.name);
  await expect(page.locator('.wizard__charity')).toContainText(third.name);
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByRole('alert').filter({ hasText: REFUSED }).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/edit/particular/details/${pot.id}\\?.*assoc=${second.id}`));
  await expect(page.locator('.wizard__charity')).toContainText(second.name);
  await expect(page.locator('.wizard__refusal')).toHaveText(REFUSED);
  await page.locator('.wizard__refusal').scrollIntoViewIfNeeded();
  // The refused save's own answer (409) is the only failed request.
  expect(errors.splice(0).filter((e) => !/status of 409/.test(e))).toEqual([]);
  await checkPage(page, errors, 'edit-charity-refused');
  await closeToasts(page);
  expect((await (await request.get(`/api/v1/cagnottes/${pot.id}`)).json()).assoc.id).toBe(second.id);

  // The rest of the edit still saves, with the pot's own charity.
  await page.getByLabel(/Nom de votre cagnotte/).fill(`${pot.name} (modifiée)`);
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page).toHaveURL(new RegExp(`/participate/${pot.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${pot.name} (modifiée)` })).toBeVisible();
});

test('an unknown /edit/... or /create/... address shows a not-found page with a way back', async ({ page, context, request }) => {
  const organiser = await signUp(request, 'Lucie');
  await prepareContext(context, organiser.token);
  const errors = collectConsoleErrors(page);
  for (const address of [
    '/edit/particular/nulle-part',
    '/create/inconnu/assocs',
    '/edit/company/details/999999999',
    '/create/private/details/abc',
  ]) {
    await page.goto('/');
    await appStarted(page);
    // Followed from a link of the page, as a person following a stale link would.
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = 'lien ancien';
      document.querySelector('main')?.prepend(link);
    }, address);
    await page.getByRole('link', { name: 'lien ancien' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(address);
  }
  // The unknown pot's own answer (404) is the only failed request.
  expect(errors.splice(0).filter((e) => !/status of 404/.test(e))).toEqual([]);
  await checkPage(page, errors, 'wizard-not-found');
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL(/\/$/);
});
