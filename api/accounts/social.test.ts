/**
 * Facebook sign-in by the authorization-code flow, against a local stand-in of Facebook: the start's
 * dialog address and cookie, the state checked on return (missing, wrong, reused, expired, another
 * browser), the code exchanged server-side, sign-in and sign-up with its ticket, and no access token in
 * any URL we produce or send the browser to.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { startFacebookStandIn, type FacebookStandIn } from '../../test/facebook-stand-in';
import { bearer, buildUser } from '../../test/factories';
import { loadConfig } from '../config';
import { FACEBOOK_STATE_REFUSED } from './social.service';

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
      PUBLIC_URL: 'https://entraide.example',
      TRUST_PROXY: '1',
      FACEBOOK_GRAPH_URL: facebook.url,
      FACEBOOK_APP_ID: facebook.appId,
      FACEBOOK_APP_SECRET: facebook.appSecret,
      FACEBOOK_DIALOG_URL: facebook.dialogUrl,
    }),
  });
  off = await startTestApp({ payments: t.deps.payments });
});
afterAll(async () => {
  await off?.close();
  await t?.close();
  await facebook?.close();
});

let client = 0;
/** Each browser of these tests speaks from its own address, so the per-address limits stay out of the way. */
const browser = () => ({ 'X-Forwarded-For': `198.51.100.${++client}` });
const post = (ctx: TestContext, route: string, json: unknown, headers: Record<string, string> = {}) =>
  ctx.request(`/api/v1${route}`, { method: 'POST', json, headers: { ...browser(), ...headers } });
const cookieHeader = (secret: string) => ({ Cookie: `entraide_facebook_login=${secret}` });

/** `POST /auth/facebook/start`: the dialog's address and the cookie's value. */
async function start(ctx = t) {
  const res = await post(ctx, '/auth/facebook/start', {});
  const setCookie = res.headers.get('set-cookie') ?? '';
  const body = await res.json();
  return {
    status: res.status,
    setCookie,
    dialogUrl: body.dialog_url as string,
    secret: /entraide_facebook_login=([^;]*)/.exec(setCookie)?.[1] ?? '',
  };
}

/** The browser on Facebook's dialog: where it is sent back, with the code and state. */
async function throughDialog(dialogUrl: string) {
  const res = await fetch(dialogUrl, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  const back = new URL(location);
  return { location, code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

/** Our callback page posting the dialog's answer, with the browser's cookie. */
const returnFrom = (user: Record<string, unknown>, secret?: string) =>
  post(t, '/user/auth/facebook', { user }, secret === undefined ? {} : cookieHeader(secret));

/** A whole round: start, dialog, return. */
async function roundTrip(person: { user_id: string; first_name?: string; last_name?: string; email?: string }) {
  facebook.logInNext(person);
  const started = await start();
  const dialog = await throughDialog(started.dialogUrl);
  const res = await returnFrom({ code: dialog.code, state: dialog.state }, started.secret);
  return { started, dialog, res, body: await res.json() };
}

const completion = (overrides: Record<string, unknown> = {}) => ({
  facebook_token: 'ticket',
  facebook_id: '10001',
  email: 'Nadia.Benali@Exemple.fr',
  firstname: 'Nadia',
  name: 'Benali',
  birth_date: '1992-03-08',
  user_adress: { address_line_1: '2 rue Nationale', post_code: '59000', city: 'Lille', country_iso: 'FR' },
  accept_conditions: true,
  ...overrides,
});

describe('Facebook sign-in by the authorization-code flow (local stand-in of Facebook)', () => {
  it('offers Facebook only when it is configured', async () => {
    expect(await (await t.request('/api/v1/auth/providers')).json()).toEqual({ facebook: { app_id: facebook.appId } });
    expect(await (await off.request('/api/v1/auth/providers')).json()).toEqual({ facebook: null });
    const attempts: Array<[string, unknown]> = [
      ['/auth/facebook/start', {}],
      ['/user/auth/facebook', { user: { code: 'code', state: 'state' } }],
      ['/user/signup/fb', { user: completion() }],
      ['/signup/facebook', { user: completion() }],
    ];
    for (const [route, body] of attempts) {
      const res = await post(off, route, body);
      expect(res.status, route).toBe(503);
      expect((await res.json()).errors[0]).toEqual({
        code: 'social_login_unavailable',
        detail: "La connexion avec Facebook n'est pas disponible",
      });
    }
  });

  it('starts with a dialog asking for a code, with a fresh state and our callback page, bound to the browser by an HttpOnly cookie', async () => {
    const started = await start();
    expect(started.status).toBe(200);
    const dialog = new URL(started.dialogUrl);
    expect(`${dialog.origin}${dialog.pathname}`).toBe(facebook.dialogUrl);
    expect(Object.fromEntries(dialog.searchParams)).toEqual({
      client_id: facebook.appId,
      redirect_uri: 'https://entraide.example/login/facebook',
      response_type: 'code',
      scope: 'email',
      state: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(started.setCookie).toMatch(
      /^entraide_facebook_login=[\w-]{43}; Path=\/api\/v1\/user\/auth\/facebook; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/,
    );
    // Only hashes are kept: neither the state nor the browser secret is in the database.
    const rows = JSON.stringify(await t.db.knex('facebook_logins').select());
    expect(rows).not.toContain(dialog.searchParams.get('state'));
    expect(rows).not.toContain(started.secret);
    expect((await start()).dialogUrl).not.toBe(started.dialogUrl);
  });

  it('signs in a known Facebook user from a valid code and state; no URL of ours or sent to the browser carries a token', async () => {
    await buildUser(t.db.knex, { email: 'leo@exemple.fr', password_hash: null, facebook_id: '40001' });
    const { started, dialog, res, body } = await roundTrip({ user_id: '40001' });
    expect(res.status).toBe(200);
    expect(body.user.email).toBe('leo@exemple.fr');
    expect((await t.request('/api/v1/user', { headers: bearer(body.auth_token) })).status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^entraide_facebook_login=; .*Max-Age=0/);

    // The dialog we send the browser to and the callback address it comes back to.
    expect(dialog.location.startsWith('https://entraide.example/login/facebook?code=')).toBe(true);
    for (const url of [started.dialogUrl, dialog.location]) {
      expect(url).not.toMatch(/access_token|token=|#/);
      expect(url).not.toMatch(/jeton-/); // the stand-in's access tokens
    }
    // The code was exchanged server to server, the app secret in the body, not in an address.
    const exchanges = facebook.requests.filter((r) => r.startsWith('/oauth/access_token'));
    expect(exchanges.length).toBeGreaterThan(0);
    expect(exchanges.every((r) => r === '/oauth/access_token')).toBe(true);
  });

  it('asks a known Facebook user for the second factor as after a password: a manager enrols, no session before', async () => {
    await buildUser(t.db.knex, { email: 'gestion.fb@exemple.fr', password_hash: null, facebook_id: '40077', role_id: 3 });
    const { res, body } = await roundTrip({ user_id: '40077' });
    expect(res.status).toBe(200);
    expect(body).not.toHaveProperty('auth_token');
    expect(body.second_factor).toMatchObject({ step: 'enrolment', secret: expect.stringMatching(/^[A-Z2-7]+$/) });
  });

  it.each([
    ['a missing state', (d: { code: string; state: string }) => ({ code: d.code }), true, 422],
    [
      'a wrong state',
      (d: { code: string; state: string }) => ({ code: d.code, state: `${d.state.slice(0, -1)}${d.state.endsWith('A') ? 'B' : 'A'}` }),
      true,
      401,
    ],
    ['a state from another browser (no cookie)', (d: { code: string; state: string }) => d, false, 401],
  ])('refuses %s in French', async (_, bodyOf, withCookie, status) => {
    facebook.logInNext({ user_id: '40001' });
    const started = await start();
    const dialog = await throughDialog(started.dialogUrl);
    const res = await returnFrom(bodyOf(dialog), withCookie ? started.secret : undefined);
    expect(res.status).toBe(status);
    const error = (await res.json()).errors[0];
    if (status === 422) expect(error).toMatchObject({ field: 'state', detail: 'Ce champ est obligatoire' });
    else expect(error).toEqual({ code: 'invalid_facebook_state', detail: FACEBOOK_STATE_REFUSED });
    // The rightful return still works: only the state decided.
    expect((await returnFrom(dialog, started.secret)).status).toBe(200);
  });

  it('refuses a state used once already, and an expired one', async () => {
    const first = await roundTrip({ user_id: '40001' });
    expect(first.res.status).toBe(200);
    const again = await returnFrom({ code: first.dialog.code, state: first.dialog.state }, first.started.secret);
    expect([again.status, (await again.json()).errors[0]]).toEqual([
      401,
      { code: 'invalid_facebook_state', detail: FACEBOOK_STATE_REFUSED },
    ]);

    const late = await start();
    const dialog = await throughDialog(late.dialogUrl);
    t.clock.advance(10 * 60 * 1000 + 1000);
    const expired = await returnFrom(dialog, late.secret);
    expect([expired.status, (await expired.json()).errors[0].code]).toEqual([401, 'invalid_facebook_state']);
  });

  it('refuses the implicit flow’s access token in the spec’s old payload, and a code Facebook does not vouch for', async () => {
    facebook.issue('jeton-implicite', { user_id: '40001' });
    const implicit = await post(t, '/user/auth/facebook', { user: { facebook_token: 'jeton-implicite', facebook_id: '40001' } });
    expect(implicit.status).toBe(422);
    expect((await implicit.json()).auth_token).toBeUndefined();
    const started = await start();
    const { state } = await throughDialog(started.dialogUrl);
    const forged = await returnFrom({ code: 'code-invente', state }, started.secret);
    expect([forged.status, (await forged.json()).errors[0]]).toEqual([
      401,
      { code: 'invalid_social_token', detail: 'La connexion avec Facebook a échoué, veuillez réessayer' },
    ]);
  });
});

describe('Facebook sign-up completion', () => {
  const nadia = { user_id: '10001', first_name: 'Nadia', last_name: 'Benali', email: 'nadia.benali@exemple.fr' };

  it('answers an unknown Facebook user with 404, the profile and a sign-up ticket, which signs them up once', async () => {
    const { res, body } = await roundTrip(nadia);
    expect(res.status).toBe(404);
    expect(body.errors[0].code).toBe('social_account_unknown');
    expect(body.signup).toEqual({
      facebook_id: '10001',
      firstname: 'Nadia',
      name: 'Benali',
      email: 'nadia.benali@exemple.fr',
      facebook_token: expect.stringMatching(/^[\w-]{43}$/),
    });
    const ticket = body.signup.facebook_token;

    const signup = await post(t, '/user/signup/fb', { user: completion({ facebook_token: ticket }) });
    expect(signup.status).toBe(201);
    const created = await signup.json();
    expect(created.user).toMatchObject({
      email: 'nadia.benali@exemple.fr',
      role: { name: 'private' },
      has_password: false,
      birth_date: '1992-03-08',
    });
    const reused = await post(t, '/signup/facebook', { user: completion({ facebook_token: ticket, email: 'autre@exemple.fr' }) });
    expect(reused.status).toBe(401);

    const login = await roundTrip(nadia);
    expect(login.res.status).toBe(200);
    expect(login.body.user.id).toBe(created.user.id);
  });

  it('refuses a ticket for another Facebook user, an unknown or expired one, and a second account for one Facebook user', async () => {
    const sam = { user_id: '30001' };
    const first = (await roundTrip(sam)).body.signup.facebook_token;
    const second = (await roundTrip(sam)).body.signup.facebook_token;
    for (const user of [
      completion({ facebook_token: first, facebook_id: '99999' }),
      completion({ facebook_token: 'x'.repeat(43), facebook_id: '30001' }),
    ]) {
      const res = await post(t, '/user/signup/fb', { user });
      expect([res.status, (await res.json()).errors[0].code]).toEqual([401, 'invalid_social_token']);
    }
    expect(
      (await post(t, '/user/signup/fb', { user: completion({ facebook_token: first, facebook_id: '30001', email: 'sam@exemple.fr' }) }))
        .status,
    ).toBe(201);
    const twice = await post(t, '/user/signup/fb', {
      user: completion({ facebook_token: second, facebook_id: '30001', email: 'sam2@exemple.fr' }),
    });
    expect([twice.status, (await twice.json()).errors[0].code]).toEqual([409, 'facebook_taken']);

    const late = (await roundTrip({ user_id: '30002' })).body.signup.facebook_token;
    t.clock.advance(30 * 60 * 1000 + 1000);
    const expired = await post(t, '/user/signup/fb', {
      user: completion({ facebook_token: late, facebook_id: '30002', email: 'tard@exemple.fr' }),
    });
    expect(expired.status).toBe(401);
  });

  it('checks the completion like a sign-up (required fields, 18 years, terms, e-mail taken) and keeps the ticket for a corrected form', async () => {
    const ticket = (await roundTrip({ user_id: '30003' })).body.signup.facebook_token;
    const empty = await post(t, '/user/signup/fb', { user: {} });
    expect(empty.status).toBe(422);
    const fields = (await empty.json()).errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'facebook_token',
        'facebook_id',
        'email',
        'firstname',
        'name',
        'birth_date',
        'user_adress',
        'accept_conditions',
      ]),
    );
    const base = { facebook_token: ticket, facebook_id: '30003' };
    const young = await post(t, '/user/signup/fb', { user: completion({ ...base, birth_date: '2008-11-22' }) });
    expect((await young.json()).errors[0]).toMatchObject({ code: 'invalid_birth_date', field: 'birth_date' });
    await buildUser(t.db.knex, { email: 'pris@exemple.fr' });
    const taken = await post(t, '/user/signup/fb', { user: completion({ ...base, email: 'PRIS@exemple.fr' }) });
    expect([taken.status, (await taken.json()).errors[0].code]).toEqual([409, 'email_taken']);
    expect((await post(t, '/user/signup/fb', { user: completion({ ...base, email: 'libre@exemple.fr' }) })).status).toBe(201);
  });
});
