/**
 * Helpers of the dashboard e2e spec: a donor whose donations went through the real payment paths of the
 * server under test (its own Mangopay emulator): a card donation paid, one refused by the bank, one left
 * waiting for 3-D Secure, and a monthly donation on a mandate confirmed on the emulator's page.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { clickThrough } from '@entraide/mangopay-sandbox/testing';
import { BROWSER_INFO, registerCard } from './gifts.support';
import { unique } from './pots-support';

export const CARDS = { paid: '4970107111111119', refused: '4970100000000006', challenge: '4970105181818183' } as const;

const auth = (token: string, extra: Record<string, string> = {}) => ({ Authorization: `Bearer ${token}`, ...extra });
const idempotencyKey = () => `e2e-dash-${unique()}-000000`;

/** A card donation of `amount` cents to the pot: the API's status and answer. */
export async function giveByCard(request: APIRequestContext, token: string, potId: number, amount: number, card: string) {
  const cardId = await registerCard(request, token, card);
  const res = await request.post(`/api/v1/cagnottes/${potId}/donations`, {
    headers: auth(token, { 'Idempotency-Key': idempotencyKey() }),
    data: {
      charity_donation: {
        amount,
        gift_entraide: 0,
        gift_creator: 0,
        is_visible: true,
        is_anonymous: false,
        is_main: false,
        browser_info: BROWSER_INFO,
        payment_info: { PaymentType: 'CARD', card_id: cardId },
      },
    },
  });
  // A refused card may answer 201 FAILED or an error: the dashboard shows what was recorded either way.
  return { status: res.status(), body: await res.json() };
}

/** A monthly donation of `amount` cents on `debitDay`: bank account, mandate confirmed, subscription. */
export async function giveMonthly(request: APIRequestContext, token: string, potId: number, amount: number, debitDay: number) {
  const account = await request.post('/api/v1/user/bank_accounts/register', {
    headers: auth(token),
    data: {
      bank_account: {
        iban: 'FR76 3000 4000 0312 3456 7890 143',
        bic: 'BNPAFRPP',
        bank_account_holder: 'Inès Roux',
        bank_account_address_line_1: '4 place Bellecour',
        bank_account_postal_code: '69002',
        bank_account_city: 'Lyon',
        bank_account_country_iso: 'FR',
      },
    },
  });
  expect(account.status(), await account.text()).toBe(201);
  const accountId = (await account.json()).bank_account.Id;
  const mandateRes = await request.post(`/api/v1/user/bank_accounts/${accountId}/mandate/new`, {
    headers: auth(token),
    data: { return_url: `/participate/${potId}/confirmation` },
  });
  expect(mandateRes.status(), await mandateRes.text()).toBe(201);
  const mandate = await mandateRes.json();
  await clickThrough(mandate.RedirectURL, 'confirm');
  await request.post(`/api/v1/mandates/${mandate.Id}/confirmed`, { headers: auth(token) });
  const res = await request.post(`/api/v1/cagnottes/${potId}/subscriptions`, {
    headers: auth(token, { 'Idempotency-Key': idempotencyKey() }),
    data: {
      charity_subscription: {
        amount,
        gift_entraide: 0,
        is_visible: true,
        is_anonymous: false,
        debit_day: debitDay,
        recurrence: 1,
        payment_info: { PaymentType: 'MANDATE', mandateID: mandate.Id },
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; status: string };
}
