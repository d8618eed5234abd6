/**
 * Shared helpers of the payments e2e specs (card side and bank side): a signed-in donor whose payment
 * account is validated, a pot to give to, the donation started from the pot page, the card form filled
 * with the emulator's test cards, the emulator's 3-D Secure page answered, and the page checks with
 * screenshots under docs/screens/payments/.
 */
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { createPot, PASSWORD, prepareContext, referenceIds, signUp, unique } from './pots-support';
import { appStarted, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, screenshot } from './support';

export { closeToasts, createPot, prepareContext, signUp, unique } from './pots-support';

/** The emulator's test cards (README "Payment sandbox (demo)"). */
export const TEST_CARDS = {
  /** Paid at once up to 50 €, 3-D Secure challenge above. */
  frictionless: '4970 1071 1111 1119',
  /** Always a 3-D Secure challenge. */
  threeDSecure: '4970 1051 8181 8183',
  /** Refused by the bank (emulator only, 101101). */
  refused: '4970 1000 0000 0006',
} as const;

/** Luhn-valid Visa that is no test card: the emulator refuses it (a real card must never be kept). */
export const NOT_A_TEST_CARD = '4539 1488 0343 6467';

/** An expiry next year, typed as people do (MM/YYYY; the form keeps MMYY). */
export function nextYearExpiry(): string {
  return `12/${new Date().getFullYear() + 1}`;
}

/** A signed-in private donor made through the API, whose payment account (provider user and wallet) exists. */
export async function donorWithPaymentAccount(
  request: APIRequestContext,
  firstname = 'Camille',
): Promise<{ token: string; email: string }> {
  const donor = await signUp(request, firstname);
  const me = await request.get('/api/v1/user', { headers: { Authorization: `Bearer ${donor.token}` } });
  expect(me.status()).toBe(200);
  expect((await me.json()).mangopay_user).toBe(true);
  return donor;
}

/**
 * A company account (SIREN and legal form given at sign-up), made through the API; its token. Its legal
 * representative is then completed as /login/representative does (a company pays only then), unless
 * `representative: false` (the account as sign-up leaves it: the representative's names only).
 */
export async function companyWithPaymentAccount(
  request: APIRequestContext,
  { representative = true } = {},
): Promise<{ token: string; email: string }> {
  const email = `entreprise.${unique()}@exemple.fr`;
  const res = await request.post('/api/v1/user/signup/enterprise', {
    data: {
      user: {
        role_id: 2,
        email,
        firstname: 'Paul',
        name: 'Martin',
        gender: 'male',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        accept_conditions: true,
        birth_date: '1980-06-02',
        address_line_1: '8 quai des Chartrons',
        post_code: '33000',
        city: 'Bordeaux',
        country_iso: 'FR',
        enterprise_name: 'Atelier Martin',
        siren: '542 051 180',
        legal_form: 'SAS',
        rep_gender: 'male',
        rep_firstname: 'Paul',
        rep_name: 'Martin',
      },
    },
  });
  expect(res.status()).toBe(201);
  const token = (await res.json()).auth_token as string;
  if (representative) {
    const address = { address_line_1: '8 quai des Chartrons', post_code: '33000', city: 'Bordeaux', country_iso: 'FR' };
    const saved = await request.put('/api/v1/user', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        user: { user_adress: address },
        entreprise: {
          enterprise_name: 'Atelier Martin',
          representative: {
            firstname: 'Paul',
            name: 'Martin',
            birth_date: '1980-06-02',
            email,
            nationality_iso: 'FR',
            rep_address: address,
          },
        },
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  return { token, email };
}

/** A company pot (pot_type 1) of that company, through the API. */
export async function companyPot(request: APIRequestContext, token: string) {
  const { charity } = await referenceIds(request);
  const evt = (await (await request.get('/api/v1/event_types')).json())[1][0].id;
  const closing = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const res = await request.post('/api/v1/user/cagnottes', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-${unique()}-0000000000` },
    data: {
      charity_pot: {
        name: `Cagnotte entreprise ${unique()}`,
        description: '<p>Notre entreprise soutient une association locale.</p>',
        closing_date: closing,
        event_type_id_id: evt,
        assoc_id_id: charity,
        pot_type: 1,
        is_locked: false,
      },
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; name: string; event_type: { id: number } };
}

/** An organiser's pot (through the API), open for donations. */
export async function potToGiveTo(request: APIRequestContext, name?: string) {
  const organiser = await signUp(request, 'Inès');
  return createPot(request, organiser.token, name);
}

/** Prepares a browser context for a visitor (no token) or a signed-in donor. */
export async function preparePaymentsContext(context: BrowserContext, token?: string): Promise<void> {
  await prepareContext(context, token);
}

/** From the pot page: types the amount and presses 'Je donne' (or 'Don rapide'); lands on the tips page. */
export async function startDonation(page: Page, potId: number, amount: string, quick = false): Promise<void> {
  await page.goto(`/participate/${potId}`);
  await appStarted(page); // a server-written page: its buttons are the app's once hydrated
  await page.getByLabel('Montant de votre don (en euros)').fill(amount);
  await page.getByRole('button', { name: quick ? 'Don rapide' : 'Je donne' }).click();
  await expect(page).toHaveURL(new RegExp(`/participate/${potId}/tips\\?`));
  await expect(page.getByRole('heading', { level: 1, name: 'Récapitulatif de votre don' })).toBeVisible();
}

/** Fills the card boxes of the payment or quick-payment form. */
export async function fillCard(
  page: Page,
  number: string = TEST_CARDS.threeDSecure,
  expiry = nextYearExpiry(),
  cvc = '123',
): Promise<void> {
  await page.getByLabel(/Numéro de carte/).fill(number);
  await page.getByLabel(/^Expiration/).fill(expiry);
  await page.getByLabel(/Cryptogramme/).fill(cvc);
}

/** On the emulator's 3-D Secure page: 'Authentifier' (accept) or 'Échec' (refuse); back on the thank-you page. */
export async function answerSecureMode(page: Page, outcome: 'accept' | 'refuse', potId: number, screenshotName?: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Confirmez votre paiement' })).toBeVisible({ timeout: 20_000 });
  if (screenshotName) await screenshot(page, 'payments', screenshotName);
  await page.getByRole('button', { name: outcome === 'accept' ? 'Authentifier' : 'Échec' }).click();
  await expect(page).toHaveURL(new RegExp(`/participate/${potId}/confirmation\\?(.*&)?transactionId=`), { timeout: 20_000 });
}

/** The checks every payments page gets, then its screenshot (docs/screens/payments/{name}.png). */
export async function checkPaymentsPage(page: Page, errors: string[], name: string): Promise<void> {
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'payments', name);
  expect(errors).toEqual([]);
}

/** The pot's public figures as the API gives them. */
export async function potFigures(request: APIRequestContext, potId: number): Promise<{ total: number; donations: number }> {
  const pot = await (await request.get(`/api/v1/cagnottes/${potId}`)).json();
  return { total: pot.donations_total_amount, donations: pot.donations_count };
}

/** The one thank-you page (issue 47): the amount and the charity, then the way back to the pot. */
export async function expectThankYou(page: Page, potId: number, amount: string, charityName: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre générosité !' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`/participate/${potId}/confirmation`));
  await expect(page.locator('.confirmation__lead')).toContainText(`Votre don de ${amount}`);
  await expect(page.locator('.confirmation__lead')).toContainText(charityName);
  await expect(page.getByRole('button', { name: 'Partager la cagnotte' })).toBeVisible();
}
