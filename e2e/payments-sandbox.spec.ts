/**
 * The Mangopay emulator's browser pages, clicked in Chromium at 390x844: the 3-D Secure page of a
 * challenged card pay-in ('Authentifier' and 'Échec') and the mandate confirmation page ('Confirmer'),
 * each landing on its return URL with the provider's id, and the mandate document. The test starts an
 * emulator of its own on a free port (raw HTTP sets the payments up) and stands in for the merchant's
 * site at https://entraide.test, so it needs nothing else. Screenshots go to docs/screens/payments/.
 */
import { expect, test, type Page } from '@playwright/test';
import { type RunningSandbox, startSandbox, systemClock } from '@entraide/mangopay-sandbox';
import { BROWSER, naturalPayer, nextYear, PARIS, rawClient, TEST_IBAN, type RawClient } from '@entraide/mangopay-sandbox/testing';
import { collectConsoleErrors, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, screenshot } from './support';

const MERCHANT = 'https://entraide.test';

let sandbox: RunningSandbox;
let api: RawClient;
let payerId: string;
let walletId: string;

test.beforeAll(async () => {
  sandbox = await startSandbox({ clock: systemClock });
  api = await rawClient(sandbox.url, `e2e-${Date.now()}`, sandbox.apiKey);
  payerId = (await api.call('POST', '/sca/users/natural', naturalPayer({ FirstName: 'Léa', LastName: 'Durand' }))).body.Id;
  const charity = await api.call('POST', '/sca/users/legal', {
    UserCategory: 'PAYER',
    LegalPersonType: 'ORGANIZATION',
    Name: 'Les Ateliers du Cœur de Lyon',
    Email: 'contact@ateliers.example',
    LegalRepresentative: { FirstName: 'Camille', LastName: 'Martin' },
  });
  walletId = (await api.call('POST', '/wallets', { Owners: [charity.body.Id], Currency: 'EUR', Description: 'Séquestre' })).body.Id;
});
test.afterAll(() => sandbox?.close());

// The merchant's return pages: a stand-in, so that the redirect has somewhere to land.
test.beforeEach(async ({ page }) => {
  await page.route(`${MERCHANT}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="fr"><title>Retour</title><h1>Retour chez le marchand</h1></html>',
    }),
  );
});

async function challengedPayIn(): Promise<{ Id: string; SecureModeRedirectURL: string }> {
  const registration = (await api.call('POST', '/cardregistrations', { UserId: payerId, Currency: 'EUR' })).body;
  const token = await (
    await fetch(registration.CardRegistrationURL, {
      method: 'POST',
      body: new URLSearchParams({
        data: registration.PreregistrationData,
        accessKeyRef: registration.AccessKey,
        cardNumber: '4970105181818183',
        cardExpirationDate: nextYear(new Date()),
        cardCvx: '123',
      }),
    })
  ).text();
  const cardId = (await api.call('PUT', `/cardregistrations/${registration.Id}`, { RegistrationData: token })).body.CardId;
  const payIn = await api.call('POST', '/payins/card/direct', {
    AuthorId: payerId,
    CreditedWalletId: walletId,
    DebitedFunds: { Currency: 'EUR', Amount: 7500 },
    Fees: { Currency: 'EUR', Amount: 500 },
    CardId: cardId,
    SecureModeReturnURL: `${MERCHANT}/don/retour?etape=3ds`,
    IpAddress: '203.0.113.7',
    BrowserInfo: BROWSER,
  });
  expect(payIn.body).toMatchObject({ Status: 'CREATED', SecureModeNeeded: true });
  return payIn.body;
}

async function checkPage(page: Page, name: string, consoleErrors: string[]): Promise<void> {
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'payments', name);
  expect(consoleErrors).toEqual([]);
}

test('3-D Secure: Authentifier settles the pay-in and returns to the merchant with transactionId', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const payIn = await challengedPayIn();
  await page.goto(payIn.SecureModeRedirectURL);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmez votre paiement');
  await expect(page.getByText('Les Ateliers du Cœur de Lyon')).toBeVisible();
  await expect(page.getByText('75,00 €')).toBeVisible();
  await checkPage(page, '3ds-challenge', errors);
  await page.getByRole('button', { name: 'Authentifier' }).click();
  await page.waitForURL(`${MERCHANT}/**`);
  const back = new URL(page.url());
  expect(back.pathname).toBe('/don/retour');
  expect(back.searchParams.get('etape')).toBe('3ds');
  expect(back.searchParams.get('transactionId')).toBe(payIn.Id);
  expect((await api.call('GET', `/payins/${payIn.Id}`)).body).toMatchObject({ Status: 'SUCCEEDED', ResultCode: '000000' });
});

test('3-D Secure: Échec fails the pay-in (101301); the page then says it is settled', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const payIn = await challengedPayIn();
  await page.goto(payIn.SecureModeRedirectURL);
  await page.getByRole('button', { name: 'Échec' }).click();
  await page.waitForURL(`${MERCHANT}/**`);
  expect(new URL(page.url()).searchParams.get('transactionId')).toBe(payIn.Id);
  expect((await api.call('GET', `/payins/${payIn.Id}`)).body).toMatchObject({ Status: 'FAILED', ResultCode: '101301' });
  await page.goto(payIn.SecureModeRedirectURL);
  await expect(page.getByText('Ce paiement a déjà échoué.')).toBeVisible();
  await checkPage(page, '3ds-already-settled', errors);
});

test('mandate: Confirmer submits the mandate and returns with MandateId; its document is readable', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const account = await api.call('POST', `/users/${payerId}/bankaccounts/iban`, {
    OwnerName: 'Léa Durand',
    OwnerAddress: PARIS,
    IBAN: TEST_IBAN,
  });
  const mandate = (
    await api.call('POST', '/mandates/directdebit/web', {
      BankAccountId: account.body.Id,
      Culture: 'FR',
      ReturnURL: `${MERCHANT}/mandat/retour`,
    })
  ).body;
  await page.goto(mandate.RedirectURL);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmez votre mandat de prélèvement');
  await expect(page.getByText('FR76 •••• 0143')).toBeVisible();
  await checkPage(page, 'mandate-confirmation', errors);
  await page.getByRole('link', { name: 'Lire le mandat complet' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mandat de prélèvement SEPA');
  await checkPage(page, 'mandate-document', errors);
  await page.goBack();
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await page.waitForURL(`${MERCHANT}/**`);
  expect(new URL(page.url()).searchParams.get('MandateId')).toBe(mandate.Id);
  expect((await api.call('GET', `/mandates/${mandate.Id}`)).body).toMatchObject({ Status: 'SUBMITTED', Scheme: 'SEPA' });
});
