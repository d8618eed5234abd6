/**
 * The one thank-you of every way of paying, at 390x844 (issue 47, item 2), as a donor meets it:
 * - a payment comes back to the address the visitor started on (`127.0.0.1` or `localhost`);
 * - a return page never shows success and failure together (the mandate's return without the session);
 * - a card without 3-D Secure, a card left at the bank's page (pending), and monthly gifts: the
 *   amount, the charity and what happens next.
 * Whole-page screenshots of each variant: docs/screens/payments/thanks/.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { formatEuros } from '../domain/money';
import {
  answerSecureMode,
  donorWithPaymentAccount,
  expectThankYou,
  fillCard,
  potToGiveTo,
  preparePaymentsContext,
  TEST_CARDS,
} from './payments.support';
import { collectConsoleErrors, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, screenshot } from './support';

const SANDBOX = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8090}`;
const PORT = Number(process.env.E2E_PORT ?? 8181);

/** The checks of every page, then its whole-page screenshot under docs/screens/payments/thanks/. */
async function shoot(page: Page, errors: string[], name: string): Promise<void> {
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'payments/thanks', name, true);
  expect(errors).toEqual([]);
}

/** A signed-in donor's page, a pot to give to and its charity's name. */
async function donorAndPot(page: Page, context: BrowserContext, request: APIRequestContext, firstname: string) {
  const donor = await donorWithPaymentAccount(request, firstname);
  const pot = await potToGiveTo(request);
  const charity = (await (await request.get(`/api/v1/cagnottes/${pot.id}`)).json()).assoc.name as string;
  await preparePaymentsContext(context, donor.token);
  return { donor, pot, charity, errors: collectConsoleErrors(page) };
}

const paymentUrl = (origin: string, potId: number, amount: string) =>
  `${origin}/participate/${potId}/payment?amount=${amount}&tip=0&hide=false&anonymous=false`;

/** Fills the mandate form (holder and address from the profile), sends it and signs on the emulator's page. */
async function signMandate(page: Page, button: RegExp): Promise<void> {
  await page.getByLabel(/^IBAN/).fill('FR76 3000 4000 0312 3456 7890 143');
  await page.getByLabel(/^BIC/).fill('BNPAFRPP');
  await expect(page.getByLabel(/^Titulaire du compte/)).not.toHaveValue('');
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/mandates/`), { timeout: 20_000 });
  await page.getByRole('button', { name: 'Confirmer' }).click();
}

for (const host of ['127.0.0.1', 'localhost']) {
  test(`a card payment through 3-D Secure started on ${host} comes back to ${host}, on the thank-you`, async ({
    page,
    context,
    request,
  }) => {
    const { pot, charity, errors } = await donorAndPot(page, context, request, 'Camille');
    const origin = `http://${host}:${PORT}`;
    await page.goto(paymentUrl(origin, pot.id, '35'));
    await fillCard(page, TEST_CARDS.threeDSecure);
    await page.getByRole('button', { name: 'Valider' }).click();
    await answerSecureMode(page, 'accept', pot.id);
    expect(new URL(page.url()).origin).toBe(origin);
    await expectThankYou(page, pot.id, formatEuros(3500), charity);
    await expect(page.getByRole('heading', { name: 'Paiement reçu' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    if (host === 'localhost') await shoot(page, errors, 'card-3ds');
  });
}

test('a mandate signed from localhost comes back to localhost; without the session the return says only that the mandate is not found', async ({
  page,
  context,
  browser,
  request,
}) => {
  const { pot, charity, errors } = await donorAndPot(page, context, request, 'Chloé');
  const origin = `http://localhost:${PORT}`;
  await page.goto(paymentUrl(origin, pot.id, '25'));
  await page.getByRole('radio', { name: /Prélèvement SEPA/ }).check();
  await signMandate(page, /Signer le mandat et donner$/);
  await expect(page).toHaveURL(new RegExp(`^${origin}/participate/${pot.id}/confirmation\\?MandateId=`), { timeout: 20_000 });
  await expectThankYou(page, pot.id, formatEuros(2500), charity);
  await expect(page.getByRole('heading', { name: 'Paiement en attente' })).toBeVisible();
  await expect(page.getByText(/2 à 3 jours ouvrés/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await shoot(page, errors, 'sepa-one-off-pending');

  // The same return opened where the donor's session is not (another address, another browser).
  const stranger = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  await preparePaymentsContext(stranger);
  const elsewhere = await stranger.newPage();
  const strangerErrors = collectConsoleErrors(elsewhere);
  await elsewhere.goto(page.url().replace(origin, `http://127.0.0.1:${PORT}`));
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'Nous ne retrouvons pas ce paiement' })).toBeVisible({ timeout: 20_000 });
  await expect(elsewhere.getByRole('alert')).toContainText('Ce mandat est introuvable');
  await expect(elsewhere.getByText(/Merci pour votre générosité/)).toHaveCount(0);
  await expect(elsewhere.getByText(/Votre mandat de prélèvement est signé/)).toHaveCount(0);
  // The API's 404 is the answer shown; the browser logs the failed request, nothing else.
  expect(strangerErrors.filter((e) => !/404/.test(e))).toEqual([]);
  await expectNoHorizontalOverflow(elsewhere);
  await screenshot(elsewhere, 'payments/thanks', 'mandate-return-without-session', true);
  await stranger.close();
});

test('a card without 3-D Secure, and a card left at the bank’s page: the thank-you, then the pending payment', async ({
  page,
  context,
  request,
}) => {
  const { pot, charity, errors } = await donorAndPot(page, context, request, 'Bastien');
  await page.goto(paymentUrl('', pot.id, '20'));
  await fillCard(page, TEST_CARDS.frictionless);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(new RegExp(`/participate/${pot.id}/confirmation\\?donation=\\d+$`), { timeout: 20_000 });
  await expectThankYou(page, pot.id, formatEuros(2000), charity);
  await expect(page.getByRole('heading', { name: 'Paiement reçu' })).toBeVisible();
  await expect(page.getByText('Un e-mail de confirmation vient de vous être envoyé.')).toBeVisible();
  await expect(page.getByText(/reçu fiscal est disponible dans votre tableau de bord/)).toBeVisible();
  await shoot(page, errors, 'card-frictionless');

  // A second gift: the bank's page is left unanswered and its return opened (the pay-in still waits).
  await page.goto(paymentUrl('', pot.id, '30'));
  await fillCard(page, TEST_CARDS.threeDSecure);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('heading', { name: 'Confirmez votre paiement' })).toBeVisible({ timeout: 20_000 });
  const payinId = new URL(page.url()).pathname.split('/').pop();
  await page.goto(`/participate/${pot.id}/confirmation?transactionId=${payinId}`);
  await expectThankYou(page, pot.id, formatEuros(3000), charity);
  await expect(page.getByRole('heading', { name: 'Paiement en attente' })).toBeVisible();
  await expect(page.getByText('Votre paiement est en cours de validation par votre banque.')).toBeVisible();
  await expect(page.getByText('Un e-mail de confirmation vous sera envoyé à la réception des fonds.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Paiement reçu' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await shoot(page, errors, 'card-pending');
});

test('monthly gifts: through the mandate page, then on the mandate already signed, each thank-you says the amount and what follows', async ({
  page,
  context,
  request,
}) => {
  const { pot, charity, errors } = await donorAndPot(page, context, request, 'Damien');
  const today = Number(new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric' }).format(new Date()));
  await page.goto(paymentUrl('', pot.id, '15'));
  await page.getByRole('radio', { name: /Je donne tous les mois/ }).check();
  await page.getByLabel(/^Jour de prélèvement/).selectOption(String(today));
  await signMandate(page, /tous les mois$/);
  await expect(page).toHaveURL(new RegExp(`/participate/${pot.id}/confirmation\\?MandateId=`), { timeout: 20_000 });
  await expectThankYou(page, pot.id, `${formatEuros(1500)} par mois`, charity);
  await expect(page.getByRole('heading', { name: 'Don mensuel enregistré' })).toBeVisible();
  // Due today: the first debit is presented at once (today), the next ones a month apart.
  await expect(
    page.getByText(/Le premier prélèvement de 15,00\s€ est présenté à votre banque (aujourd’hui|\(2 à 3 jours ouvrés\))/),
  ).toBeVisible();
  await expect(page.getByText(/un e-mail de remerciement suit chaque prélèvement reçu/)).toBeVisible();
  await expect(page.getByText(/reçu fiscal annuel|L’association vous enverra/)).toBeVisible();
  await expect(page.getByText(/rubrique «\sMes dons mensuels\s»/).last()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await shoot(page, errors, 'sepa-monthly');

  // A second monthly gift on the same account: no mandate page, straight to its thank-you.
  const later = today >= 28 ? 1 : today + 1;
  await page.goto(paymentUrl('', pot.id, '8'));
  await page.getByRole('radio', { name: /Je donne tous les mois/ }).check();
  await page.getByLabel(/^Jour de prélèvement/).selectOption(String(later));
  await page.getByLabel(/^IBAN/).fill('FR76 3000 4000 0312 3456 7890 143');
  await page.getByLabel(/^BIC/).fill('BNPAFRPP');
  await page.getByRole('button', { name: /tous les mois$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/participate/${pot.id}/confirmation\\?subscription=\\d+$`), { timeout: 20_000 });
  await expectThankYou(page, pot.id, `${formatEuros(800)} par mois`, charity);
  await expect(
    page.getByText(/Le premier prélèvement de 8,00\s€ sera présenté à votre banque le \d{1,2}(er)? \S+ \d{4}, puis chaque mois/),
  ).toBeVisible();
  await shoot(page, errors, 'sepa-monthly-signed-mandate');
});
