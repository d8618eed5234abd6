/**
 * The private dashboard in Chromium at 390x844: a donor with a card donation paid, one refused by the
 * bank, one waiting for 3-D Secure and a monthly donation (all through the server's payment paths and
 * its Mangopay emulator) reads the summary boxes and the three tables as cards, stops and resumes the
 * monthly donation and changes its debit day, each with its toast, and downloads the paid donation's tax
 * receipt (a PDF). Screenshots in docs/screens/dashboard/.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { closeToasts, createPot, prepareContext, signUp } from './pots-support';
import { CARDS, giveByCard, giveMonthly } from './dashboard.support';
import { collectConsoleErrors, expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from './support';

test.describe.configure({ timeout: 120_000 });

async function shoot(page: Page, name: string, target?: Locator): Promise<void> {
  if (target) await target.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.waitForTimeout(400); // the toast's entrance animation
  await page.screenshot({ path: `docs/screens/dashboard/${name}.png` });
}

const rowOf = (region: Locator, text: string) => region.getByRole('row').filter({ hasText: text });

test('a donor reads the dashboard and manages a monthly donation', async ({ page, context, request }) => {
  const errors = collectConsoleErrors(page);
  const organiser = await signUp(request, 'Hugo');
  const donor = await signUp(request, 'Inès');
  const pot = await createPot(request, organiser.token, 'Les quarante ans de Hugo, fête au jardin partagé');
  const donorPot = await createPot(request, donor.token, 'Course solidaire d’Inès');

  expect((await giveByCard(request, donor.token, pot.id, 2000, CARDS.paid)).body.payment_status).toBe('SUCCEEDED');
  await giveByCard(request, donor.token, pot.id, 3000, CARDS.refused);
  expect((await giveByCard(request, donor.token, pot.id, 4000, CARDS.challenge)).body.payment_status).toBe('CREATED');
  // Not today's day of month: a debit due today is made at once (the list would have a fourth row).
  const parisDay = Number(new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric' }).format(new Date()));
  const debitDay = parisDay === 5 ? 6 : 5;
  await giveMonthly(request, donor.token, pot.id, 1500, debitDay);
  expect((await giveByCard(request, organiser.token, donorPot.id, 1000, CARDS.paid)).body.payment_status).toBe('SUCCEEDED');

  await prepareContext(context, donor.token);
  await page.goto('/particular/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon tableau de bord' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mon tableau de bord' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Total de mes dons').locator('..')).toContainText('20,00 €');
  await expect(page.getByText('Total reçu sur mes cagnottes').locator('..')).toContainText('10,00 €');
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
  await shoot(page, '01-summary');

  const participations = page.getByRole('region', { name: 'Mes participations' });
  await expect(participations.getByRole('row')).toHaveCount(4); // the hidden header row and three cards
  const name = 'Les quarante ans de Hugo, fête...'; // domain/text.ts truncates with the spec's three dots
  for (const [status, amount] of [
    ['Paiement effectué', '20,00 €'],
    ['Paiement refusé', '30,00 €'],
    ['En attente de paiement', '40,00 €'],
  ] as const) {
    const row = rowOf(participations, status);
    await expect(row).toContainText(amount);
    await expect(row.getByRole('link', { name })).toHaveAttribute('href', `/participate/${pot.id}`);
    await expect(row).toContainText('En cours');
  }
  await expect(rowOf(participations, 'En attente de paiement')).toContainText('Indisponible');
  await expect(rowOf(participations, 'Paiement refusé')).toContainText('Indisponible');
  const today = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(),
  );
  await expect(rowOf(participations, 'Paiement effectué').getByRole('cell').nth(6)).toHaveText(today);
  await expect(participations.getByRole('button', { name: 'Voir tout' })).toHaveCount(0);
  await shoot(page, '02-participations', participations);

  // The paid donation's tax receipt: a PDF, named by its receipt number.
  const downloading = page.waitForEvent('download');
  await rowOf(participations, 'Paiement effectué')
    .getByRole('button', { name: /^Télécharger le reçu fiscal du don/ })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^recu-fiscal-\d{4}-\d{6}\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(5_000);

  const monthly = page.getByRole('region', { name: 'Mes dons mensuels' });
  const subscription = monthly.getByRole('row').nth(1);
  await expect(subscription).toContainText('15,00 €');
  await expect(subscription).toContainText('Active');
  await expect(subscription).toContainText('Mensuel');
  const daySelect = subscription.getByRole('combobox', { name: /Jour de prélèvement/ });
  await expect(daySelect).toHaveValue(String(debitDay));
  await expect(monthly).toContainText('jusqu’à ce que vous l’arrêtiez ou que la cagnotte se termine');
  await expect(monthly.getByRole('heading', { name: 'Reçus fiscaux annuels' })).toBeVisible();
  await expect(monthly).toContainText('regroupés dans un reçu fiscal annuel par association');
  await shoot(page, '03-monthly-active', monthly);

  await subscription.getByRole('button', { name: /^Arrêter/ }).click();
  const ask = page.getByRole('dialog', { name: 'Arrêter ce don mensuel ?' });
  await expect(ask).toContainText('ne sera plus prélevé');
  await shoot(page, '04-monthly-stop-confirm');
  await ask.getByRole('button', { name: 'Oui, arrêter' }).click();
  await expect(page.getByText('Votre souscription a été arrêtée')).toBeVisible();
  await expect(subscription).toContainText('Annulée');
  await expect(subscription.getByRole('button', { name: /^Reprendre/ })).toBeEnabled();
  await shoot(page, '04-monthly-stopped-toast');
  await closeToasts(page);

  await subscription.getByRole('button', { name: /^Reprendre/ }).click();
  await expect(page.getByText('Votre souscription est de nouveau active')).toBeVisible();
  await expect(subscription.getByRole('button', { name: /^Arrêter/ })).toBeVisible();
  await closeToasts(page);

  await daySelect.selectOption('12');
  await expect(page.getByText('Votre jour de prélèvement a été mis à jour')).toBeVisible();
  await expect(page.getByText('Mise à jour', { exact: true })).toBeVisible();
  await expect(daySelect).toBeEnabled();
  await shoot(page, '05-debit-day-toast');
  await closeToasts(page);

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Mes dons mensuels' }).getByRole('row').nth(1);
  await expect(reloaded.getByRole('combobox', { name: /Jour de prélèvement/ })).toHaveValue('12');
  await expect(reloaded).toContainText('Active');

  const pots = page.getByRole('region', { name: 'Mes cagnottes' });
  const own = pots.getByRole('row').nth(1);
  await expect(own).toContainText('Course solidaire d’Inès');
  await expect(own).toContainText('10,00 €');
  await expect(own.getByRole('link', { name: /Modifier la cagnotte/ })).toHaveAttribute(
    'href',
    `/edit/particular/details/${donorPot.id}?evt=${donorPot.event_type.id}&assoc=${donorPot.assoc.id}`,
  );
  // The organiser's list of donations, as CSV (UTF-8 with BOM, semicolons).
  const csvDownload = page.waitForEvent('download');
  await own.getByRole('button', { name: /^Exporter les dons de la cagnotte/ }).click();
  const csv = await readFile(await (await csvDownload).path());
  expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(csv.toString('utf8')).toContain('Date;Donateur;Montant (€)');
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
  await shoot(page, '06-pots', pots);
  expect(errors).toEqual([]);
});
