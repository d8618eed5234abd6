// Session tokens are unguessable and stored hashed; login throttling (per account and
// address pair, per address, and per account by a ceiling) holds over 200 attempts, including when the
// client forges X-Forwarded-For entries.
// Expiry, logout and the password-reset links (single use, one hour) are shown by
// api/accounts/auth.test.ts and api/accounts/password-reset.test.ts; every route refusing a revoked
// token by authorisation-matrix.test.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestContext } from '../app';
import { buildUser, FACTORY_PASSWORD } from '../factories';
import { LOGIN_PER_ACCOUNT, LOGIN_PER_IP, LOGIN_PER_PAIR } from '../../api/accounts/throttle-rules';

// Hundreds of password hashes per test: minutes on a loaded 2-core machine, seconds on a quiet one.
vi.setConfig({ testTimeout: 240_000 });

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const login = (email: string, password: string, forwardedFor: string) =>
  t.request('/api/v1/user/auth', { method: 'POST', headers: { 'X-Forwarded-For': forwardedFor }, json: { email, password } });

describe('session tokens', () => {
  it('are 256 random bits: 200 logins give 200 different tokens with balanced bits, stored only hashed', async () => {
    const user = await buildUser(t.db.knex);
    const tokens: string[] = [];
    for (let i = 0; i < 200; i++) {
      const res = await login(user.email, FACTORY_PASSWORD, `198.18.${Math.floor(i / 250)}.${i % 250}`);
      expect(res.status).toBe(200);
      tokens.push((await res.json()).auth_token);
    }
    expect(new Set(tokens).size).toBe(200);
    const bytes = tokens.map((token) => {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      return Buffer.from(token, 'base64url');
    });
    for (const b of bytes) expect(b.length).toBe(32);
    // Each of the 256 bit positions is set in about half of the tokens (200 draws: 0.5 ± 0.2 is > 8 sigma).
    for (let bit = 0; bit < 256; bit++) {
      const ones = bytes.filter((b) => ((b[bit >> 3] ?? 0) >> (bit & 7)) & 1).length;
      expect(ones / 200, `bit ${bit}`).toBeGreaterThan(0.3);
      expect(ones / 200, `bit ${bit}`).toBeLessThan(0.7);
    }
    const stored = (await t.db.knex('auth_tokens').where({ user_id: user.id }).select('*')) as Array<Record<string, unknown>>;
    expect(stored).toHaveLength(200);
    const dump = JSON.stringify(stored);
    for (const token of tokens) expect(dump).not.toContain(token);
  });
});

describe('login throttling over 200 attempts', () => {
  it(`stops one account at ${LOGIN_PER_ACCOUNT.limit} failures over 200 addresses; until then the owner gets in`, async () => {
    const user = await buildUser(t.db.knex);
    const attempt = (i: number) => login(user.email.toUpperCase(), `mauvais-${i}`, `198.51.${i >> 8}.${i & 255}`);
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await attempt(i)).status);
    expect((await login(user.email, FACTORY_PASSWORD, '192.0.2.99')).status).toBe(200);
    for (let i = 50; i < 200; i++) statuses.push((await attempt(i)).status);
    expect(statuses.slice(0, LOGIN_PER_ACCOUNT.limit)).toEqual(Array(LOGIN_PER_ACCOUNT.limit).fill(401));
    expect(new Set(statuses.slice(LOGIN_PER_ACCOUNT.limit))).toEqual(new Set([429]));
    expect((await login(user.email, FACTORY_PASSWORD, '192.0.2.99')).status).toBe(429);
  });

  it(`stops one address after ${LOGIN_PER_IP.limit} attempts on 200 accounts, though it forges X-Forwarded-For`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) {
      // The client writes its own entries; the proxy appends the address it saw (203.0.113.66).
      statuses.push((await login(`visiteur-${i}@exemple.fr`, 'x', `10.${i}.0.1, 172.16.${i}.9, 203.0.113.66`)).status);
    }
    expect(new Set(statuses.slice(0, LOGIN_PER_IP.limit))).toEqual(new Set([401]));
    expect(new Set(statuses.slice(LOGIN_PER_IP.limit))).toEqual(new Set([429]));
    const user = await buildUser(t.db.knex);
    expect((await login(user.email, FACTORY_PASSWORD, '10.0.0.1, 203.0.113.66')).status).toBe(429);
    expect((await login(user.email, FACTORY_PASSWORD, '203.0.113.67')).status).toBe(200);
  });

  it('lifts the pair’s wait when it ends (clock moved 1 minute)', async () => {
    const user = await buildUser(t.db.knex);
    for (let i = 0; i < LOGIN_PER_PAIR.freeAttempts + 3; i++) await login(user.email, 'faux', '192.0.2.10');
    expect((await login(user.email, FACTORY_PASSWORD, '192.0.2.10')).status).toBe(429);
    t.clock.advance(LOGIN_PER_PAIR.firstDelayMs);
    expect((await login(user.email, FACTORY_PASSWORD, '192.0.2.10')).status).toBe(200);
  });
});
