/**
 * What a donor reads in a pot's participants list (pots spec §2), in the browser: 'X a donné' with the
 * amount, 'X a fait un don' without it, 'Un Do Gooder anonyme a donné', a company by its name, and
 * 'Afficher les 50 suivants' loading the next 50 of the pot's 120 gifts (all paid through the API and
 * the emulator). Reached from the organiser's dashboard. Screenshot: docs/screens/pots/participants-*.png.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { tokenize } from '@entraide/mangopay-sandbox/testing';
import { formatEuros } from '../domain/money';
import { companyWithPaymentAccount } from './payments.support';
import { checkPage, createPot, prepareContext, signUp, unique } from './pots-support';
import { appStarted, collectConsoleErrors } from './support';

const BROWSER_INFO = {
  language: 'fr-FR',
  user_agent: 'Mozilla/5.0 (e2e)',
  color_depth: 24,
  screen_height: 844,
  screen_width: 390,
  timezone_offset: -60,
};
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A card registered once for the account (paid at once up to 50 €). */
async function cardOf(request: APIRequestContext, token: string): Promise<string> {
  const started = await request.post('/api/v1/user/register_card', { headers: auth(token) });
  expect(started.status()).toBe(200);
  const registration = await started.json();
  const { text } = await tokenize(registration, { number: '4970107111111119' });
  const finished = await request.put(`/api/v1/user/register_card/${registration.Id}`, {
    headers: auth(token),
    data: { registration_data: text },
  });
  expect(finished.status()).toBe(200);
  return (await finished.json()).card_id;
}

/** A paid card gift of `amount` cents. */
async function give(
  request: APIRequestContext,
  token: string,
  cardId: string,
  potId: number,
  amount: number,
  choices: { visible?: boolean; anonymous?: boolean } = {},
) {
  const res = await request.post(`/api/v1/cagnottes/${potId}/donations`, {
    headers: { ...auth(token), 'Idempotency-Key': `e2e-part-${unique()}-0000000` },
    data: {
      charity_donation: {
        amount,
        gift_entraide: 0,
        gift_creator: 0,
        is_visible: choices.visible ?? true,
        is_anonymous: choices.anonymous ?? false,
        is_main: false,
        browser_info: BROWSER_INFO,
        payment_info: { PaymentType: 'CARD', card_id: cardId },
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  expect((await res.json()).payment_status).toBe('SUCCEEDED');
}

test('the participants list reads as the spec says, and shows the next 50 of 120', async ({ page, context, request }) => {
  test.setTimeout(300_000);
  const organiser = await signUp(request, 'Inès');
  const pot = await createPot(request, organiser.token);
  const donor = await signUp(request, 'Camille');
  const donorCard = await cardOf(request, donor.token);
  const company = await companyWithPaymentAccount(request);
  const companyCard = await cardOf(request, company.token);
  // 116 older gifts of 1 € to 10 €, then the four lines the test reads (the list is newest first).
  for (let i = 0; i < 116; i += 1) await give(request, donor.token, donorCard, pot.id, 100 * (1 + (i % 10)));
  await give(request, company.token, companyCard, pot.id, 4000);
  await give(request, donor.token, donorCard, pot.id, 3000, { anonymous: true });
  await give(request, donor.token, donorCard, pot.id, 2000, { visible: false });
  await give(request, donor.token, donorCard, pot.id, 2500);

  await prepareContext(context, organiser.token);
  const errors = collectConsoleErrors(page);
  await page.goto('/particular/dashboard');
  await appStarted(page);
  await page.locator(`main a[href="/participate/${pot.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/participate/${pot.id}$`));
  await page.getByRole('tab', { name: 'Les Participants (120)' }).click();
  const panel = page.getByRole('tabpanel', { name: /Les Participants/ });
  const items = panel.locator('.participants__item');
  await expect(items).toHaveCount(50);
  await expect(items.nth(0)).toHaveText(`Camille D. a donné${formatEuros(2500)}`);
  await expect(items.nth(1)).toHaveText('Camille D. a fait un don');
  await expect(items.nth(2)).toHaveText(`Un Do Gooder anonyme a donné${formatEuros(3000)}`);
  await expect(items.nth(3)).toHaveText(`Atelier Martin a donné${formatEuros(4000)}`);
  await items.nth(0).scrollIntoViewIfNeeded();
  await checkPage(page, errors, 'participants-lines');

  const next = panel.getByRole('button', { name: 'Afficher les 50 suivants' });
  await next.click();
  await expect(items).toHaveCount(100);
  await next.click();
  await expect(items).toHaveCount(120);
  await expect(next).toHaveCount(0);
  // The oldest gift is the last line.
  await expect(items.nth(119)).toHaveText(`Camille D. a donné${formatEuros(100)}`);
  expect(errors).toEqual([]);
});
