import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { startFacebookStandIn, type FacebookStandIn } from '../../test/facebook-stand-in';
import { bearer, buildUser } from '../../test/factories';
import { loadConfig } from '../config';

let t: TestContext;
let off: TestContext;
let facebook: FacebookStandIn;
beforeAll(async () => {
  facebook = await startFacebookStandIn();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-social-'));
  t = await startTestApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      FACEBOOK_GRAPH_URL: facebook.url,
      FACEBOOK_APP_ID: facebook.appId,
      FACEBOOK_APP_SECRET: facebook.appSecret,
    }),
  });
  off = await startTestApp({ payments: t.deps.payments });
});
afterAll(async () => {
  await off.close();
  await t.close();
  await facebook.close();
});

const post = (ctx: TestContext, route: string, json: unknown) => ctx.request(`/api/v1${route}`, { method: 'POST', json });
const completion = (overrides: Record<string, unknown> = {}) => ({
  facebook_token: 'jeton-nadia',
  facebook_id: '10001',
  email: 'Nadia.Benali@Exemple.fr',
  firstname: 'Nadia',
  name: 'Benali',
  birth_date: '1992-03-08',
  user_adress: { address_line_1: '2 rue Nationale', post_code: '59000', city: 'Lille', country_iso: 'FR' },
  accept_conditions: true,
  ...overrides,
});

describe('Facebook login and sign-up (local stand-in of the token inspection)', () => {
  it('offers Facebook only when it is configured', async () => {
    expect(await (await t.request('/api/v1/auth/providers')).json()).toEqual({
      facebook: { app_id: facebook.appId, dialog_url: 'https://www.facebook.com/v19.0/dialog/oauth' },
    });
    expect(await (await off.request('/api/v1/auth/providers')).json()).toEqual({ facebook: null });
    for (const route of ['/user/auth/facebook', '/user/signup/fb', '/signup/facebook']) {
      const res = await post(off, route, { user: completion() });
      expect(res.status).toBe(503);
      expect((await res.json()).errors[0]).toEqual({ code: 'social_login_unavailable', detail: "La connexion avec Facebook n'est pas disponible" });
    }
  });

  it('answers an unknown Facebook user with 404, gives the profile, then signs them up and in', async () => {
    facebook.issue('jeton-nadia', { user_id: '10001', first_name: 'Nadia', last_name: 'Benali', email: 'nadia.benali@exemple.fr' });
    const unknown = await post(t, '/user/auth/facebook', { user: { facebook_token: 'jeton-nadia' } });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).errors[0].code).toBe('social_account_unknown');
    const profile = await post(t, '/auth/facebook/profile', { facebook_token: 'jeton-nadia' });
    expect(await profile.json()).toEqual({ facebook_id: '10001', firstname: 'Nadia', name: 'Benali', email: 'nadia.benali@exemple.fr' });

    const signup = await post(t, '/user/signup/fb', { user: completion() });
    expect(signup.status).toBe(201);
    const body = await signup.json();
    expect(body.user).toMatchObject({ email: 'nadia.benali@exemple.fr', role: { name: 'private' }, has_password: false, birth_date: '1992-03-08' });
    expect((await t.request('/api/v1/user', { headers: bearer(body.auth_token) })).status).toBe(200);

    const login = await post(t, '/user/auth/facebook', { user: { facebook_token: 'jeton-nadia', facebook_id: '10001' } });
    expect(login.status).toBe(200);
    expect((await login.json()).user.id).toBe(body.user.id);
    const twice = await post(t, '/signup/facebook', { user: completion({ email: 'autre@exemple.fr' }) });
    expect(twice.status).toBe(409);
    expect((await twice.json()).errors[0].code).toBe('facebook_taken');
  });

  it.each([
    ['an unknown token', 'inconnu', undefined, {}],
    ['a token of another app', 'jeton-autre-app', '20002', { user_id: '20002', app_id: '999' }],
    ['an expired token', 'jeton-expire', '20003', { user_id: '20003', is_valid: false }],
    ['a token of another Facebook user', 'jeton-leo', '99999', { user_id: '20004' }],
  ])('refuses %s with 401', async (_, token, id, data) => {
    if ('user_id' in data) facebook.issue(token, data as { user_id: string });
    const res = await post(t, '/user/auth/facebook', { user: { facebook_token: token, ...(id ? { facebook_id: id } : {}) } });
    expect(res.status).toBe(401);
    expect((await res.json()).errors[0]).toEqual({ code: 'invalid_social_token', detail: 'La connexion avec Facebook a échoué, veuillez réessayer' });
  });

  it('checks the completion like a sign-up: required fields, 18 years, terms, e-mail taken', async () => {
    facebook.issue('jeton-sam', { user_id: '30001' });
    const empty = await post(t, '/user/signup/fb', { user: {} });
    expect(empty.status).toBe(422);
    const fields = (await empty.json()).errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['facebook_token', 'facebook_id', 'email', 'firstname', 'name', 'birth_date', 'user_adress', 'accept_conditions']));
    const young = await post(t, '/user/signup/fb', { user: completion({ facebook_token: 'jeton-sam', facebook_id: '30001', birth_date: '2008-11-22' }) });
    expect((await young.json()).errors[0]).toMatchObject({ code: 'invalid_birth_date', field: 'birth_date' });
    await buildUser(t.db.knex, { email: 'sam@exemple.fr' });
    const taken = await post(t, '/user/signup/fb', { user: completion({ facebook_token: 'jeton-sam', facebook_id: '30001', email: 'SAM@exemple.fr' }) });
    expect(taken.status).toBe(409);
    expect((await taken.json()).errors[0].code).toBe('email_taken');
  });
});
