/**
 * The pot wizard in Chromium at 390x844: from the home page through the popup, the charity, the
 * details with a cropped banner and sign-up to the pot page; the edit form for the owner (and the
 * redirect of anyone else); the early closing.
 */
import { expect, test } from '@playwright/test';
import { collectConsoleErrors, readAppStore, appStarted } from './support';
import {
  bannerImage,
  checkPage,
  closeToasts,
  closingDay,
  createPot,
  prepareContext,
  PASSWORD,
  signUp,
  typeDescription,
  unique,
} from './pots-support';

const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

test('create a personal pot from the home page, through sign-up, to the pot page', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await prepareContext(context);
  const errors = collectConsoleErrors(page);
  const name = `Les 30 ans de Camille ${unique()}`;
  await page.goto('/');
  await appStarted(page); // a server-written page: its buttons are the app's once hydrated
  await page.getByRole('main').getByRole('link', { name: 'Créer une cagnotte' }).first().click();
  const popup = page.getByRole('dialog', { name: 'Créer une cagnotte' });
  await expect(popup.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  await popup.getByRole('radio', { name: 'Particulier' }).check();
  await popup.getByLabel('Votre événement').selectOption({ label: 'Anniversaire' });
  await checkPage(page, errors, 'popup');
  await popup.getByRole('button', { name: 'Suivant' }).click();

  await expect(page).toHaveURL(/\/create\/private\/assocs\?evt=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez la cause qui vous tient à cœur !' })).toBeVisible();
  await expect(page.locator('.charity-card')).toHaveCount(12);
  await checkPage(page, errors, 'step1-charities');
  await page
    .locator('.charity-card')
    .first()
    .getByRole('button', { name: /En savoir plus/ })
    .click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('button', { name: 'Choisir cette association' })).toBeVisible();
  await checkPage(page, errors, 'step1-charity-modal');
  await modal.getByRole('button', { name: 'Choisir cette association' }).click();

  await expect(page).toHaveURL(/\/create\/private\/details\?evt=\d+&assoc=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Création de votre cagnotte de la générosité' })).toBeVisible();
  await page.getByRole('button', { name: 'Valider ma cagnotte' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Attention' })).toContainText('Merci de bien remplir les champs');
  await expect(page.locator('.field__error', { hasText: 'Le nom de votre cagnotte est obligatoire' })).toBeVisible();
  await checkPage(page, errors, 'step2-errors');
  await closeToasts(page);
  await page.getByLabel(label('Nom de votre cagnotte')).fill(name);
  await page.getByLabel(label('Date de fin de collecte')).fill(closingDay());
  await typeDescription(page, 'Pour mes 30 ans, je soutiens une association qui me tient à cœur.');
  await page
    .locator('.image-picker--banner input[type=file]')
    .setInputFiles({ name: 'banniere.jpg', mimeType: 'image/jpeg', buffer: await bannerImage() });
  const cropper = page.getByRole('dialog', { name: 'Éditez votre image' });
  await expect(cropper).toBeVisible();
  await page.waitForTimeout(300);
  await screenshotOnly(page, 'cropper');
  await cropper.getByRole('button', { name: 'Valider' }).click();
  await expect(page.locator('.image-picker--banner img')).toHaveAttribute('src', /^blob:/);
  await page.locator('.image-picker--banner').scrollIntoViewIfNeeded();
  await checkPage(page, errors, 'step2-details');
  await page.getByRole('button', { name: 'Valider ma cagnotte' }).click();

  await expect(page).toHaveURL(/\/create\/private\/authenticate\?evt=\d+&assoc=\d+&save=1$/);
  const form = page.getByRole('form', { name: 'Inscription' });
  await expect(form).toBeVisible();
  await checkPage(page, errors, 'authenticate');
  await form.getByRole('radio', { name: 'Mme', exact: true }).check();
  await form.getByLabel(label('Prénom')).fill('Camille');
  await form.getByLabel(label('Nom')).fill('Durand');
  await form.getByLabel(label('Date de naissance')).fill('12-04-1990');
  await form.getByLabel(label('Adresse')).fill('12 rue de la Paix');
  await form.getByLabel(label('Code postal')).fill('75002');
  await form.getByLabel(label('Ville')).fill('Paris');
  await form.getByLabel(label('E-mail')).fill(`wizard.${unique()}@exemple.fr`);
  await form.getByLabel(label('Mot de passe')).fill(PASSWORD);
  await form.getByLabel(label('Confirmation du mot de passe')).fill(PASSWORD);
  await form.getByLabel(/J’accepte les/).check();
  await form.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page).toHaveURL(/\/participate\/\d+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Votre cagnotte a été créée avec succès')).toBeVisible();
  await expect(page.locator('.pot-hero__banner')).toHaveAttribute('src', /^\/uploads\/banners\/[a-f0-9]{32}\.jpg$/);
  // On a phone the browser takes the server's phone-sized WebP, and the banner's box is set before it loads.
  const potId = new URL(page.url()).pathname.split('/').pop();
  const images = (await (await request.get(`/api/v1/cagnottes/${potId}`)).json()).banner.images as Array<{
    type: string;
    width: number;
    url: string;
  }>;
  const phoneWebp = images.find((image) => image.type === 'image/webp' && image.width === 828);
  expect(phoneWebp).toBeDefined();
  const banner = page.locator('img.pot-hero__banner');
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname))
    .toBe(new URL(phoneWebp!.url, page.url()).pathname);
  await expect(banner).toHaveAttribute('width', /^\d+$/);
  await expect(banner).toHaveAttribute('height', /^\d+$/);
  await expect(page.getByRole('link', { name: 'Modifier la cagnotte' })).toBeVisible();
  await closeToasts(page);
  await checkPage(page, errors, 'pot-page-created');
  // The draft was cleared: a new creation starts empty.
  expect(await readAppStore(page, 'drafts')).toEqual([]);
});

async function screenshotOnly(page: import('@playwright/test').Page, name: string) {
  await page.screenshot({ path: `docs/screens/pots/${name}.png` });
}

test('the owner edits the pot and closes it early; anyone else opening the edit URL is sent to the pot page', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await signUp(request);
  const other = await signUp(request, 'Paul');
  const pot = await createPot(request, owner.token);
  const edit = `/edit/particular/details/${pot.id}?evt=${pot.event_type.id}&assoc=${pot.assoc.id}`;

  const strangerContext = await browser.newContext();
  await prepareContext(strangerContext, other.token);
  const stranger = await strangerContext.newPage();
  await stranger.goto(edit);
  await expect(stranger).toHaveURL(new RegExp(`/participate/${pot.id}$`));
  await expect(stranger.getByRole('link', { name: 'Modifier la cagnotte' })).toHaveCount(0);
  await strangerContext.close();

  const visitorContext = await browser.newContext();
  await prepareContext(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(edit);
  await expect(visitor).toHaveURL(/\/authentification-cagnotte-solidaire-don-association$/);
  await visitorContext.close();

  const ownerContext = await browser.newContext();
  await prepareContext(ownerContext, owner.token);
  const page = await ownerContext.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto(`/participate/${pot.id}`);
  await appStarted(page); // a server-written page: its buttons are the app's once hydrated
  await page.getByRole('link', { name: 'Modifier la cagnotte' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/particular/details/${pot.id}\\?`));
  await expect(page.getByLabel(label('Nom de votre cagnotte'))).toHaveValue(pot.name);
  await checkPage(page, errors, 'edit');
  await page.getByLabel(label('Nom de votre cagnotte')).fill(`${pot.name} (modifiée)`);
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page).toHaveURL(new RegExp(`/participate/${pot.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${pot.name} (modifiée)` })).toBeVisible();
  await expect(page.getByText('Votre cagnotte a été mise à jour')).toBeVisible();
  await closeToasts(page);

  await page.getByRole('button', { name: 'Clôturer la cagnotte' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clôturer la cagnotte ?' });
  await checkPage(page, errors, 'close-confirmation');
  await confirm.getByRole('button', { name: 'Oui, clôturer' }).click();
  await expect(page.getByText('La cagnotte est déjà fermée')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Modifier la cagnotte' })).toHaveCount(0);
  await expect(page.locator('.pot-stats__item--days dd')).toHaveText('Terminée');
  await closeToasts(page);
  await page.locator('.donation-box').scrollIntoViewIfNeeded();
  await checkPage(page, errors, 'pot-page-closed');
  await ownerContext.close();
});
