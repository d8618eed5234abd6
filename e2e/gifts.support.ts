/**
 * Gifts paid through the API and the payment emulator (no browser): a donor's registered card, then
 * card gifts on it, visible or not, anonymous or not. The participants, live-screen and dashboard specs use them.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { tokenize } from '@entraide/mangopay-sandbox/testing';
import { unique } from './pots-support';

/** What the PWA sends for 3-D Secure 2 (the API's `browser_info`). */
export const BROWSER_INFO = {
  language: 'fr-FR',
  user_agent: 'Mozilla/5.0 (e2e)',
  color_depth: 24,
  screen_height: 844,
  screen_width: 390,
  timezone_offset: -60,
};
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Registers a card for the account (start, the browser's tokenizer, finish): its card id. */
export async function registerCard(request: APIRequestContext, token: string, number: string): Promise<string> {
  const started = await request.post('/api/v1/user/register_card', { headers: auth(token) });
  expect(started.status(), await started.text()).toBe(200);
  const registration = await started.json();
  const { text } = await tokenize(registration, { number });
  const finished = await request.put(`/api/v1/user/register_card/${registration.Id}`, {
    headers: auth(token),
    data: { registration_data: text },
  });
  expect(finished.status(), await finished.text()).toBe(200);
  return (await finished.json()).card_id;
}

/** A card registered once for the account (paid at once up to 50 €). */
export const cardOf = (request: APIRequestContext, token: string): Promise<string> => registerCard(request, token, '4970107111111119');

/** A paid card gift of `amount` cents. */
export async function give(
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
