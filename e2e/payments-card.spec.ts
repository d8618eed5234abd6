/**
 * Card donations in Chromium at 390x844 against the built PWA and the embedded payment emulator:
 * a signed-in donor and a quick donor (no account) each pay with a 3-D Secure card, accept on the
 * emulator's page, come back to the pot page, and their donation shows in its total and participants.
 * Also: the card form's rules, a refused card, and the tips page's way to sign-in. Screenshots go to
 * docs/screens/payments/card-*.png.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatEuros } from '../domain/money';
import { netCost, reductionPercentFor } from '../domain/tax';
import { collectConsoleErrors, CONTROL_REQUEST, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, screenshot } from './support';
import {
  answerSecureMode,
  checkPaymentsPage,
  companyPot,
  companyWithPaymentAccount,
  donorWithPaymentAccount,
  expectThankYou,
  fillCard,
  NOT_A_TEST_CARD,
  potFigures,
  potToGiveTo,
  preparePaymentsContext,
  startDonation,
  TEST_CARDS,
} from './payments.support';

/** The creation flow's notice (the spec's, over the thank-you of the company's own gift). */
const SUCCESS = 'Merci de votre générosité ! Votre don a été réalisé avec succès.';

/** The thank-you page names the gift and the charity; its way back leads to the pot, which counts the gift. */
async function expectThanksThenPot(page: Page, potId: number, gift: { total: number; amount: number; donor: RegExp; shot?: string }) {
  const charityName = (await (await page.request.get(`/api/v1/cagnottes/${potId}`)).json()).assoc.name as string;
  await expectThankYou(page, potId, formatEuros(gift.amount), charityName);
  await expect(page.getByRole('heading', { name: 'Paiement reçu' })).toBeVisible();
  await expect(page.getByText('Un e-mail de confirmation vient de vous être envoyé.')).toBeVisible();
  if (gift.shot) await screenshot(page, 'donations', gift.shot);
  await page.getByRole('link', { name: 'Voir la cagnotte' }).click();
  await expect(page.locator('.pot-stats')).toContainText(formatEuros(gift.total));
  await page.getByRole('tab', { name: 'Les Participants' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Les Participants' })).toContainText(gift.donor);
}

test('a signed-in donor gives 60 € and a 2 € tip by card with 3-D Secure and sees the gift on the pot page', async ({
  page,
  context,
  request,
}) => {
  const donor = await donorWithPaymentAccount(request, 'Camille');
  const pot = await potToGiveTo(request);
  const assocTypes = (await (await request.get(`/api/v1/cagnottes/${pot.id}`)).json()).assoc.assoc_types;
  await preparePaymentsContext(context, donor.token);
  const errors = collectConsoleErrors(page);

  await startDonation(page, pot.id, '60');
  const percent = reductionPercentFor(assocTypes, 'PRIVATE');
  const summary = page.getByRole('region', { name: 'Récapitulatif' });
  await expect(summary).toContainText(formatEuros(6000));
  await expect(summary).toContainText(`après réduction d’impôt de ${percent} %`);
  await expect(summary).toContainText(formatEuros(netCost(6000, percent)));
  // The tip is 0 unless chosen, and shown apart from the gift.
  await expect(page.getByRole('radio', { name: 'Aucun' })).toBeChecked();
  await page.getByRole('radio', { name: formatEuros(200) }).check();
  await expect(summary).toContainText(formatEuros(6200));
  await expect(page.getByRole('checkbox', { name: 'Masquer mon nom' })).not.toBeChecked();
  await checkPaymentsPage(page, errors, 'card-tips');

  await page.getByRole('button', { name: 'Valider et payer' }).click();
  await expect(page).toHaveURL(new RegExp(`/participate/${pot.id}/payment\\?amount=60&tip=2&hide=false&anonymous=false`));
  await expect(page.getByRole('radio', { name: /Carte bancaire/ })).toBeChecked();
  for (const method of [/Prélèvement SEPA/, /Je donne tous les mois/, /Virement SEPA/])
    await expect(page.getByRole('radio', { name: method })).toBeVisible();
  const validate = page.getByRole('button', { name: 'Valider' });
  await expect(validate).toBeDisabled();
  // The disabled button says what it waits for; the expiry's example is a future date (issue 47).
  await expect(validate).toHaveAccessibleDescription(
    'Pour valider, complétez le numéro de carte, la date d’expiration et le cryptogramme.',
  );
  await expect(page.getByText(`ex. : 12${(new Date().getFullYear() + 1) % 100}`)).toBeVisible();
  await checkPaymentsPage(page, errors, 'card-payment');

  // The card rules, as the donor meets them.
  await page.getByLabel(/Numéro de carte/).fill('4970 1051 8181 8184');
  await page.getByLabel(/^Expiration/).fill('1399');
  await page.getByLabel(/Cryptogramme/).fill('12');
  await page.getByLabel(/Numéro de carte/).focus();
  await expect(page.getByText("Votre numéro de carte n'est pas valide")).toBeVisible();
  await expect(page.getByText("Votre date de validité n'est pas valide")).toBeVisible();
  await expect(page.getByText("Votre crypto n'est pas valide")).toBeVisible();
  await expect(validate).toBeDisabled();
  await page.getByRole('button', { name: 'Valider' }).scrollIntoViewIfNeeded();
  await checkPaymentsPage(page, errors, 'card-form-errors');

  await fillCard(page, TEST_CARDS.threeDSecure);
  await expect(page.getByLabel(/^Expiration/)).toHaveValue(/^12\d\d$/);
  await expect(validate).toBeEnabled();
  await validate.click();
  await answerSecureMode(page, 'accept', pot.id, 'card-3ds');

  // Back from the bank's page: the same thank-you as without 3-D Secure (issue 47), with what was paid.
  const charityName = (await (await request.get(`/api/v1/cagnottes/${pot.id}`)).json()).assoc.name as string;
  await expectThankYou(page, pot.id, formatEuros(6000), charityName);
  await expect(page.getByText(/reçu fiscal .* dans votre tableau de bord/)).toBeVisible();
  await checkPaymentsPage(page, errors, 'card-return');
  await screenshot(page, 'donations', 'thanks-card-3ds');
  await expectThanksThenPot(page, pot.id, { total: 6000, amount: 6000, donor: /Camille .*a donné\s*60,00/ });
  expect(await potFigures(request, pot.id)).toEqual({ total: 6000, donations: 1 });
});

test('a quick donor gives 25 € by card with 3-D Secure, without an account', async ({ page, context, request }) => {
  const pot = await potToGiveTo(request);
  await preparePaymentsContext(context);
  const errors = collectConsoleErrors(page);

  await startDonation(page, pot.id, '25', true);
  await expect(page.getByText(/Coût réel/)).toHaveCount(0);
  await expect(page.getByText('Un don rapide, sans compte, ne donne pas droit à un reçu fiscal.')).toBeVisible();
  await checkPaymentsPage(page, errors, 'card-tips-quick');
  await page.getByRole('button', { name: 'Valider et payer' }).click();
  await expect(page).toHaveURL(new RegExp(`/participate/${pot.id}/quick-payment\\?amount=25&tip=0`));

  const birth = page.getByLabel(/Date de naissance/);
  await expect(birth).toHaveValue(/^\d{2}-\d{2}-\d{4}$/);
  await page.getByLabel('Prénom').fill('Noé');
  await page.getByLabel(/^Nom/).fill('Lambert');
  await page.getByLabel('E-mail').fill(`noe.lambert.${Date.now()}@exemple.fr`);
  await birth.fill('14-03-1992');
  await fillCard(page, TEST_CARDS.threeDSecure);
  const validate = page.getByRole('button', { name: 'Valider' });
  await expect(validate).toBeEnabled();
  await validate.scrollIntoViewIfNeeded();
  await checkPaymentsPage(page, errors, 'card-quick-payment');
  await validate.click();
  await answerSecureMode(page, 'accept', pot.id);

  await expect(page.getByText('Un don rapide, sans compte, ne donne pas droit à un reçu fiscal.')).toBeVisible({ timeout: 20_000 });
  await expectThanksThenPot(page, pot.id, { total: 2500, amount: 2500, donor: /Noé .*a donné\s*25,00/, shot: 'thanks-quick-3ds' });
  expect(await potFigures(request, pot.id)).toEqual({ total: 2500, donations: 1 });
});

test('a refused card sends the donor back to the pot with the message, and nothing is counted', async ({ page, context, request }) => {
  const donor = await donorWithPaymentAccount(request, 'Lou');
  const pot = await potToGiveTo(request);
  await preparePaymentsContext(context, donor.token);

  await startDonation(page, pot.id, '10');
  await page.getByRole('button', { name: 'Valider et payer' }).click();
  await fillCard(page, TEST_CARDS.refused);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Votre paiement a été refusé' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`/participate/${pot.id}$`));
  expect(await potFigures(request, pot.id)).toEqual({ total: 0, donations: 0 });
});

test('a card that is not a test card is refused by the demo with its explanation, and the donor stays on the form', async ({
  page,
  context,
  request,
}) => {
  const donor = await donorWithPaymentAccount(request, 'Jules');
  const pot = await potToGiveTo(request);
  await preparePaymentsContext(context, donor.token);
  const errors = collectConsoleErrors(page);

  await startDonation(page, pot.id, '10');
  await page.getByRole('button', { name: 'Valider et payer' }).click();
  await fillCard(page, NOT_A_TEST_CARD);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: "Seules les cartes de test fonctionnent sur cette démonstration : aucune vraie carte n'est acceptée" }),
  ).toBeVisible({ timeout: 20_000 });
  // The screenshot while the message shows (it goes after a few seconds), then the page's checks.
  await screenshot(page, 'payments', 'card-not-a-test-card');
  await expect(page).toHaveURL(new RegExp(`/participate/${pot.id}/payment\\?`));
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
  expect(errors).toEqual([]);
  expect(await potFigures(request, pot.id)).toEqual({ total: 0, donations: 0 });
});

test('a donor whose year would pass 2 500 € is sent to the identity-documents page', async ({ page, context, request }) => {
  const errors = collectConsoleErrors(page);
  const donor = await donorWithPaymentAccount(request, 'Noémie');
  const pot = await potToGiveTo(request);
  // 2 500 € already given this year (a bank wire that arrived): the threshold itself, not above it.
  const wire = await request.post(`/api/v1/cagnottes/${pot.id}/donations/bankwire`, {
    headers: { Authorization: `Bearer ${donor.token}`, 'Idempotency-Key': `e2e-kyc-${Date.now()}-000000` },
    data: { charity_donation: { id: pot.id, amount: 250_000, gift_entraide: 0 } },
  });
  expect(wire.status(), await wire.text()).toBe(201);
  const control = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8090}/__sandbox/entraide-local`;
  const payinId = await wirePayinId(request, control, (await wire.json()).WireReference);
  expect((await request.post(`${control}/payins/bankwire/${payinId}/accept`, CONTROL_REQUEST)).status()).toBe(200);
  await expect.poll(async () => (await potFigures(request, pot.id)).total, { timeout: 20_000 }).toBe(250_000);
  await preparePaymentsContext(context, donor.token);

  await startDonation(page, pot.id, '10');
  await page.getByRole('button', { name: 'Valider et payer' }).click();
  await fillCard(page, TEST_CARDS.frictionless);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(new RegExp(`/participate/particular/${pot.id}/kyc\\?amount=10`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Vérification de votre identité' })).toBeVisible();
  await expect(page.getByLabel(/^Pièce d’identité/)).toBeVisible();
  // The browser logs the API's 422 kyc_required answer, which is the point here; nothing else.
  await checkPaymentsPage(
    page,
    errors.filter((e) => !e.includes('status of 422')),
    'card-kyc-required',
  );
  expect(await potFigures(request, pot.id)).toEqual({ total: 250_000, donations: 1 });
});

/** The emulator's pay-in id of the bank wire with this reference. */
async function wirePayinId(request: APIRequestContext, control: string, reference: string): Promise<string> {
  const payins = (await (await request.get(`${control}/resources/payins`, CONTROL_REQUEST)).json()) as Array<{
    Id: string;
    WireReference?: string;
  }>;
  const found = payins.find((p) => p.WireReference === reference);
  expect(found).toBeTruthy();
  return found!.Id;
}

test('a visitor who is not signed in goes from the tips page to sign-in, keeping amount and choices', async ({
  page,
  context,
  request,
}) => {
  const pot = await potToGiveTo(request);
  await preparePaymentsContext(context);
  await startDonation(page, pot.id, '15');
  await page.getByRole('checkbox', { name: 'Masquer le montant de mon don' }).check();
  await page.getByRole('button', { name: 'Valider et payer' }).click();
  await expect(page).toHaveURL(new RegExp(`/login2\\?amount=15&tip=0&hide=true&anonymous=false&jackpot=${pot.id}`));
});

test('a 3-D Secure refusal brings the donor back to the pot with the refusal, and nothing is counted', async ({
  page,
  context,
  request,
}) => {
  const donor = await donorWithPaymentAccount(request, 'Maël');
  const pot = await potToGiveTo(request);
  await preparePaymentsContext(context, donor.token);
  await startDonation(page, pot.id, '30');
  await page.getByRole('button', { name: 'Valider et payer' }).click();
  await fillCard(page, TEST_CARDS.threeDSecure);
  await page.getByRole('button', { name: 'Valider' }).click();
  await answerSecureMode(page, 'refuse', pot.id);
  await expect(page.getByRole('heading', { level: 1, name: 'Votre paiement n’a pas abouti' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Votre paiement a été refusé' })).toBeVisible();
  await expect(page.getByText(/Merci/)).toHaveCount(0);
  await screenshot(page, 'payments', 'card-3ds-refused');
  await screenshot(page, 'donations', 'thanks-card-refused');
  expect(await potFigures(request, pot.id)).toEqual({ total: 0, donations: 0 });
});

test('a company pays its creation-flow contribution by card (is_main), and a company without SIREN is stopped by the popup', async ({
  page,
  context,
  request,
}) => {
  const company = await companyWithPaymentAccount(request);
  const pot = await companyPot(request, company.token);
  await preparePaymentsContext(context, company.token);
  const errors = collectConsoleErrors(page);

  await page.goto(`/create/company/payment?amount=40&gift=0&evt=${pot.event_type.id}&id=${pot.id}&hide=false`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contribution de votre entreprise' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Virement SEPA' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir les coordonnées du virement' })).toHaveAttribute(
    'href',
    new RegExp(`/create/company/sepa\\?id=${pot.id}&paramAmount=40`),
  );
  await expect(page.getByRole('link', { name: 'Modifier' })).toHaveAttribute('href', new RegExp(`/edit/company/details/${pot.id}`));
  await checkPaymentsPage(page, errors, 'card-creation-payment');
  await fillCard(page, TEST_CARDS.frictionless);
  await page.getByRole('button', { name: 'Valider' }).click();
  // The one thank-you (issue 47), with the creation flow's notice of the spec.
  await expect(page).toHaveURL(new RegExp(`/participate/${pot.id}/confirmation\\?donation=\\d+$`), { timeout: 20_000 });
  await expect(page.getByText('Félicitations')).toBeVisible();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect(page.locator('.confirmation__lead')).toContainText(`Votre don de ${formatEuros(4000)}`);
  await page.getByRole('link', { name: 'Voir la cagnotte' }).click();
  await expect(page.locator('.pot-stats')).toContainText(formatEuros(4000));
  expect(await potFigures(request, pot.id)).toEqual({ total: 4000, donations: 1 });

  // The same company seen without SIREN (the profile answer changed in the browser): the blocking popup.
  await page.route('**/api/v1/user', async (route) => {
    const response = await route.fetch();
    const user = await response.json();
    await route.fulfill({ response, json: { ...user, entreprise: { ...user.entreprise, siren: '' } } });
  });
  await page.goto(`/participate/${pot.id}/payment?amount=20&tip=0&hide=false&anonymous=false`);
  const popup = page.getByRole('dialog', { name: 'Informations de votre entreprise' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Compléter le profil de mon entreprise' })).toHaveAttribute('href', '/company/profile');
  await checkPaymentsPage(page, errors, 'card-siren-popup');
});
