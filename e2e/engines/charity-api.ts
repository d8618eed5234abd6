/**
 * What the charity journeys prepare without a browser: the manager's session (its second factor enrolled
 * at the first sign-in, then a TOTP code of an unused step each time), the representative's invitation and
 * its link read from the dev outbox, and the bank's holder name of an IBAN on the payment emulator.
 */
import { controlFetch } from '@entraide/mangopay-sandbox';
import { generate } from 'otplib';
import { assert, type Api } from './api';
import type { TestServer } from './server';

const CLIENT_ID = 'entraide-local';
const PERIOD_S = 30;
const manager = { secret: null as string | null, lastStep: 0, token: null as string | null };

async function nextCode(): Promise<string> {
  const step = Math.max(manager.lastStep + 1, Math.floor(Date.now() / 1000 / PERIOD_S));
  const waitMs = (step - 1) * PERIOD_S * 1000 - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 500));
  manager.lastStep = step;
  return generate({ secret: manager.secret ?? '', epoch: step * PERIOD_S });
}

/** The manager's session token (signed in once per run). */
async function managerToken(api: Api, server: TestServer): Promise<string> {
  if (manager.token) return manager.token;
  assert(server.manager, 'the server was started without a manager account');
  const first = await api.call('POST', '/api/v1/user/auth', { body: { email: server.manager.email, password: server.manager.password } });
  assert(first.status === 200, `manager sign-in: ${first.status} ${first.text}`);
  const challenge = first.json.second_factor;
  if (!challenge) return (manager.token = first.json.auth_token as string);
  if (challenge.step === 'enrolment') manager.secret = challenge.secret;
  const second = await api.call('POST', '/api/v1/user/auth/second_factor', {
    body: { challenge_token: challenge.challenge_token, code: await nextCode() },
  });
  assert(second.status === 200, `manager second factor: ${second.status} ${second.text}`);
  return (manager.token = second.json.auth_token as string);
}

/** The manager invites `email` to represent the charity; the invitation link (path) from the mail. */
export async function inviteRepresentative(api: Api, server: TestServer, charityId: number, email: string): Promise<string> {
  const token = await managerToken(api, server);
  const invited = await api.call('POST', `/api/v1/manager/charities/${charityId}/representative_invitations`, { token, body: { email } });
  assert(invited.status === 201, `invitation: ${invited.status} ${invited.text}`);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const outbox = await api.call('GET', `/api/v1/dev/outbox?to=${encodeURIComponent(email)}`, {
      headers: { 'X-Dev-Outbox-Token': process.env.DEV_OUTBOX_TOKEN ?? '' },
    });
    const link = (outbox.json as Array<{ text: string }> | null)?.[0]?.text.match(
      /https?:\/\/\S+(\/association\/espace\/invitation\/[A-Za-z0-9_-]+)/,
    )?.[1];
    if (link) return link;
    assert(Date.now() < deadline, `no invitation mail for ${email}: ${outbox.status} ${outbox.text.slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The bank says who holds the IBAN (the emulator's payee check compares the name given to it). */
export async function setBankHolder(server: TestServer, iban: string, name: string): Promise<void> {
  const sandbox = { url: `http://127.0.0.1:${server.sandboxPort}`, controlToken: server.controlToken };
  const res = await controlFetch(sandbox, `/${CLIENT_ID}/payee-names`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ IBAN: iban, Name: name }),
  });
  assert(res.ok, `payee-names: ${res.status} ${await res.text()}`);
}
