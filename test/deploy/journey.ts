/**
 * A journey that crosses the instances (issue 42, item 2), through nginx and the API only, each step
 * pinned to the other web process than the step before: sign up, the same session on the other
 * instance, a pot, a card registered, a 3-D Secure card gift (the emulator's page plays the bank), the
 * return; the provider's hook lands wherever nginx sends it; the worker sends the receipt by e-mail;
 * the receipt is downloaded.
 */
import { privateSignup } from '../accounts-fixtures';
import { CHALLENGE_CARD, cardDonationBody, passSecureMode } from '../../api/payments/donations/testing/donation-flows';
import { potBody, registerCard } from './fixtures';
import type { Answer, Call } from './client';
import type { WebName } from './topology';

export interface JourneyStep {
  name: string;
  pinned: WebName;
  answer: Answer;
}

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
  const pot = await step('pot', 'POST', '/api/v1/user/cagnottes', { token, json: potBody(ids) });
  const potId = pot.body.id as number;
  // Registration on one instance, its completion on the other (the pinning alternates).
  const pinned: Call = (method, path, options) => step(`card: ${method}`, method, path, options);
  const cardId = await registerCard(pinned, token, CHALLENGE_CARD);
  const gift = await step('card gift', 'POST', `/api/v1/cagnottes/${potId}/donations`, {
    token,
    headers: { 'Idempotency-Key': `deploy-${email}` },
    json: cardDonationBody({ amount: 4200, cardId }),
  });
  const secure = await passSecureMode(String(gift.body.secureModeRedirectURL), 'authenticate');
  await step('3-D Secure return', 'POST', '/api/v1/payments/return', { token, json: { transactionId: secure.transactionId } });
  return { steps, step, token, potId, payinId: secure.transactionId as string };
}
