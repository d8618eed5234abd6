/**
 * The bank side of payments in Chromium at 390x844, against the built server and its Mangopay emulator:
 * - a bank transfer: the SEPA screen's EPC QR code is read from the canvas and decodes to the transfer
 *   shown (BCD, BIC, beneficiary, IBAN, EUR amount, reference); the wire's arrival is played by the
 *   emulator's control route, its hook settles the donation, which then shows on the pot page;
 * - a one-off direct debit: mandate signed on the emulator's mandate page, back on the confirmation
 *   page (?MandateId=), the debit settled by the control route and its hook, the donation on the pot;
 * - a monthly donation whose debit day is today: the subscription set up through the mandate page and the
 *   confirmation page, its first debit made at once, settled by the control route and its hook, on the pot.
 * Screenshots go to docs/screens/payments/bank-*.png.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { closeToasts, createPot, prepareContext, signUp } from './pots-support';
import { bitmapFromPixels, decodeQr } from './pots-qr';
import {
  collectConsoleErrors,
  CONTROL_REQUEST,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  screenshot,
  appStarted,
} from './support';

const SANDBOX = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8090}`;
const CONTROL = `${SANDBOX}/__sandbox/entraide-local`;
const IBAN = 'FR7630004000031234567890143';
const BIC = 'BNPAFRPP';

async function checkPage(page: Page, errors: string[], name: string): Promise<void> {
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'payments', name);
  expect(errors).toEqual([]);
}

/** An organiser's pot and a donor signed in on the page; the pot's id. */
async function potAndDonor(page: Page, request: APIRequestContext, firstname: string) {
  const organiser = await signUp(request, 'Camille');
  const pot = await createPot(request, organiser.token, `Les 30 ans de Camille ${Date.now().toString(36)}`);
  const donor = await signUp(request, firstname);
  await prepareContext(page.context(), donor.token);
  return { pot, donor };
}

function paymentUrl(potId: number, amount: string) {
  return `/participate/${potId}/payment?amount=${amount}&tip=0&hide=false&anonymous=false`;
}

/** Waits until the pot counts `count` succeeded donations, then shows its page. */
async function expectDonationOnPot(page: Page, request: APIRequestContext, potId: number, firstname: string, amount: string) {
  await expect
    .poll(async () => (await (await request.get(`/api/v1/cagnottes/${potId}`)).json()).donations_count, { timeout: 20_000 })
    .toBe(1);
  await page.goto(`/participate/${potId}`);
  await appStarted(page);
  await page.getByRole('tab', { name: 'Les Participants (1)' }).click();
  await expect(page.getByText(new RegExp(`${firstname}.*a donné`))).toBeVisible();
  await expect(page.getByText(amount).first()).toBeVisible();
}

/** The text of the QR code drawn on the canvas named `name`. */
async function readCanvasQr(page: Page, name: string): Promise<string> {
  const canvas = page.getByRole('img', { name });
  await expect(canvas).toBeVisible();
  const pixels = await canvas.evaluate((element) => {
    const c = element as HTMLCanvasElement;
    const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height);
    return { width: c.width, height: c.height, data: data ? [...data.data] : [] };
  });
  return decodeQr(bitmapFromPixels(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height));
}

test('pay by bank transfer: the EPC QR code decodes to the transfer, the wire arrives, the donation shows', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const { pot } = await potAndDonor(page, request, 'Bastien');
  await page.goto(paymentUrl(pot.id, '40'));
  await page.getByRole('radio', { name: /Virement SEPA/ }).check();
  await expect(page.getByText(/Faites un virement de/)).toBeVisible();
  await page.getByRole('button', { name: 'Afficher les coordonnées du virement' }).scrollIntoViewIfNeeded();
  await checkPage(page, errors, 'bank-transfer-method');

  await page.getByRole('button', { name: 'Afficher les coordonnées du virement' }).click();
  await expect(page.getByRole('heading', { name: 'Coordonnées du virement' })).toBeVisible();
  const shown = Object.fromEntries(
    await page
      .locator('.sepa__row')
      .evaluateAll((rows) =>
        rows.map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('.sepa__value')?.textContent ?? '']),
      ),
  ) as Record<string, string>;
  expect(shown['IBAN']).toMatch(/^[A-Z]{2}\d{2}( [A-Z0-9]{1,4})+$/);
  expect(shown['Référence à indiquer']).toBeTruthy();
  await page.getByRole('heading', { name: 'Coordonnées du virement' }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await checkPage(page, errors, 'bank-sepa-details');

  const lines = (await readCanvasQr(page, 'QR code du virement')).split('\n');
  expect(lines.slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT']);
  expect(lines[4]).toBe(shown['BIC']);
  expect(lines[5]).toBe(shown['Titulaire du compte']);
  expect(lines[6]).toBe(shown['IBAN']?.replace(/\s/g, ''));
  expect(lines[7]).toBe('EUR40.00');
  expect(lines.slice(9).filter(Boolean)).toEqual([shown['Référence à indiquer']]);
  await page.getByRole('button', { name: 'Valider' }).scrollIntoViewIfNeeded();
  await checkPage(page, errors, 'bank-sepa-qr-code');

  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('dialog', { name: 'Avez-vous noté ces coordonnées ?' })).toContainText('ne pourront plus être consultées');
  await checkPage(page, errors, 'bank-sepa-confirm');
  await page.getByRole('button', { name: 'Confirmer' }).click();
  const awaited = page.getByRole('dialog', { name: 'Virement en attente' });
  await expect(awaited).toContainText('Un e-mail vous sera envoyé dès sa réception.');
  await checkPage(page, errors, 'bank-sepa-awaited');
  await awaited.getByRole('button', { name: 'Continuer' }).click();
  // The one thank-you (issue 47): the gift awaits the transfer, the e-mail comes on its receipt.
  await expect(page).toHaveURL(new RegExp(`/participate/${pot.id}/confirmation\\?donation=\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre générosité !' })).toBeVisible();
  await expect(page.locator('.confirmation__lead')).toContainText('Votre don de 40,00');
  await expect(page.getByRole('heading', { name: 'Paiement en attente' })).toBeVisible();
  await expect(page.getByText(/en attente de votre virement/)).toBeVisible();
  await expect(page.getByText('Un e-mail de confirmation vous sera envoyé à la réception des fonds.')).toBeVisible();
  await checkPage(page, errors, 'bank-transfer-thanks');
  await screenshot(page, 'donations', 'thanks-bank-transfer');
  await page.getByRole('link', { name: 'Voir la cagnotte' }).click();
  expect((await (await request.get(`/api/v1/cagnottes/${pot.id}`)).json()).donations_count).toBe(0);

  // The bank's part: the wire with this reference arrives.
  const payins = (await (await request.get(`${CONTROL}/resources/payins`, CONTROL_REQUEST)).json()) as Array<{
    Id: string;
    WireReference?: string;
    Status: string;
  }>;
  const payin = payins.find((p) => p.WireReference === shown['Référence à indiquer']);
  expect(payin?.Status).toBe('CREATED');
  expect((await request.post(`${CONTROL}/payins/bankwire/${payin?.Id}/accept`, CONTROL_REQUEST)).status()).toBe(200);
  await expectDonationOnPot(page, request, pot.id, 'Bastien', '40,00 €');
  await closeToasts(page);
  await checkPage(page, errors, 'bank-transfer-on-pot');
});

/** Fills the mandate form (holder and address come from the profile) and sends it. */
async function signMandate(page: Page, errors: string[], screen: string, button: RegExp) {
  await page.getByLabel(/^IBAN/).fill(IBAN.replace(/(.{4})/g, '$1 '));
  await page.getByLabel(/^BIC/).fill(BIC);
  await expect(page.getByLabel(/^Titulaire du compte/)).not.toHaveValue('');
  await page.getByRole('button', { name: button }).scrollIntoViewIfNeeded();
  await checkPage(page, errors, screen);
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/mandates/`), { timeout: 20_000 });
  await page.getByRole('button', { name: 'Confirmer' }).click();
}

test('a one-off direct debit through the mandate page: confirmation, then the debit settles and the donation shows', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const { pot } = await potAndDonor(page, request, 'Chloé');
  await page.goto(paymentUrl(pot.id, '25'));
  await page.getByRole('radio', { name: /Prélèvement SEPA/ }).check();
  await signMandate(page, errors, 'bank-one-off-mandate-form', /Signer le mandat et donner$/);

  await expect(page).toHaveURL(new RegExp(`/participate/${pot.id}/confirmation\\?MandateId=`));
  // The one thank-you (issue 47): the gift, pending until the debit settles.
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre générosité !' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.confirmation__lead')).toContainText('Votre don de 25,00');
  await expect(page.getByRole('heading', { name: 'Paiement en attente' })).toBeVisible();
  await expect(page.getByText(/2 à 3 jours ouvrés/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Voir la cagnotte' })).toHaveAttribute('href', `/participate/${pot.id}`);
  await checkPage(page, errors, 'bank-mandate-confirmation');
  await screenshot(page, 'donations', 'thanks-sepa-one-off');

  // The bank's part: the pending direct debit settles.
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`${CONTROL}/resources/payins`, CONTROL_REQUEST)).json()) as Array<{
            PaymentType?: string;
            Status: string;
          }>
        ).filter((p) => p.PaymentType === 'DIRECT_DEBIT' && p.Status === 'CREATED').length,
    )
    .toBeGreaterThan(0);
  expect((await request.post(`${CONTROL}/payins/directdebit/settle`, CONTROL_REQUEST)).status()).toBe(200);
  await page.getByRole('link', { name: 'Voir la cagnotte' }).click();
  await expectDonationOnPot(page, request, pot.id, 'Chloé', '25,00 €');
});

test('a monthly donation set up through the mandate page: its first debit, due today, settles and shows on the pot', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const { pot, donor } = await potAndDonor(page, request, 'Damien');
  // Today's day of month in Paris as the debit day: the first debit is due now, made once the mandate is signed.
  const today = Number(new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric' }).format(new Date()));
  await page.goto(paymentUrl(pot.id, '15'));
  await page.getByRole('radio', { name: /Je donne tous les mois/ }).check();
  await expect(page.getByLabel(/^Jour de prélèvement/)).toHaveValue('1');
  await page.getByLabel(/^Jour de prélèvement/).selectOption(String(today));
  await signMandate(page, errors, 'bank-monthly-form', /tous les mois$/);

  await expect(page).toHaveURL(new RegExp(`/participate/${pot.id}/confirmation\\?MandateId=`));
  // The monthly gift's thank-you (issue 47): the amount a month and when the first debit comes.
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre générosité !' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Don mensuel enregistré' })).toBeVisible();
  await expect(page.locator('.confirmation__lead')).toContainText('Votre don de 15,00 € par mois');
  await expect(page.getByText(/Le premier prélèvement de 15,00\s€ est présenté à votre banque/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await screenshot(page, 'donations', 'thanks-sepa-monthly');
  const mandateId = new URL(page.url()).searchParams.get('MandateId');
  const subscriptions = (await (
    await request.get('/api/v1/user/subscriptions', { headers: { Authorization: `Bearer ${donor.token}` } })
  ).json()) as Array<{ debit_day: number; amount: number; status: string }>;
  expect(subscriptions).toEqual([expect.objectContaining({ debit_day: today, amount: 1500, status: 'ACTIVE' })]);

  // The first debit is queued at the confirmation; then the bank's part: it settles, its hook follows.
  const debitsOfMandate = async () =>
    (
      (await (await request.get(`${CONTROL}/resources/payins`, CONTROL_REQUEST)).json()) as Array<{
        PaymentType?: string;
        MandateId?: string;
        Status: string;
        DebitedFunds: { Amount: number };
      }>
    ).filter((p) => p.PaymentType === 'DIRECT_DEBIT' && p.MandateId === mandateId);
  await expect
    .poll(async () => (await debitsOfMandate()).map((p) => [p.Status, p.DebitedFunds.Amount]), { timeout: 20_000 })
    .toEqual([['CREATED', 1500]]);
  expect((await request.post(`${CONTROL}/payins/directdebit/settle`, CONTROL_REQUEST)).status()).toBe(200);
  await page.getByRole('link', { name: 'Voir la cagnotte' }).click();
  await expectDonationOnPot(page, request, pot.id, 'Damien', '15,00 €');
  expect(await debitsOfMandate()).toHaveLength(1);
  await closeToasts(page);
  await checkPage(page, errors, 'bank-monthly-first-debit-on-pot');
});

test('identity documents: the page checks the files, sends them and goes on to the payment', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const { pot } = await potAndDonor(page, request, 'Elsa');
  await page.goto(`/participate/particular/${pot.id}/kyc?amount=2600&tip=0&hide=false&anonymous=false`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vérification de votre identité' })).toBeVisible();
  const front = page.getByLabel(/^Pièce d’identité/);
  await front.setInputFiles({ name: 'passeport.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('pas une image') });
  await expect(page.getByText('Le fichier doit être au format pdf, jpeg, jpg, gif ou png')).toBeVisible();
  const scan = await sharp({ create: { width: 400, height: 260, channels: 3, background: '#d9e4f2' } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  await front.setInputFiles({ name: 'passeport.png', mimeType: 'image/png', buffer: scan });
  await expect(page.getByText('Le fichier doit être au format pdf, jpeg, jpg, gif ou png')).toHaveCount(0);
  await checkPage(page, errors, 'bank-kyc-page');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Vos documents ont été envoyés avec succès')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`/participate/${pot.id}/payment\\?amount=2600&tip=0`));
  const documents = (await (await request.get(`${CONTROL}/resources/kycdocuments`, CONTROL_REQUEST)).json()) as Array<{
    Type: string;
    Status: string;
  }>;
  expect(documents.some((d) => d.Type === 'IDENTITY_PROOF' && d.Status !== 'CREATED')).toBe(true);
});
