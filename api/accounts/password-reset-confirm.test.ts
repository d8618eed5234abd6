// POST /user/pwd/reset/confirm may not be a way to make the server hash passwords: a token that opens
// nothing is refused before any argon2 run (counted by password-hashing.ts, which the app shares with
// this test's process), and the route is throttled per client address (X-Forwarded-For: the test app
// trusts one proxy).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import type { OutboxMail } from '../mail/outbox.routes';
import { argon2RunCount } from './password-hashing';
import { newSecretToken } from '../http/secret-tokens';
import { RESET_CONFIRM_PER_IP } from './throttle-rules';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = { password: 'Nouveau-2026!', password_confirmation: 'Nouveau-2026!' };
const confirm = (token: string, ip = '203.0.113.50') =>
  t.request('/api/v1/user/pwd/reset/confirm', { method: 'POST', headers: { 'X-Forwarded-For': ip }, json: { token, ...NEW_PASSWORD } });
const codeOf = async (res: Response) => ((await res.json()) as { errors: Array<{ code: string }> }).errors[0]?.code;

/** A reset link asked through the API for a new account; its token, read in the outbox. */
async function linkFor(email: string): Promise<string> {
  await buildUser(t.db.knex, { email });
  expect((await t.request('/api/v1/user/pwd/reset', { method: 'POST', json: { email } })).status).toBe(202);
  const [mail] = (await (await t.outbox(email)).json()) as OutboxMail[];
  const token = mail?.text.match(/reinitialiser-mot-de-passe\?token=(\S+)/)?.[1];
  if (!token) throw new Error(`no reset link for ${email}`);
  return decodeURIComponent(token);
}

describe('POST /user/pwd/reset/confirm', () => {
  it('refuses an unknown, a used and an expired token without hashing the password, and a valid one still works', async () => {
    const used = await linkFor('utilise@exemple.fr');
    const expired = await linkFor('expire@exemple.fr');
    expect((await confirm(used)).status).toBe(200);
    t.clock.advance(30 * 60_000);
    const fresh = await linkFor('frais@exemple.fr');
    t.clock.advance(31 * 60_000); // the first links are now 61 minutes old, this one 31

    const runs = argon2RunCount();
    const refused = [await confirm(newSecretToken()), await confirm(used), await confirm(expired)];
    expect(refused.map((res) => res.status)).toEqual([422, 422, 422]);
    expect(await Promise.all(refused.map(codeOf))).toEqual(['reset_token_invalid', 'reset_token_used', 'reset_token_expired']);
    expect(argon2RunCount()).toBe(runs);

    expect((await confirm(fresh)).status).toBe(200);
    expect(argon2RunCount()).toBe(runs + 1);
  });

  it(`answers 429 to the confirmation after ${RESET_CONFIRM_PER_IP.limit} from one address, while another address confirms`, async () => {
    const token = await linkFor('presse@exemple.fr');
    const ip = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i < RESET_CONFIRM_PER_IP.limit; i++) statuses.push((await confirm(newSecretToken(), ip)).status);
    expect(statuses).toEqual(Array(RESET_CONFIRM_PER_IP.limit).fill(422));

    const refused = await confirm(token, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect((await refused.json()).errors).toEqual([
      { code: 'throttled', detail: 'Trop de tentatives. Pour votre sécurité, réessayez dans 60 minutes.' },
    ]);
    expect((await confirm(token, '198.51.100.78')).status).toBe(200);
    const login = await t.request('/api/v1/user/auth', {
      method: 'POST',
      json: { email: 'presse@exemple.fr', password: NEW_PASSWORD.password },
    });
    expect(login.status).toBe(200);
  });
});
