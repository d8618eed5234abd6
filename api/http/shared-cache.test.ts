/**
 * Cache headers of the public reads (issue 42): what a CDN may keep carries s-maxage and
 * stale-while-revalidate; nothing personal is ever shareable (a signed-in caller, a cookie set, /user/*).
 */
import { rmSync } from 'node:fs';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { makeDistDir } from '../../test/dist-dir';
import { bearer, buildUser, FACTORY_PASSWORD } from '../../test/factories';
import { CONSENT_FORM_PATH } from '../../domain/consent-cookie';
import { DIRECTORY_PATH } from '../../domain/directory-paths';
import { insertPot, referenceIds } from '../pots/testing/pot-factories';
import { testRequestFrame } from './testing/request-frame';
import { DIRECTORY_CACHE_CONTROL, PERSONAL_CACHE_CONTROL, POT_CACHE_CONTROL } from './shared-cache';

const distDir = makeDistDir('shared-cache');
let t: TestContext;
let potId: number;
/** A signed-in donor's bearer token and the device cookie its sign-in set. */
let session: { token: string; cookie: string; signInCacheControl: string | null };

beforeAll(async () => {
  t = await startTestApp({ distDir });
  const ids = await referenceIds(t.db.knex);
  const user = await buildUser(t.db.knex, { email: 'donatrice.cache@exemple.fr' });
  potId = await insertPot(t.db.knex, { created_by_id: user.id, event_type_id: ids.privateEvent, assoc_id: ids.charity, name: 'Fête' });
  const signIn = await t.request('/api/v1/user/auth', { method: 'POST', json: { email: user.email, password: FACTORY_PASSWORD } });
  expect(signIn.status).toBe(200);
  const deviceCookie = signIn.headers.getSetCookie().find((c) => c.startsWith('entraide_device_'));
  session = {
    token: (await signIn.json()).token,
    cookie: `cookie_consent=accepted; ${deviceCookie?.split(';')[0]}`,
    signInCacheControl: signIn.headers.get('cache-control'),
  };
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

const html = { Accept: 'text/html' };
const cacheControlOf = async (path: string, headers: Record<string, string> = {}) => {
  const res = await t.request(path, { headers });
  expect(res.status).toBe(200);
  return res.headers.get('cache-control');
};
/** The public reads and the Cache-Control an anonymous visitor gets. */
const publicReads = (): Array<[string, Record<string, string>, string]> => [
  [`/participate/${potId}`, html, POT_CACHE_CONTROL],
  [`/api/v1/cagnottes/${potId}`, {}, POT_CACHE_CONTROL],
  [`/api/v1/cagnottes/${potId}/donations`, {}, POT_CACHE_CONTROL],
  [DIRECTORY_PATH, html, DIRECTORY_CACHE_CONTROL],
  ['/api/v1/assocs', {}, DIRECTORY_CACHE_CONTROL],
];

describe('Cache-Control of the public reads', () => {
  it('lets a CDN keep the anonymous reads a few seconds (s-maxage, stale-while-revalidate)', async () => {
    expect(POT_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=20');
    expect(DIRECTORY_CACHE_CONTROL).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=60');
    for (const [path, headers, expected] of publicReads()) expect(await cacheControlOf(path, headers), path).toBe(expected);
  });

  it('keeps the cookie banner’s choice alone shareable (it carries no one)', async () => {
    for (const [path, headers, expected] of publicReads())
      expect(await cacheControlOf(path, { ...headers, Cookie: 'cookie_consent=accepted' }), path).toBe(expected);
  });

  it('never shares the same reads made by a signed-in caller: bearer token, device cookie, or both', async () => {
    const callers = [bearer(session.token), { Cookie: session.cookie }, { ...bearer(session.token), Cookie: session.cookie }];
    for (const caller of callers)
      for (const [path, headers] of publicReads())
        expect(await cacheControlOf(path, { ...headers, ...caller }), path).toBe(PERSONAL_CACHE_CONTROL);
  });

  it('never shares an answer that sets a cookie', async () => {
    expect(session.signInCacheControl).toBe(PERSONAL_CACHE_CONTROL);
    const consent = await t.request(CONSENT_FORM_PATH, { method: 'POST', json: { choice: 'accepted' }, redirect: 'manual' });
    expect(consent.headers.getSetCookie()).toHaveLength(1);
    expect(consent.headers.get('cache-control')).toBe('no-store');
    // A public read that would set a cookie, through the same middleware the app uses.
    const app = new Koa();
    app.use(testRequestFrame());
    app.use((ctx) => {
      ctx.set('Cache-Control', POT_CACHE_CONTROL);
      ctx.append('Set-Cookie', 'suivi=1; Path=/');
      ctx.body = { ok: true };
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as { port: number };
    for (const path of ['/api/v1/cagnottes/1', `/participate/1`])
      expect((await fetch(`http://127.0.0.1:${port}${path}`)).headers.get('cache-control'), path).toBe(PERSONAL_CACHE_CONTROL);
    server.close();
  });

  it('never lets /user/* be stored, signed in or not', async () => {
    const signedIn = await t.request('/api/v1/user/donations', { headers: bearer(session.token) });
    const anonymous = await t.request('/api/v1/user/donations');
    expect(anonymous.status).toBe(401);
    for (const res of [signedIn, anonymous]) expect(res.headers.get('cache-control')).toBe(PERSONAL_CACHE_CONTROL);
  });
});
