// Passwords that resist guessing (issue 43, item 5): every route that sets a password (the three sign-up
// routes, the reset link, the profile change, a charity invitation) refuses one under 10 characters and
// one from the common-password list (whatever its case), in French; an account made before the rule
// keeps signing in with its short password, and only its new password meets the rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { enterpriseSignup, privateSignup } from '../../test/accounts-fixtures';
import { bearer, buildUser, signInAs } from '../../test/factories';
import { call, signedInManager } from '../manager/testing/manager-flows';
import { referenceIds } from '../pots/testing/pot-factories';
import { invite } from '../charity-area/testing/charity-flows';
import type { OutboxMail } from '../mail/outbox.routes';
import { hashPassword } from './password-hashing';

const TOO_SHORT = { code: 'password_too_short', detail: 'Votre mot de passe doit contenir au moins 10 caractères', field: 'password' };
const TOO_COMMON = { code: 'password_too_common', detail: 'Ce mot de passe est trop courant : choisissez-en un autre', field: 'password' };
const NINE = 'Court-26!'; // 9 characters
const TEN = 'Entraide9!'; // 10 characters
// On the list as 'password123' and 'basketball': the comparison ignores case.
const COMMON = ['Password123', 'BASKETBALL'];

let t: TestContext;
let managerToken: string;
let charityId: number;
let address = 0;
beforeAll(async () => {
  t = await startTestApp();
  managerToken = (await signedInManager(t)).token;
  charityId = (await referenceIds(t.db.knex)).charity;
});
afterAll(() => t.close());

/** Each request from its own client address, so that no throttle decides the answer. */
const from = () => ({ 'X-Forwarded-For': `198.51.100.${++address}` });
const post = async (path: string, json: unknown, headers: Record<string, string> = {}) => {
  const res = await t.request(`/api/v1${path}`, { method: 'POST', headers: { ...from(), ...headers }, json });
  return { status: res.status, body: (await res.json()) as { errors?: unknown[] } };
};
const pair = (password: string) => ({ password, password_confirmation: password });
const users = async (email: string) => Number((await t.db.knex('users').where({ email }).count({ n: '*' }))[0]?.n);

describe('sign-up', () => {
  const routes = [
    ['/user/signup/private', (email: string, password: string) => privateSignup({ email, ...pair(password) })],
    ['/user/signup/enterprise', (email: string, password: string) => enterpriseSignup({ email, ...pair(password) })],
    ['/signup', (email: string, password: string) => privateSignup({ email, ...pair(password) })],
  ] as const;

  it.each(routes)('%s refuses 9 characters and a common password, and accepts 10', async (path, body) => {
    const slug = path.replaceAll('/', '-');
    const short = await post(path, { user: body(`court${slug}@exemple.fr`, NINE) });
    expect(short).toEqual({ status: 422, body: { errors: [TOO_SHORT] } });
    for (const common of COMMON) {
      const refused = await post(path, { user: body(`courant${slug}@exemple.fr`, common) });
      expect(refused).toEqual({ status: 422, body: { errors: [TOO_COMMON] } });
    }
    expect(await users(`court${slug}@exemple.fr`)).toBe(0);
    expect(await users(`courant${slug}@exemple.fr`)).toBe(0);
    expect((await post(path, { user: body(`dix${slug}@exemple.fr`, TEN) })).status).toBe(201);
  });
});

describe('password reset', () => {
  async function linkFor(email: string): Promise<string> {
    expect((await post('/user/pwd/reset', { email })).status).toBe(202);
    const mails = (await (await t.outbox(email)).json()) as OutboxMail[];
    const token = mails[0]?.text.match(/reinitialiser-mot-de-passe\?token=(\S+)/)?.[1];
    if (!token) throw new Error(`no reset link for ${email}`);
    return decodeURIComponent(token);
  }

  it('refuses 9 characters and a common password through the link, which then still sets a 10-character one', async () => {
    const user = await buildUser(t.db.knex, { email: 'oubli@exemple.fr' });
    const token = await linkFor(user.email);
    expect(await post('/user/pwd/reset/confirm', { token, ...pair(NINE) })).toEqual({ status: 422, body: { errors: [TOO_SHORT] } });
    expect(await post('/user/pwd/reset/confirm', { token, ...pair(COMMON[0]!) })).toEqual({ status: 422, body: { errors: [TOO_COMMON] } });
    expect((await post('/user/pwd/reset/confirm', { token, ...pair(TEN) })).status).toBe(200);
    expect((await post('/user/auth', { email: user.email, password: TEN })).status).toBe(200);
  });
});

describe('an account made before the rule, with a 4-character password', () => {
  it('still signs in with it; its next change must meet the rule (the current password is not checked against it)', async () => {
    const user = await buildUser(t.db.knex, { email: 'ancien@exemple.fr', password_hash: await hashPassword('abcd') });
    const signedIn = await post('/user/auth', { email: user.email, password: 'abcd' });
    expect(signedIn.status).toBe(200);
    const token = await signInAs(t.db.knex, t.clock, user);
    const change = async (password: string) => {
      const res = await t.request('/api/v1/user/pwd/update', {
        method: 'PUT',
        headers: bearer(token),
        json: { user: { email: user.email, ...pair(password), current_password: 'abcd' } },
      });
      return { status: res.status, body: (await res.json()) as { errors?: unknown[] } };
    };
    expect(await change(NINE)).toEqual({ status: 422, body: { errors: [TOO_SHORT] } });
    expect(await change(COMMON[1]!)).toEqual({ status: 422, body: { errors: [TOO_COMMON] } });
    expect((await post('/user/auth', { email: user.email, password: 'abcd' })).status).toBe(200);
    expect((await change(TEN)).status).toBe(200);
    expect((await post('/user/auth', { email: user.email, password: 'abcd' })).status).toBe(401);
    expect((await post('/user/auth', { email: user.email, password: TEN })).status).toBe(200);
  });
});

describe('charity invitation', () => {
  it('refuses 9 characters and a common password for the charity account, then accepts 10', async () => {
    const link = await invite(t, charityId, 'tresorier.regle@jardins.example', managerToken);
    const accept = (password: string) => call(t, null, `/charity_invitations/${link}/accept`, { method: 'POST', json: pair(password) });
    const short = await accept(NINE);
    expect([short.status, short.body]).toEqual([422, { errors: [TOO_SHORT] }]);
    const common = await accept(COMMON[0]!);
    expect([common.status, common.body]).toEqual([422, { errors: [TOO_COMMON] }]);
    expect(await users('tresorier.regle@jardins.example')).toBe(0);
    expect((await accept(TEN)).status).toBe(201);
  });
});
