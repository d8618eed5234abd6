// Login and reset throttling, per account and per IP address, held over many attempts and lifted when
// the window (read from the clock) ends. Client addresses come from X-Forwarded-For (the app trusts its
// proxy), which lets one test speak from several addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { buildUser, FACTORY_PASSWORD } from '../../test/factories';
import { LOGIN_PER_IP, RESET_PER_IP } from './throttle-rules';

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

describe('login throttling', () => {
  it('blocks an account after 5 attempts for 15 minutes, over 55 attempts and from any address', async () => {
    const user = await buildUser(t.db.knex, { email: 'cible@exemple.fr' });
    const statuses: number[] = [];
    for (let i = 0; i < 55; i++) statuses.push((await login(user.email, `essai-${i}`, `198.51.100.${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));

    const right = await login('CIBLE@exemple.fr', FACTORY_PASSWORD, '192.0.2.77');
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toBe('900');
    expect((await right.json()).errors).toEqual([
      { code: 'throttled', detail: 'Trop de tentatives. Pour votre sécurité, réessayez dans 15 minutes.' },
    ]);

    t.clock.advance(10 * MINUTE);
    const later = await login(user.email, FACTORY_PASSWORD);
    expect(later.status).toBe(429);
    expect(later.headers.get('retry-after')).toBe('300');
    t.clock.advance(5 * MINUTE);
    expect((await login(user.email, FACTORY_PASSWORD)).status).toBe(200);
  });

  it('clears the account’s count on a successful login', async () => {
    const user = await buildUser(t.db.knex);
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'faux')).status).toBe(401);
    expect((await login(user.email, FACTORY_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'faux')).status).toBe(401);
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

  it('lets no more than the limit through when the attempts arrive all at once', async () => {
    const user = await buildUser(t.db.knex);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(user.email, `faux-${i}`, `192.0.2.${i}`)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('stores neither the e-mail nor the address in clear', async () => {
    const keys = (await t.db.knex('throttle_counters').select('key')).map((row: { key: string }) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{64}$/);
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
