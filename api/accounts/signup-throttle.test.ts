// Sign-up throttling, per client address and overall, on every route that creates an account (private,
// company, the older /signup, Facebook). Client addresses come from X-Forwarded-For: the app trusts one
// proxy here, as in the other tests, which lets one test speak from many addresses.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { enterpriseSignup, privateSignup } from '../../test/accounts-fixtures';
import { startFacebookStandIn, type FacebookStandIn } from '../../test/facebook-stand-in';
import { buildUser } from '../../test/factories';
import { loadConfig } from '../config';
import { signupRules } from './throttle-rules';

// Hundreds of password hashes per test: minutes on a loaded 2-core machine, seconds on a quiet one.
vi.setConfig({ testTimeout: 240_000 });

let t: TestContext;
let facebook: FacebookStandIn;
beforeAll(async () => {
  facebook = await startFacebookStandIn();
  t = await startTestApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'entraide-signup-throttle-')),
      TRUST_PROXY: '1',
      FACEBOOK_GRAPH_URL: facebook.url,
      FACEBOOK_APP_ID: facebook.appId,
      FACEBOOK_APP_SECRET: facebook.appSecret,
      FACEBOOK_DIALOG_URL: facebook.dialogUrl,
    }),
  });
});
afterAll(async () => {
  await t.close();
  await facebook.close();
});

const HOUR = 3_600_000;
const { perAddress, overall } = signupRules(loadConfig({ NODE_ENV: 'test' }));
const from = (ip: string) => ({ 'X-Forwarded-For': ip });
const post = (route: string, ip: string, user: unknown) =>
  t.request(`/api/v1${route}`, { method: 'POST', headers: from(ip), json: { user } });
let serial = 0;
const freshEmail = () => `inscrit.${++serial}@exemple.fr`;
/** A valid sign-up on one of the three form routes, with an e-mail nobody has. */
const formSignup = (ip: string, i: number) =>
  [
    () => post('/user/signup/private', ip, privateSignup({ email: freshEmail() })),
    () => post('/user/signup/enterprise', ip, enterpriseSignup({ email: freshEmail() })),
    () => post('/signup', ip, privateSignup({ email: freshEmail() })),
  ][i % 3]!();
/**
 * A valid Facebook sign-up of a new Facebook user: the code round trip (from a browser address of its own,
 * so only the sign-up itself counts against `ip`) answers a sign-up ticket, which the completion form sends.
 */
const facebookSignup = async (ip: string) => {
  const n = ++serial;
  const browser = { 'X-Forwarded-For': `198.51.100.${n % 250}` };
  facebook.logInNext({ user_id: `${50_000 + n}` });
  const started = await t.request('/api/v1/auth/facebook/start', { method: 'POST', json: {}, headers: browser });
  const secret = /entraide_facebook_login=([^;]*)/.exec(started.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const dialog = await fetch(((await started.json()) as { dialog_url: string }).dialog_url, { redirect: 'manual' });
  const back = new URL(dialog.headers.get('location') ?? '');
  const unknown = await t.request('/api/v1/user/auth/facebook', {
    method: 'POST',
    headers: { ...browser, Cookie: `entraide_facebook_login=${secret}` },
    json: { user: { code: back.searchParams.get('code'), state: back.searchParams.get('state') } },
  });
  const ticket = ((await unknown.json()) as { signup: { facebook_token: string } }).signup.facebook_token;
  return post('/user/signup/fb', ip, {
    facebook_token: ticket,
    facebook_id: `${50_000 + n}`,
    email: freshEmail(),
    firstname: 'Nadia',
    name: 'Benali',
    birth_date: '1992-03-08',
    user_adress: { address_line_1: '2 rue Nationale', post_code: '59000', city: 'Lille', country_iso: 'FR' },
    accept_conditions: true,
  });
};
const THROTTLED = { code: 'throttled', detail: 'Trop de tentatives. Pour votre sécurité, réessayez dans 60 minutes.' };

describe('sign-up throttling', () => {
  it('has limits a household or an office never meets', () => {
    expect(perAddress).toMatchObject({ limit: 10, windowMs: HOUR });
    expect(overall).toMatchObject({ limit: 300, windowMs: HOUR });
  });

  it(`refuses the sign-up after ${perAddress.limit} from one address, on every route, while another address still signs up`, async () => {
    const ip = '203.0.113.10';
    const statuses: number[] = [];
    for (let i = 0; i < perAddress.limit - 1; i++) statuses.push((await formSignup(ip, i)).status);
    statuses.push((await facebookSignup(ip)).status);
    expect(statuses).toEqual(Array(perAddress.limit).fill(201));

    for (const refused of [await formSignup(ip, 0), await formSignup(ip, 1), await formSignup(ip, 2), await facebookSignup(ip)]) {
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('3600');
      expect((await refused.json()).errors).toEqual([THROTTLED]);
    }
    expect(Number((await t.db.knex('users').count({ n: '*' }).first())?.n)).toBe(perAddress.limit);

    expect((await formSignup('203.0.113.11', 0)).status).toBe(201);
    expect((await facebookSignup('203.0.113.12')).status).toBe(201);
    t.clock.advance(HOUR);
    expect((await formSignup(ip, 0)).status).toBe(201);
  });

  it(`holds ${overall.limit} sign-ups an hour across rotating addresses, and counts only what each address was allowed`, async () => {
    t.clock.advance(HOUR); // every window of the previous test is over
    const taken = await buildUser(t.db.knex, { email: 'deja.inscrit@exemple.fr' });
    // One address going on past its own limit takes nothing of the others' share.
    const hammering = await Promise.all(
      Array.from({ length: perAddress.limit + 40 }, () =>
        post('/user/signup/private', '198.51.100.1', privateSignup({ email: taken.email })),
      ),
    );
    expect(hammering.filter((res) => res.status === 429)).toHaveLength(40);
    // The farm: rotating addresses, each staying under its own limit. Its attempts are refused for a
    // taken e-mail once counted (a 409 costs no password hash, which keeps this test quick); they count
    // as the sign-ups of new e-mails do.
    const farm: number[] = [];
    for (let address = 1; farm.length < overall.limit - perAddress.limit; address++) {
      const attempts = Array.from({ length: perAddress.limit }, () =>
        post('/user/signup/private', `10.0.${address}.1`, privateSignup({ email: taken.email })),
      );
      farm.push(...(await Promise.all(attempts)).map((res) => res.status));
    }
    expect(farm).toEqual(Array(overall.limit - perAddress.limit).fill(409));

    const refused = await formSignup('192.0.2.200', 0);
    expect(refused.status).toBe(429);
    expect((await refused.json()).errors).toEqual([THROTTLED]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await facebookSignup('192.0.2.201')).status).toBe(429);
    t.clock.advance(HOUR);
    expect((await formSignup('192.0.2.200', 0)).status).toBe(201);
  });
});
