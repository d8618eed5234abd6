// Nobody can keep an owner out: 200 failures from rotating addresses fill an account's ceiling, yet its
// owner signs in at once from a browser that signed in before (its device cookie), for a donor, a
// manager and a charity representative alike; a new browser, a forged cookie or another account's still
// meet the ceiling, and a known device that fails too often in a row is distrusted. Client addresses
// come from X-Forwarded-For (the harness runs as behind one proxy), as in throttle.test.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { productionProblems } from '../production-profile';
import { startTestApp, type TestContext } from '../../test/app';
import { buildUser, FACTORY_PASSWORD } from '../../test/factories';
import { referenceIds } from '../pots/testing/pot-factories';
import { LOGIN_PER_ACCOUNT, LOGIN_PER_DEVICE } from './throttle-rules';
import { totpCode } from './testing/second-factor-flows';

// A hundred password hashes per account: minutes on a loaded 2-core machine.
vi.setConfig({ testTimeout: 300_000 });

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const THROTTLED = 'Trop de tentatives. Pour votre sécurité, réessayez dans';
/** A distinct address for each i < 65 536. */
const addressNo = (i: number) => `198.18.${i >> 8}.${i & 255}`;
let nextAddress = 0;

const login = (app: TestContext, email: string, password: string, ip: string, cookie?: string) =>
  app.request('/api/v1/user/auth', {
    method: 'POST',
    headers: { 'X-Forwarded-For': ip, ...(cookie ? { Cookie: cookie } : {}) },
    json: { email, password },
  });

/** Each account's second-factor key, from its enrolment (manager and charity accounts enrol at sign-in). */
const secondFactorKeys = new Map<string, string>();

/**
 * A whole sign-in with the right password: the password step, then, for an account with a second
 * factor, its step (the first code enrols the account). The session opens at the last step, which is the
 * answer that sets the device cookie.
 */
async function signIn(app: TestContext, email: string, ip: string, cookie?: string): Promise<Response> {
  const first = await login(app, email, FACTORY_PASSWORD, ip, cookie);
  if (first.status !== 200) return first;
  const challenge = (await first.clone().json()).second_factor;
  if (!challenge) return first;
  expect(first.headers.getSetCookie().some((c) => c.startsWith('entraide_device_'))).toBe(false); // no session yet
  const key = email.toLowerCase();
  if (challenge.secret) secondFactorKeys.set(key, challenge.secret);
  app.clock.advance(30_000); // a code is taken once: each sign-in uses the next step's
  return app.request('/api/v1/user/auth/second_factor', {
    method: 'POST',
    headers: { 'X-Forwarded-For': ip, ...(cookie ? { Cookie: cookie } : {}) },
    json: { challenge_token: challenge.challenge_token, code: await totpCode(secondFactorKeys.get(key)!, app.clock.now()) },
  });
}

/** The device cookie a sign-in answer sets, as `name=value` for a later request's Cookie header. */
function deviceCookieOf(response: Response): { pair: string; attributes: string } {
  const header = response.headers.getSetCookie().find((c) => c.startsWith('entraide_device_'));
  if (!header) throw new Error('no device cookie');
  return { pair: header.split(';')[0] as string, attributes: header };
}

/** Signs in once from the owner's device: its cookie. */
async function knownDevice(app: TestContext, email: string) {
  const first = await signIn(app, email, '192.0.2.10');
  expect(first.status).toBe(200);
  return deviceCookieOf(first);
}

/** `count` wrong passwords for `email`, each from a new address: the statuses. */
async function attack(app: TestContext, email: string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await login(app, email, `devine-${i}`, addressNo(nextAddress++))).status);
  return statuses;
}

const tamper = (pair: string) => pair.slice(0, -2) + (pair.endsWith('AA') ? 'BB' : 'AA');

const ACCOUNTS = [
  { kind: 'a donor', overrides: {} },
  { kind: 'a manager', overrides: { role_id: 3 } },
  { kind: 'a charity representative', overrides: { role_id: 4 } },
] as const;

describe('the account-wide ceiling meets unknown devices only', () => {
  it.each(ACCOUNTS)('lets $kind in at once from a known device after 200 failures from rotating addresses', async ({ overrides }) => {
    const charity = (await referenceIds(t.db.knex)).charity;
    const owner = await buildUser(
      t.db.knex,
      'role_id' in overrides && overrides.role_id === 4 ? { ...overrides, assoc_id: charity } : overrides,
    );
    const other = await buildUser(t.db.knex);
    const device = await knownDevice(t, owner.email);
    expect(device.attributes).toMatch(/; Path=\/api\/v1\/user\/auth; Max-Age=\d+; HttpOnly; SameSite=Lax$/); // http: not Secure
    const othersDevice = await knownDevice(t, other.email);

    const statuses = await attack(t, owner.email, 200);
    expect(statuses.slice(0, LOGIN_PER_ACCOUNT.limit)).toEqual(Array(LOGIN_PER_ACCOUNT.limit).fill(401));
    expect(new Set(statuses.slice(LOGIN_PER_ACCOUNT.limit))).toEqual(new Set([429]));

    // The owner's browser, at once, from a new address: in, with a new cookie.
    const owners = await signIn(t, owner.email.toUpperCase(), '192.0.2.11', device.pair);
    expect(owners.status).toBe(200);
    expect((await owners.json()).user.email).toBe(owner.email);
    const renewed = deviceCookieOf(owners);
    expect(renewed.pair).not.toBe(device.pair);
    expect((await signIn(t, owner.email, '192.0.2.12', renewed.pair)).status).toBe(200);

    // A new device, a forged cookie, another account's cookie (under this account's name or its own).
    const [name] = device.pair.split('=') as [string];
    const othersValue = othersDevice.pair.slice(othersDevice.pair.indexOf('=') + 1);
    for (const cookie of [undefined, tamper(device.pair), `${name}=${othersValue}`, othersDevice.pair, `${name}=${'A'.repeat(24)}.x`]) {
      const refused = await login(t, owner.email, FACTORY_PASSWORD, '192.0.2.13', cookie);
      expect(refused.status, cookie ?? 'no cookie').toBe(429);
      expect((await refused.json()).errors).toEqual([{ code: 'throttled', detail: expect.stringContaining(THROTTLED) }]);
      expect(refused.headers.getSetCookie().some((c) => c.startsWith('entraide_device_'))).toBe(false);
    }
  });

  it(`distrusts a known device after ${LOGIN_PER_DEVICE.limit} failures in a row; a success starts its count again`, async () => {
    const owner = await buildUser(t.db.knex);
    let device = await knownDevice(t, owner.email);
    // Failures from the known device, each from a new address (so no address or pair waits).
    const failFromDevice = async (count: number) => {
      for (let i = 0; i < count; i++) expect((await login(t, owner.email, 'faux', addressNo(nextAddress++), device.pair)).status).toBe(401);
    };
    await failFromDevice(LOGIN_PER_DEVICE.limit - 1);
    const between = await login(t, owner.email, FACTORY_PASSWORD, '192.0.2.20', device.pair);
    expect(between.status).toBe(200);
    device = deviceCookieOf(between);
    await failFromDevice(LOGIN_PER_DEVICE.limit - 1);
    // The account's ceiling is full: the device is still trusted (its count started again at the success).
    expect(new Set(await attack(t, owner.email, LOGIN_PER_ACCOUNT.limit + 1))).toEqual(new Set([401, 429]));
    const still = await login(t, owner.email, FACTORY_PASSWORD, '192.0.2.21', device.pair);
    expect(still.status).toBe(200);
    device = deviceCookieOf(still);
    // Then as many failures in a row as it may have: the next attempt, right password or not, meets the ceiling.
    await failFromDevice(LOGIN_PER_DEVICE.limit);
    const refused = await login(t, owner.email, FACTORY_PASSWORD, '192.0.2.22', device.pair);
    expect(refused.status).toBe(429);
    expect((await refused.json()).errors[0].detail).toContain(THROTTLED);
  });
});

describe('the device cookie’s secret', () => {
  it('is required in production, of at least 32 characters', () => {
    expect(productionProblems({ NODE_ENV: 'production' }).join('\n')).toMatch(/DEVICE_COOKIE_SECRET: required with NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'production', DEVICE_COOKIE_SECRET: 'trop-court' })).toThrow(
      /DEVICE_COOKIE_SECRET: expected at least 32 characters/,
    );
    expect(loadConfig({ NODE_ENV: 'production', DEVICE_COOKIE_SECRET: 's'.repeat(32) }).DEVICE_COOKIE_SECRET).toBe('s'.repeat(32));
  });

  it('is shared by the processes of one DATA_DIR when unset: a device known to one is known to another', async () => {
    const second = await startTestApp({ config: t.deps.config });
    try {
      const owner = await buildUser(t.db.knex);
      await buildUser(second.db.knex, { email: owner.email });
      const device = await knownDevice(t, owner.email);
      expect(new Set(await attack(second, owner.email, LOGIN_PER_ACCOUNT.limit + 1))).toEqual(new Set([401, 429]));
      expect((await login(second, owner.email, FACTORY_PASSWORD, '192.0.2.30')).status).toBe(429);
      expect((await login(second, owner.email, FACTORY_PASSWORD, '192.0.2.30', device.pair)).status).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const https = await startTestApp({ config: { ...t.deps.config, PUBLIC_URL: 'https://entraide.example' } });
    try {
      const owner = await buildUser(https.db.knex);
      const { attributes } = await knownDevice(https, owner.email);
      expect(attributes).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    } finally {
      await https.close();
    }
  });
});
