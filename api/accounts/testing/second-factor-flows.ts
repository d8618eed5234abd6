/**
 * Steps of the second factor's tests through HTTP: sign-in's two calls, and the TOTP codes computed
 * with the same library as the server (otplib) at the test clock's time.
 */
import { generate } from 'otplib';
import type { TestContext } from '../../../test/app';

type Json = Record<string, any>;

/** The TOTP code of `secret` at `at` (default: the test clock's now). */
export function totpCode(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

async function post(t: TestContext, path: string, json: unknown, headers: Record<string, string> = {}) {
  const res = await t.request(`/api/v1${path}`, { method: 'POST', json, headers });
  return { status: res.status, body: (await res.json()) as Json, headers: res.headers };
}

/** `POST /user/auth`. */
export const passwordStep = (t: TestContext, email: string, password: string, headers?: Record<string, string>) =>
  post(t, '/user/auth', { email, password }, headers);

/** `POST /user/auth/second_factor`. */
export const secondStep = (t: TestContext, json: Json, headers?: Record<string, string>) =>
  post(t, '/user/auth/second_factor', json, headers);

/**
 * Signs in an account that must enrol (manager, charity): password, then the enrolment's first code.
 * Answers the session token, the factor's key and the recovery codes.
 */
export async function enrolAtSignIn(
  t: TestContext,
  email: string,
  password: string,
): Promise<{ token: string; secret: string; recoveryCodes: string[] }> {
  const first = await passwordStep(t, email, password);
  if (first.body.second_factor?.step !== 'enrolment')
    throw new Error(`expected an enrolment: ${first.status} ${JSON.stringify(first.body)}`);
  const { challenge_token, secret } = first.body.second_factor;
  const second = await secondStep(t, { challenge_token, code: await totpCode(secret, t.clock.now()) });
  if (second.status !== 200) throw new Error(`enrolment: ${second.status} ${JSON.stringify(second.body)}`);
  return { token: String(second.body.auth_token), secret, recoveryCodes: second.body.recovery_codes };
}

/** Signs in an enrolled account with the code of the test clock's current step. */
export async function signInWithCode(t: TestContext, email: string, password: string, secret: string): Promise<string> {
  const first = await passwordStep(t, email, password);
  if (first.body.second_factor?.step !== 'code') throw new Error(`expected a code step: ${first.status} ${JSON.stringify(first.body)}`);
  const second = await secondStep(t, {
    challenge_token: first.body.second_factor.challenge_token,
    code: await totpCode(secret, t.clock.now()),
  });
  if (second.status !== 200) throw new Error(`code step: ${second.status} ${JSON.stringify(second.body)}`);
  return String(second.body.auth_token);
}
