/**
 * The manager area in Chromium at 1280x800, on a server of its own (e2e/manager.support.ts) whose
 * manager account `npm run manager:create` made: the manager signs in (enrolling the second factor the
 * first time, e2e/second-factor.support.ts), edits a charity, refunds a
 * donation paid by card, is told a payout needs the charity's payout account (its representative registers
 * it: e2e/charity.spec.ts pays a charity out end to end), sends its three KYC documents from the charity's
 * page and sees the payment emulator validate them. Every page: no console error, no horizontal overflow, no serious axe
 * violation. Screenshots in docs/screens/manager/.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CARDS, giveByCard } from './dashboard.support';
import { closeToasts, createPot, prepareContext, referenceIds, signUp } from './pots-support';
import {
  kycPdf,
  MANAGER_BASE_URL,
  MANAGER_EMAIL,
  reviewSubmittedDocuments,
  startManagerServer,
  type ManagerServer,
} from './manager.support';
import { collectConsoleErrors, expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from './support';
import { apiSignIn, secondStepOnPage } from './second-factor.support';

test.use({ baseURL: MANAGER_BASE_URL, viewport: { width: 1280, height: 800 } });
test.describe.configure({ mode: 'serial', timeout: 420_000 });

let server: ManagerServer;
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000);
  server = await startManagerServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** At 1280 px the whole page fits, the manager area's box and every table without scrolling. */
async function expectAreaFits(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const area = document.querySelector('.mgr');
    if (!area) return -1;
    const boxes = [area, ...area.querySelectorAll('.mgr-table-wrap')];
    const page = document.documentElement.scrollWidth - window.innerWidth;
    return Math.max(page, area.getBoundingClientRect().right - window.innerWidth, ...boxes.map((box) => box.scrollWidth - box.clientWidth));
  });
  expect(overflow, 'the page or the manager area is wider than the viewport').toBeLessThanOrEqual(0);
}

async function check(page: Page, errors: string[], name: string): Promise<void> {
  await page.waitForTimeout(300); // the toast's entrance animation
  await page.screenshot({ path: `docs/screens/manager/${name}.png` });
  await expectAreaFits(page);
  await expectNoSeriousAxeViolations(page);
  expect(errors).toEqual([]);
}

async function managerToken(request: APIRequestContext): Promise<string> {
  return apiSignIn(request, MANAGER_EMAIL, server.password, server.totp);
}

const toast = (page: Page, text: string | RegExp) => page.locator('.toast__message').filter({ hasText: text });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Espace gestionnaire' });
const badge = (row: ReturnType<Page['getByRole']>) => row.locator('.mgr-badge');

test('a manager edits a charity, refunds a donation, is refused a payout without a payout account and sends the KYC documents', async ({
  page,
  context,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const { charity, charityName } = await referenceIds(request);
  const organiser = await signUp(request, 'Hugo');
  const donor = await signUp(request, 'Inès');
  const pot = await createPot(request, organiser.token, 'Trail des Calanques pour les jardins partagés');
  const kept = await giveByCard(request, donor.token, pot.id, 3000, CARDS.paid);
  const refunded = await giveByCard(request, donor.token, pot.id, 2000, CARDS.paid);
  expect([kept.body.payment_status, refunded.body.payment_status]).toEqual(['SUCCEEDED', 'SUCCEEDED']);

  await test.step('signs in and lands on the charities', async () => {
    await prepareContext(context);
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Connexion' });
    await form.getByLabel(/^E-mail/).fill(MANAGER_EMAIL);
    await form.getByLabel(/^Mot de passe/).fill(server.password);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await secondStepOnPage(page, server.totp);
    await expect(page).toHaveURL(/\/manager\/associations$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Associations' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Associations', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: charityName })).toBeVisible();
    await check(page, errors, '01-charities');
  });

  await test.step('edits the charity', async () => {
    await page.getByRole('search').getByLabel('Nom').fill(charityName.split(' ').slice(-1)[0]!);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByRole('link', { name: charityName }).click();
    await expect(page.getByRole('heading', { level: 1, name: charityName })).toBeVisible();
    await page.getByRole('link', { name: 'Modifier', exact: true }).click();
    const form = page.getByRole('form', { name: 'Enregistrer les modifications' });
    await expect(form.getByLabel(/^Nom( \*)?$/)).toHaveValue(charityName);
    await form.getByLabel('Réduction d’impôt des particuliers (%)').fill('66');
    await form.getByLabel('Ce que permet un don de 30 €').fill('Un atelier de jardinage pour dix enfants du quartier.');
    await form.getByLabel('Certification').selectOption('DON_EN_CONFIANCE');
    await page.evaluate(() => window.scrollTo(0, 0));
    await check(page, errors, '02-charity-edit');
    await form.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(toast(page, `Les modifications de ${charityName} sont enregistrées.`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/manager/associations/${charity}$`));
    await expect(page.getByText('particuliers 66 %')).toBeVisible();
    await expect(page.getByText('Don en Confiance')).toBeVisible();
    await closeToasts(page);
  });

  await test.step('refunds the donation of 20 €', async () => {
    await nav(page).getByRole('link', { name: 'Dons', exact: true }).click();
    await page.getByLabel('N° de cagnotte').fill(String(pot.id));
    await page.getByRole('button', { name: 'Rechercher' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(refunded.body.id), exact: true }) });
    await expect(row).toContainText('20,00 €');
    await expect(badge(row)).toHaveText('Paiement effectué');
    await row.getByRole('button', { name: `Rembourser le don n° ${refunded.body.id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Rembourser ce don' });
    await dialog.getByLabel(/Motif/).fill('Le donateur a tapé 20 € au lieu de 2 €');
    await check(page, errors, '03-refund-confirm');
    await dialog.getByRole('button', { name: /^Rembourser 20,00\s€$/ }).click();
    await expect(toast(page, /Le don de 20,00\s€ de Inès Durand est remboursé\./)).toBeVisible({ timeout: 20_000 });
    await expect(badge(row)).toHaveText('Remboursé');
    await expect(row.getByRole('button', { name: /^Rembourser/ })).toHaveCount(0);
    await row.getByRole('button', { name: `Remboursements du don n° ${refunded.body.id}` }).click();
    const refunds = page.getByRole('dialog', { name: `Remboursements du don n° ${refunded.body.id}` });
    await expect(refunds.getByRole('row').nth(1)).toContainText('Le donateur a tapé 20 € au lieu de 2 €');
    await expect(badge(refunds.getByRole('row').nth(1))).toHaveText('Remboursé');
    await check(page, errors, '04-donations-refunded');
    await refunds.getByRole('button', { name: 'Fermer' }).click();
    await closeToasts(page);
    const figures = await (await request.get(`/api/v1/cagnottes/${pot.id}`)).json();
    expect(figures.donations_total_amount).toBe(3000);
  });

  await test.step('cannot pay out before the charity registers its payout account; sends its KYC documents', async () => {
    await nav(page).getByRole('link', { name: 'Associations', exact: true }).click();
    await page.getByRole('link', { name: charityName }).click();
    // The manager no longer types a charity's IBAN (issue 30): its representative registers the payout
    // account from the charity's area (e2e/charity.spec.ts pays a charity out end to end).
    await expect(page.getByRole('region', { name: 'Compte de versement' })).toContainText('Aucun compte de versement');
    await expect(page.getByRole('textbox', { name: /IBAN/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Verser le solde' }).click();
    await expect(toast(page, /compte de versement/i)).toBeVisible({ timeout: 20_000 });
    expect(errors).toEqual([expect.stringContaining('status of 422')]); // the refused payout, as expected
    errors.length = 0;
    await closeToasts(page);

    // The manager sends the three documents from the charity's page.
    const kyc = page.getByRole('region', { name: 'Vérification d’identité (KYC)' });
    await kyc.getByRole('form', { name: /^Statuts/ }).scrollIntoViewIfNeeded();
    await check(page, errors, '04a-kyc-forms');
    for (const [form, file] of [
      [/^Pièce d’identité du représentant légal/, 'piece-identite'],
      [/^Preuve d’enregistrement/, 'recepisse-prefecture'],
      [/^Statuts/, 'statuts'],
    ] as const) {
      const upload = kyc.getByRole('form', { name: form });
      await upload.getByLabel('Choisir les fichiers').setInputFiles(kycPdf(file));
      await expect(upload).toContainText(`${file}.pdf`);
      await upload.getByRole('button', { name: 'Envoyer au prestataire' }).click();
      await expect(upload).toContainText('En cours de vérification', { timeout: 20_000 });
    }
    await closeToasts(page);
    await kyc.scrollIntoViewIfNeeded();
    await check(page, errors, '04b-kyc-sent');

    const token = await managerToken(request);
    const details = await (
      await request.get(`/api/v1/manager/charities/${charity}`, { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    expect(await reviewSubmittedDocuments(details.mangopay_user_id)).toBe(3);
    await expect(async () => {
      await page.reload();
      await expect(kyc).toContainText('Vérifié (versements possibles)', { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(kyc.getByRole('row').filter({ hasText: 'Statuts' })).toContainText('Validé');
    await expect(kyc.getByRole('form', { name: /^Statuts/ })).toContainText('Validé');
    await kyc.scrollIntoViewIfNeeded();
    await check(page, errors, '04c-kyc-validated');
  });

  await test.step('reads the other pages', async () => {
    await nav(page).getByRole('link', { name: 'Cagnottes', exact: true }).click();
    await page.getByRole('link', { name: pot.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: pot.name })).toBeVisible();
    await expect(page.getByText(/^30,00\s€ \(1 don, 1 participant/)).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: 'docs/screens/manager/07-pot-phone.png' });
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(badge(page.getByRole('row').filter({ hasText: '20,00' }))).toHaveText('Remboursé');
    await check(page, errors, '07-pot');
    for (const [link, heading, name] of [
      ['Versements', 'Versements', '08-payouts'],
      ['Totaux annuels', 'Totaux annuels', '09-yearly-totals'],
      ['Journal', 'Journal des modifications', '10-audit-log'],
      ['Newsletter', 'Abonnés à la newsletter', '11-newsletter'],
    ] as const) {
      await nav(page).getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('.mgr-loading')).toHaveCount(0);
      if (name === '09-yearly-totals') {
        await expect(page.getByRole('row').filter({ hasText: charityName })).toContainText('30,00 €');
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: /^Télécharger les totaux \d{4} \(CSV\)$/ }).click();
        const csv = await readFile(await (await download).path(), 'utf8');
        expect(csv.startsWith('\uFEFFAssociation;Année;Total des dons (€);Nombre de dons;Reçus fiscaux émis')).toBe(true);
        expect(csv).toContain(`${charityName};${new Date().getFullYear()};30,00;1;1`);
      }
      await check(page, errors, name);
    }
  });
});
