/**
 * Screenshots (390x844, headless Chromium) of a pot whose charity change was refused, against a running
 * product: `npm run build`, then `TZ=UTC tsx scripts/screens-charity-keep.ts <base url> <manager e-mail>
 * <manager password>` (a manager made with `npm run manager:create` on the server's DATA_DIR). Through
 * the API: an organiser's pot for the first charity, a donor's paid card gift; in the browser: the
 * organiser sends the pot's edit form with another charity and gets the 409's French message; then the
 * pot page, the organiser's dashboard, the donor's donations and the manager's pot and donation views
 * still show the first charity. Saved under docs/screens/money/.
 */
import { chromium, type Page } from 'playwright-core';
import { tokenize } from '@entraide/mangopay-sandbox/testing';
import type { CardRegistration } from '../api/payments/gateway-cards';

const [base = 'http://127.0.0.1:8080', managerEmail = '', managerPassword = ''] = process.argv.slice(2);
const OUT = 'docs/screens/money';
const PASSWORD = 'Solidaire-2026!';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function call(path: string, init: { method?: string; token?: string; json?: unknown; key?: boolean } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.key) headers['Idempotency-Key'] = `screens-${unique()}-000000`;
  const res = await fetch(`${base}/api/v1${path}`, {
    method: init.method ?? (init.json ? 'POST' : 'GET'),
    headers,
    body: init.json ? JSON.stringify(init.json) : undefined,
  });
  const body = await res.json().catch<any>(() => null);
  return { status: res.status, body };
}

async function signUp(firstname: string, name: string): Promise<string> {
  const res = await call('/user/signup/private', {
    json: {
      user: {
        role_id: 1,
        email: `charite.${unique()}@exemple.fr`,
        firstname,
        name,
        gender: 'female',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        accept_conditions: true,
        birth_date: '1990-04-12',
        address_line_1: '12 rue de la Paix',
        post_code: '75002',
        city: 'Paris',
        country_iso: 'FR',
      },
    },
  });
  if (res.status !== 201) throw new Error(`signup ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.auth_token as string;
}

async function payByCard(token: string, potId: number, amount: number): Promise<void> {
  const started = await call('/user/register_card', { method: 'POST', token });
  const { text } = await tokenize(started.body as CardRegistration, { number: '4970107111111119' });
  const card = await call(`/user/register_card/${started.body.Id}`, { method: 'PUT', token, json: { registration_data: text } });
  const gift = await call(`/cagnottes/${potId}/donations`, {
    token,
    key: true,
    json: {
      charity_donation: {
        amount,
        gift_entraide: 0,
        gift_creator: 0,
        is_visible: true,
        is_anonymous: false,
        is_main: false,
        browser_info: {
          language: 'fr-FR',
          user_agent: 'Mozilla/5.0',
          color_depth: 24,
          screen_height: 844,
          screen_width: 390,
          timezone_offset: -60,
        },
        payment_info: { PaymentType: 'CARD', card_id: card.body.card_id },
      },
    },
  });
  if (gift.body?.payment_status !== 'SUCCEEDED') throw new Error(`gift ${gift.status} ${JSON.stringify(gift.body)}`);
}

/** A viewport screenshot, with `heading` (a heading's text) scrolled to the top when given. */
async function shot(page: Page, name: string, heading?: string): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  if (heading) await page.getByRole('heading', { name: heading }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${OUT}/${name}.png` });
  console.log(`${OUT}/${name}.png`);
}

const events = (await call('/event_types')).body;
const charities = (await call('/assocs?page=1&per_page=12')).body as Array<{ id: number; name: string }>;
const [first, second] = charities as [{ id: number; name: string }, { id: number; name: string }];
const evt = events[0][0].id as number;
const organiser = await signUp('Olivia', 'Organisatrice');
const closing = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const potRes = await call('/user/cagnottes', {
  token: organiser,
  key: true,
  json: {
    charity_pot: {
      name: 'Les 40 ans de Paul',
      description: '<p>Pour mes 40 ans, je soutiens une association qui me tient à cœur.</p>',
      closing_date: closing,
      event_type_id_id: evt,
      assoc_id_id: first.id,
    },
  },
});
const potId = potRes.body.id as number;
const donor = await signUp('Inès', 'Roux');
await payByCard(donor, potId, 4500);
console.log(`pot ${potId}: ${first.name} -> ${second.name} (refused)`);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
async function pageAs(token: string | null): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, locale: 'fr-FR' });
  await context.addInitScript((authToken) => {
    localStorage.setItem('cookie_consent', JSON.stringify({ choice: 'refused', at: new Date().toISOString() }));
    if (authToken) localStorage.setItem('auth_token', authToken);
  }, token);
  return context.newPage();
}
try {
  const page = await pageAs(organiser);
  // The edit form reached after choosing another charity (ChooseCharityPage sends here with ?assoc=).
  await page.goto(`${base}/edit/particular/details/${potId}?evt=${evt}&assoc=${second.id}`);
  await page.getByText(`Au profit de ${second.name}`).waitFor();
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await page.getByText('Des dons ont déjà été versés à cette association : elle ne peut plus être changée.').waitFor();
  await shot(page, 'charity-change-refused');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'charity-change-refused-top');
  await page.goto(`${base}/participate/${potId}`);
  await page.getByText(first.name).first().waitFor();
  await shot(page, 'charity-kept-pot-page');
  await page.goto(`${base}/particular/dashboard`);
  await page.getByText('Les 40 ans de Paul').first().waitFor();
  await shot(page, 'charity-kept-organiser-dashboard', 'Mes cagnottes');

  const donorPage = await pageAs(donor);
  await donorPage.goto(`${base}/particular/dashboard`);
  await donorPage.getByText(first.name).first().waitFor();
  await shot(donorPage, 'charity-kept-donor-donations', 'Mes participations');

  if (managerEmail) {
    const login = await call('/user/auth', { json: { email: managerEmail, password: managerPassword } });
    const managerPage = await pageAs(login.body.auth_token);
    await managerPage.goto(`${base}/manager/cagnottes/${potId}`);
    await managerPage.getByText(first.name).first().waitFor();
    await shot(managerPage, 'charity-kept-manager-pot');
  }
} finally {
  await browser.close();
}
