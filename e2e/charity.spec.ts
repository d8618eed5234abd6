/**
 * A charity onboards itself (issue 30), in Chromium at 390x844 on the manager spec's own server: the
 * manager invites the charity's representative; the representative opens the link from the outbox, sets a
 * password, fills in the legal details, enrols in strong authentication on the emulator's page
 * ('Authentifier'), registers the payout account — the bank's name differs first (no match), then is close
 * and taken in one tap — and authenticates it, sends the documents; the emulator validates them (Mangopay's
 * team); a donation is made, the manager pays the balance out, the bank settles it and the charity's view
 * shows it 'Versé'. Screenshots of each charity screen in docs/screens/charity/.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CARDS, giveByCard } from './dashboard.support';
import { closeToasts, createPot, prepareContext, referenceIds, signUp, unique } from './pots-support';
import {
  kycPdf,
  MANAGER_BASE_URL,
  MANAGER_EMAIL,
  reviewSubmittedDocuments,
  settlePayout,
  startManagerServer,
  type ManagerServer,
} from './manager.support';
import { checkScreen, invitationLink, setBankHolder } from './charity.support';
import { appStarted, collectConsoleErrors } from './support';
import { apiSignIn } from './second-factor.support';

test.use({ baseURL: MANAGER_BASE_URL });
test.describe.configure({ mode: 'serial', timeout: 480_000 });

let server: ManagerServer;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  process.env.DEV_OUTBOX = 'true'; // the manager spec's server inherits it: the invitation lands in the outbox
  server = await startManagerServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const IBAN = 'FR76 3000 6000 0112 3456 7890 189';
const ORGANISATION = 'Les Amis du Jardin Partagé';
const toast = (page: Page, text: string | RegExp) => page.locator('.toast__message').filter({ hasText: text });

async function managerToken(request: APIRequestContext): Promise<string> {
  return apiSignIn(request, MANAGER_EMAIL, server.password, server.totp);
}

test('a charity’s representative onboards, and the charity sees its payout paid', async ({ browser, request }) => {
  const { charity } = await referenceIds(request);
  const email = `tresorerie.${unique()}@exemple.fr`;
  const managerToken_ = await managerToken(request);
  const asManager = { headers: { Authorization: `Bearer ${managerToken_}` } };

  const managerContext = await browser.newContext({ baseURL: MANAGER_BASE_URL, viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
  await prepareContext(managerContext, managerToken_);
  const manager = await managerContext.newPage();
  const context = await browser.newContext({ baseURL: MANAGER_BASE_URL, viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  await prepareContext(context);
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);

  await test.step('the manager invites the representative', async () => {
    await manager.goto(`/manager/associations/${charity}`);
    const section = manager.getByRole('region', { name: 'Représentant de l’association' });
    const form = section.getByRole('form', { name: 'Inviter le représentant' });
    await form.getByLabel(/^E-mail du représentant/).fill(email);
    await form.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    await expect(toast(manager, `Invitation envoyée à ${email}.`)).toBeVisible({ timeout: 20_000 });
    await expect(section.getByRole('row').filter({ hasText: email })).toContainText('En attente');
    await section.scrollIntoViewIfNeeded();
    await manager.screenshot({ path: 'docs/screens/charity/00-manager-invitation.png' });
  });

  await test.step('the representative opens the link and sets a password', async () => {
    await page.goto(await invitationLink(request, email));
    await appStarted(page);
    const form = page.getByRole('form', { name: 'Choisir un mot de passe' });
    await expect(page.getByText(email)).toBeVisible();
    await form.getByLabel(/^Mot de passe/).fill('Potager-Solidaire-2026!');
    await form.getByLabel(/^Confirmation du mot de passe/).fill('Potager-Solidaire-2026!');
    await checkScreen(page, errors, '01-invitation');
    await form.getByRole('button', { name: 'Créer mon accès' }).click();
    await expect(page).toHaveURL(/\/association\/espace$/, { timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Informations légales' })).toBeVisible();
    await expect(page.getByText('Encore 4 étapes avant le premier versement.')).toBeVisible();
    await closeToasts(page);
    await checkScreen(page, errors, '02-home');
  });

  await test.step('fills in the legal details', async () => {
    await page.getByRole('link', { name: 'Informations légales' }).click();
    const form = page.getByRole('form', { name: 'Informations légales' });
    await form.getByLabel(/^Nom de l’association/).fill(ORGANISATION);
    await form.getByLabel(/^Numéro RNA/).fill('W75123456');
    await form.getByLabel(/^Adresse \*?$/).fill('12 rue des Lilas');
    await form.getByLabel(/^Code postal/).fill('75020');
    await form.getByLabel(/^Ville/).fill('Paris');
    await form.getByLabel(/^Prénom/).fill('Inès');
    await form.getByLabel(/^Nom \*?$/).fill('Moreau');
    await form.getByLabel(/^Date de naissance/).fill('1980-04-12');
    await form.getByLabel(/^Téléphone/).fill('06 12 34 56 78');
    await form.getByRole('button', { name: 'Enregistrer les informations' }).click();
    await expect(form.getByText('Le numéro RNA commence par W, suivi de 9 chiffres (ex. W751234567)')).toBeVisible();
    await form.getByLabel(/^Numéro RNA/).fill('W751234567');
    await closeToasts(page);
    await checkScreen(page, errors, '03-legal-details');
    await form.getByRole('button', { name: 'Enregistrer les informations' }).click();
    await expect(page).toHaveURL(/\/association\/espace\/authentification$/, { timeout: 30_000 });
    await closeToasts(page);
  });

  await test.step('enrols in strong authentication at the emulator', async () => {
    await expect(page.getByText('Pas encore faite')).toBeVisible();
    await checkScreen(page, errors, '04-sca');
    await page.getByRole('button', { name: 'M’authentifier chez Mangopay' }).click();
    await page.getByRole('button', { name: /^(Authentifier|Valider)$/ }).click({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/association\/espace\/authentification\/retour\?controlStatus=VALIDATED$/, { timeout: 20_000 });
    await expect(page.getByText('Authentification réussie.')).toBeVisible({ timeout: 20_000 });
    await checkScreen(page, errors, '05-sca-return');
  });

  await test.step('registers the payout account: a name the bank does not know, then a close one taken in one tap', async () => {
    await page.getByRole('link', { name: 'Enregistrer le compte de versement' }).click();
    await setBankHolder(IBAN, ORGANISATION);
    const form = page.getByRole('form', { name: 'Compte de versement' });
    await expect(form.getByLabel(/^Titulaire du compte/)).toHaveValue(ORGANISATION);
    await form.getByLabel(/^Titulaire du compte/).fill('Trésorerie du quartier');
    await form.getByLabel(/^IBAN/).fill(IBAN);
    await form.getByRole('button', { name: 'Vérifier et enregistrer le compte' }).click();
    await expect(page.getByText('Vérification du bénéficiaire : Nom différent.')).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByText(
        'Le nom ne correspond pas au titulaire de ce compte. Corrigez le nom du titulaire ou indiquez un autre compte : aucun versement ne peut être fait vers ce compte.',
      ),
    ).toBeVisible();
    await checkScreen(page, errors, '06-payout-no-match');

    // A close name when the bank names nobody (Mangopay's own answers): no empty name, no 'Utiliser le
    // nom' button, and the name typed can still be kept.
    await setBankHolder(IBAN, ORGANISATION, { suggests: false });
    await form.getByLabel(/^Titulaire du compte/).fill('Les Amis du Jardin Partage');
    await form.getByRole('button', { name: 'Vérifier et enregistrer le compte' }).click();
    await expect(page.getByText('Vérification du bénéficiaire : Nom proche.')).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByText(
        'Le nom est proche de celui du titulaire, mais la banque ne donne pas le nom exact. Vérifiez-le ; vous pouvez corriger le nom.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Utiliser le nom/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Garder « Les Amis du Jardin Partage » et m’authentifier' })).toBeVisible();
    await page.getByRole('heading', { name: 'Le compte que vous venez d’indiquer' }).scrollIntoViewIfNeeded();
    await checkScreen(page, errors, '07a-payout-close-match-no-name');
    await setBankHolder(IBAN, ORGANISATION);

    await form.getByLabel(/^Titulaire du compte/).fill('Les Amis du Jardin Partage');
    await form.getByRole('button', { name: 'Vérifier et enregistrer le compte' }).click();
    await expect(page.getByText('Vérification du bénéficiaire : Nom proche.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(`Le nom est proche de celui du titulaire : ${ORGANISATION}.`, { exact: false })).toBeVisible();
    await page.getByRole('heading', { name: 'Le compte que vous venez d’indiquer' }).scrollIntoViewIfNeeded();
    await checkScreen(page, errors, '07-payout-close-match');

    await page.getByRole('button', { name: `Utiliser le nom « ${ORGANISATION} »` }).click();
    await page.getByRole('button', { name: /^(Authentifier|Valider)$/ }).click({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/association\/espace\/compte-de-versement\/retour\?controlStatus=VALIDATED$/, { timeout: 20_000 });
    await expect(page.getByText('Compte enregistré.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Le nom correspond au titulaire du compte.')).toBeVisible();
    await expect(page.getByText('Utilisable', { exact: true })).toBeVisible();
    await checkScreen(page, errors, '08-payout-return');
  });

  let providerUserId = '';
  await test.step('sends the documents, which Mangopay validates', async () => {
    await page.getByRole('link', { name: 'Étape suivante : les documents' }).click();
    const cards = page.locator('section.charity-card');
    await expect(cards.first()).toBeVisible();
    await checkScreen(page, errors, '09-documents');
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      await card.getByLabel('Choisir les fichiers').setInputFiles(kycPdf(`document-${i + 1}`));
      await card.getByRole('button', { name: 'Envoyer' }).click();
      await expect(card).toContainText('En cours de vérification', { timeout: 20_000 });
    }
    await closeToasts(page);
    await checkScreen(page, errors, '10-documents-sent');

    providerUserId = (await (await request.get(`/api/v1/manager/charities/${charity}`, asManager)).json()).mangopay_user_id;
    expect(await reviewSubmittedDocuments(providerUserId)).toBe(count);
    await expect(async () => {
      await page.reload();
      await expect(page.getByText('Validé')).toHaveCount(count, { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await checkScreen(page, errors, '11-documents-validated');
  });

  await test.step('a donation is made; the manager pays the balance out; the bank settles it', async () => {
    const organiser = await signUp(request, 'Hugo');
    const donor = await signUp(request, 'Lina');
    const pot = await createPot(request, organiser.token, 'Un potager pour l’école des Lilas');
    const gift = await giveByCard(request, donor.token, pot.id, 4000, CARDS.paid);
    expect(gift.body.payment_status).toBe('SUCCEEDED');

    await manager.reload();
    await manager.getByRole('button', { name: 'Verser le solde' }).click();
    await expect(toast(manager, /^Versement de 40,00\s€ \(référence ENT \d{8}\) envoyé à la banque\.$/)).toBeVisible({ timeout: 20_000 });
    const row = manager.getByRole('region', { name: 'Versements' }).getByRole('row').nth(1);
    await expect(row).toContainText('Envoyé à la banque');
    await manager.screenshot({ path: 'docs/screens/manager/05-payout-sent.png' });
    await closeToasts(manager);
    const listed = await (await request.get(`/api/v1/manager/charities/${charity}/payouts`, asManager)).json();
    await page.goto('/association/espace/dons');
    await expect(page.getByRole('list', { name: 'Versements' }).getByRole('listitem').first()).toContainText('En cours');
    await settlePayout(listed[0].mangopay_payout_id);
    await expect(row).toContainText('Versé', { timeout: 20_000 });
    await manager.screenshot({ path: 'docs/screens/manager/06-payout-succeeded.png' });
  });

  await test.step('the charity sees the payout paid, its donations and receipts', async () => {
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('list', { name: 'Versements' }).getByRole('listitem').first()).toContainText('Versé', { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('row').filter({ hasText: 'Un potager pour l’école des Lilas' })).toContainText('40,00');
    await expect(page.getByText('Lina')).toHaveCount(0);
    await checkScreen(page, errors, '12-money');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter les dons (CSV)' }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    expect(csv.startsWith('\uFEFFDate;Cagnotte;Montant (€);Reçu fiscal')).toBe(true);
    expect(csv).toContain(';Un potager pour l’école des Lilas;40,00;');
    expect(csv).not.toMatch(/Lina|Durand/); // no donor in the charity's export

    await page.getByRole('link', { name: '← Espace association' }).click();
    await expect(page.getByText('Tout est en ordre : l’équipe Entraide peut verser les dons sur votre compte.')).toBeVisible();
    await checkScreen(page, errors, '13-home-done');
  });

  await managerContext.close();
  await context.close();
});
