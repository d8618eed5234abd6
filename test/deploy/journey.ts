/**
 * A journey that crosses the instances (issue 42, item 2), through nginx and the API only, each step
 * pinned to the other web process than the step before: sign up, the same session on the other
 * instance, a pot, a card registered, a 3-D Secure card gift (the emulator's page plays the bank), the
 * return; the provider's hook lands wherever nginx sends it; the worker sends the receipt by e-mail;
 * the receipt is downloaded.
 */
import { tokenize } from '@entraide/mangopay-sandbox/testing';
import { privateSignup } from '../accounts-fixtures';
import { BROWSER_INFO, CHALLENGE_CARD, passSecureMode } from '../../api/payments/donations/testing/donation-flows';
import type { Answer, Call } from './client';
import type { WebName } from './topology';

export interface JourneyStep {
  name: string;
  pinned: WebName;
  answer: Answer;
}

/** A day some weeks ahead, as the pot form sends it. */
export const closingDay = (days = 40) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Runs the steps, alternating web1 and web2; each answer is kept with the instance it was pinned to. */
export function stepper(call: Call) {
  const steps: JourneyStep[] = [];
  let next: WebName = 'web1';
  const step = async (name: string, method: string, path: string, options: Parameters<Call>[2] = {}) => {
    const pinned = next;
    next = next === 'web1' ? 'web2' : 'web1';
    const answer = await call(method, path, { ...options, pin: pinned });
    steps.push({ name, pinned, answer });
    if (answer.status >= 400) throw new Error(`${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  };
  return { steps, step };
}

export async function signUpAndGive(call: Call, ids: { event: number; charity: number }, email: string) {
  const { steps, step } = stepper(call);
  const signup = await step('sign-up', 'POST', '/api/v1/user/signup/private', { json: { user: privateSignup({ email }) } });
  const token = signup.body.auth_token as string;
  await step('the session on the other instance', 'GET', '/api/v1/user', { token });
  const pot = await step('pot', 'POST', '/api/v1/user/cagnottes', {
    token,
    json: {
      charity_pot: {
        name: 'Le trail des copains',
        description: '<p>Nous courons pour une association.</p>',
        closing_date: closingDay(),
        event_type_id_id: ids.event,
        assoc_id_id: ids.charity,
      },
    },
  });
  const potId = pot.body.id as number;
  const registration = await step('card registration', 'POST', '/api/v1/user/register_card', { token });
  const { text } = await tokenize(registration.body, { number: CHALLENGE_CARD }, new Date());
  const card = await step('card registered', 'PUT', `/api/v1/user/register_card/${registration.body.Id}`, {
    token,
    json: { registration_data: text },
  });
  const gift = await step('card gift', 'POST', `/api/v1/cagnottes/${potId}/donations`, {
    token,
    headers: { 'Idempotency-Key': `deploy-${email}` },
    json: {
      charity_donation: {
        amount: 4200,
        gift_entraide: 0,
        gift_creator: 0,
        is_visible: true,
        is_anonymous: false,
        is_main: false,
        browser_info: BROWSER_INFO,
        payment_info: { PaymentType: 'CARD', card_id: card.body.card_id },
      },
    },
  });
  const secure = await passSecureMode(String(gift.body.secureModeRedirectURL), 'authenticate');
  await step('3-D Secure return', 'POST', '/api/v1/payments/return', { token, json: { transactionId: secure.transactionId } });
  return { steps, step, token, potId, payinId: secure.transactionId as string };
}
