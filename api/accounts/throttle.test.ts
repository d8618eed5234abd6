// Login and reset throttling held over many attempts: login per account and address pair with growing
// waits (so failures from other addresses never lock the owner out), per address, and per account by a
// high ceiling; reset per account and per address. Waits end by the clock. Client addresses come from
// X-Forwarded-For (the harness runs as behind one proxy), which lets one test speak from many addresses.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { buildUser, FACTORY_PASSWORD } from '../../test/factories';
import { LOGIN_PER_ACCOUNT, LOGIN_PER_IP, RESET_PER_IP } from './throttle-rules';

// Hundreds of password hashes per test: minutes on a loaded 2-core machine, seconds on a quiet one.
vi.setConfig({ testTimeout: 240_000 });

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const from = (ip: string) => ({ 'X-Forwarded-For': ip });
const login = (email: string, password: string, ip = '203.0.113.1') =>
  t.request('/api/v1/user/auth', { method: 'POST', headers: from(ip), json: { email, password } });
const reset = (email: string, ip = '203.0.113.1') =>
  t.request('/api/v1/user/pwd/reset', { method: 'POST', headers: from(ip), json: { email } });
const MINUTE = 60_000;
/** A distinct address for each i < 65 536. */
const addressNo = (i: number) => `198.51.${i >> 8}.${i & 255}`;

describe('login throttling', () => {
  it('lets the owner in from their own address while an attacker fails from 55 rotating addresses', async () => {
    const owner = await buildUser(t.db.knex, { email: 'cible@exemple.fr' });
    const statuses: number[] = [];
    for (let i = 0; i < 55; i++) statuses.push((await login(owner.email, `essai-${i}`, addressNo(i))).status);
    expect(new Set(statuses)).toEqual(new Set([401]));
    expect((await login('CIBLE@exemple.fr', FACTORY_PASSWORD, '192.0.2.77')).status).toBe(200);
  });

  it('lets the owner in from their own address while one attacker address is made to wait', async () => {
    const owner = await buildUser(t.db.knex);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await login(owner.email, `essai-${i}`, '203.0.113.66')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect((await login(owner.email, FACTORY_PASSWORD, '203.0.113.66')).status).toBe(429); // even the right password, from there
    expect((await login(owner.email, FACTORY_PASSWORD, '192.0.2.78')).status).toBe(200);
  });

  it('makes one account and address pair wait 1, 2, 4... minutes after each lockout, up to an hour', async () => {
    const user = await buildUser(t.db.knex);
    const ip = '203.0.113.70';
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'faux', ip)).status).toBe(401);
    const waits: number[] = [];
    for (let lockout = 0; lockout < 8; lockout++) {
      const refused = await login(user.email, FACTORY_PASSWORD, ip);
      expect(refused.status).toBe(429);
      const seconds = Number(refused.headers.get('retry-after'));
      waits.push(seconds);
      if (lockout === 0) {
        expect((await refused.json()).errors).toEqual([
          { code: 'throttled', detail: 'Trop de tentatives. Pour votre sécurité, réessayez dans 1 minute.' },
        ]);
      }
      t.clock.advance(seconds * 1000 - 1000);
      expect((await login(user.email, FACTORY_PASSWORD, ip)).status).toBe(429); // one second before the end
      t.clock.advance(1000);
      expect((await login(user.email, 'encore-faux', ip)).status).toBe(401); // one attempt, then a longer wait
    }
    expect(waits).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600]);
    const capped = await login(user.email, FACTORY_PASSWORD, ip);
    expect((await capped.json()).errors[0].detail).toBe('Trop de tentatives. Pour votre sécurité, réessayez dans 60 minutes.');
    t.clock.advance(60 * MINUTE);
    expect((await login(user.email, FACTORY_PASSWORD, ip)).status).toBe(200);
  });

  it('clears the pair’s count on a successful login', async () => {
    const user = await buildUser(t.db.knex);
    const ip = '203.0.113.71';
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'faux', ip)).status).toBe(401);
    expect((await login(user.email, FACTORY_PASSWORD, ip)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'faux', ip)).status).toBe(401);
    expect((await login(user.email, 'faux', ip)).status).toBe(429);
  });

  it('answers 429 from every address once one account had 100 failures in the hour', async () => {
    expect(LOGIN_PER_ACCOUNT.limit).toBe(100);
    const user = await buildUser(t.db.knex);
    for (let i = 0; i < 3; i++) expect((await login(user.email, FACTORY_PASSWORD, addressNo(1000 + i))).status).toBe(200); // successes are not failures
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await login(user.email, `essai-${i}`, addressNo(2000 + i))).status);
    expect(new Set(statuses)).toEqual(new Set([401]));
    const refused = await login(user.email, FACTORY_PASSWORD, '192.0.2.79');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect((await refused.json()).errors[0].code).toBe('throttled');
    t.clock.advance(LOGIN_PER_ACCOUNT.windowMs);
    expect((await login(user.email, FACTORY_PASSWORD, '192.0.2.79')).status).toBe(200);
  });

  it(`blocks an address after ${LOGIN_PER_IP.limit} attempts whatever the accounts tried`, async () => {
    const ip = '203.0.113.200';
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_PER_IP.limit + 10; i++) statuses.push((await login(`inconnu-${i}@exemple.fr`, 'x', ip)).status);
    expect(new Set(statuses.slice(0, LOGIN_PER_IP.limit))).toEqual(new Set([401]));
    expect(new Set(statuses.slice(LOGIN_PER_IP.limit))).toEqual(new Set([429]));
    const user = await buildUser(t.db.knex);
    expect((await login(user.email, FACTORY_PASSWORD, ip)).status).toBe(429);
    expect((await login(user.email, FACTORY_PASSWORD, '203.0.113.201')).status).toBe(200);
  });

  it('lets no more than 5 attempts of one pair through when they arrive all at once', async () => {
    const user = await buildUser(t.db.knex);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(user.email, `faux-${i}`, '192.0.2.80')));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('lets no more than 100 failures of one account through when they arrive all at once from many addresses', async () => {
    const user = await buildUser(t.db.knex);
    const answers = await Promise.all(Array.from({ length: 120 }, (_, i) => login(user.email, `faux-${i}`, addressNo(5000 + i))));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('stores neither the e-mail nor the address in clear', async () => {
    for (const table of ['throttle_counters', 'throttle_backoffs']) {
      const keys = (await t.db.knex(table).select('key')).map((row: { key: string }) => row.key);
      expect(keys.length, table).toBeGreaterThan(0);
      for (const key of keys) expect(key).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});

describe('password-reset throttling', () => {
  it('allows 3 requests per account and hour, then 429 over 50 more, then again after the hour', async () => {
    const user = await buildUser(t.db.knex, { email: 'reset.souvent@exemple.fr' });
    const statuses: number[] = [];
    for (let i = 0; i < 53; i++) statuses.push((await reset(user.email, `198.51.100.${i}`)).status);
    expect(statuses.slice(0, 3)).toEqual([202, 202, 202]);
    expect(new Set(statuses.slice(3))).toEqual(new Set([429]));
    expect(await t.db.knex('password_reset_tokens').where({ user_id: user.id }).count({ n: '*' })).toEqual([{ n: 3 }]);
    t.clock.advance(60 * MINUTE);
    expect((await reset(user.email)).status).toBe(202);
  });

  it(`blocks an address after ${RESET_PER_IP.limit} requests`, async () => {
    const ip = '203.0.113.250';
    const statuses: number[] = [];
    for (let i = 0; i < RESET_PER_IP.limit + 5; i++) statuses.push((await reset(`personne-${i}@exemple.fr`, ip)).status);
    expect(new Set(statuses.slice(0, RESET_PER_IP.limit))).toEqual(new Set([404]));
    expect(new Set(statuses.slice(RESET_PER_IP.limit))).toEqual(new Set([429]));
  });
});
