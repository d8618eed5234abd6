/**
 * Sign-in with the second factor in the e2e specs (manager and charity accounts must enrol one):
 * through the API or through the sign-in page, enrolling the first time (the key read from the answer or
 * from the page) and then answering each sign-in with a TOTP code computed with the server's library
 * (otplib) for a step not used yet — the server accepts the current step ±1, each once — waiting for the
 * next step when those are spent.
 */
import { generate } from 'otplib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The factor of one account as the tests know it: its key once enrolled, and the last step used. */
export type TotpState = { secret: string | null; lastStep: number; recoveryCodes: string[] };

export const newTotpState = (): TotpState => ({ secret: null, lastStep: 0, recoveryCodes: [] });

const PERIOD_S = 30;
const currentStep = () => Math.floor(Date.now() / 1000 / PERIOD_S);

/** A code of a step later than the last one used, within the server's window. */
export async function nextCode(state: TotpState): Promise<string> {
  if (!state.secret) throw new Error('no second factor enrolled yet');
  const step = Math.max(state.lastStep + 1, currentStep());
  const waitMs = (step - 1) * PERIOD_S * 1000 - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 500));
  state.lastStep = step;
  return generate({ secret: state.secret, epoch: step * PERIOD_S });
}

/** Signs in through the API (enrolling the first time); answers the session token. */
export async function apiSignIn(request: APIRequestContext, email: string, password: string, state: TotpState): Promise<string> {
  const first = await request.post('/api/v1/user/auth', { data: { email, password } });
  expect(first.status()).toBe(200);
  const { second_factor: challenge, auth_token: token } = await first.json();
  if (!challenge) return token;
  if (challenge.step === 'enrolment') state.secret = challenge.secret;
  const second = await request.post('/api/v1/user/auth/second_factor', {
    data: { challenge_token: challenge.challenge_token, code: await nextCode(state) },
  });
  expect(second.status()).toBe(200);
  const body = await second.json();
  if (body.recovery_codes) state.recoveryCodes = body.recovery_codes;
  return body.auth_token;
}

/** The enrolment screen: reads the key from the page, types its first code, keeps the recovery codes. */
export async function enrolOnPage(page: Page, state: TotpState): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Protégez votre compte' })).toBeVisible();
  state.secret = (await page.locator('[data-secret]').getAttribute('data-secret')) ?? '';
  expect((await page.locator('[data-secret] code').innerText()).replace(/\s/g, '')).toBe(state.secret);
  await page.getByLabel(/^Code à 6 chiffres/).fill(await nextCode(state));
  await page.getByRole('button', { name: 'Activer et me connecter' }).click();
  const list = page.getByRole('list', { name: 'Codes de secours' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  state.recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
}

/** The code step: types a code of an unused step. */
export async function answerCodeOnPage(page: Page, state: TotpState): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Double authentification' })).toBeVisible();
  await page.getByLabel(/^Code à 6 chiffres/).fill(await nextCode(state));
  await page.getByRole('button', { name: 'Valider' }).click();
}

/** After 'Se connecter' on the sign-in page: enrols (then 'J'ai noté mes codes') or answers the code step. */
export async function secondStepOnPage(page: Page, state: TotpState): Promise<void> {
  if (state.secret) {
    await answerCodeOnPage(page, state);
    return;
  }
  await enrolOnPage(page, state);
  await page.getByRole('button', { name: 'J’ai noté mes codes' }).click();
}
