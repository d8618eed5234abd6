// Every route of the accounts area, read from its routers: each is either public or answers 401 to an
// anonymous caller (and to a revoked token). A new route without a row here fails the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildUser, signInAs } from '../../test/factories';
import { accountsRouters } from './accounts.routes';

const PUBLIC = new Set([
  'POST /user/auth',
  'POST /user/signup/private',
  'POST /user/signup/enterprise',
  'POST /signup',
  'POST /user/pwd/reset',
  'POST /user/pwd/reset/confirm',
  'GET /auth/providers',
  'POST /user/auth/facebook',
  'POST /auth/facebook/profile',
  'POST /user/signup/fb',
  'POST /signup/facebook',
]);
const PROTECTED = new Set([
  'DELETE /user/auth',
  'GET /user',
  'PUT /user',
  'PUT /user/pwd/update',
  'PUT /user/company/upload/logo',
  'GET /user/export',
  'DELETE /user',
  'POST /kyc/level',
]);

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function routeList(): string[] {
  const list: string[] = [];
  for (const router of accountsRouters(t.deps)) {
    for (const layer of router.stack) {
      for (const method of layer.methods) if (method !== 'HEAD') list.push(`${method} ${layer.path}`);
    }
  }
  return list;
}

describe('authorisation of the accounts routes', () => {
  it('classes every route as public or protected', () => {
    expect(routeList().sort()).toEqual([...PUBLIC, ...PROTECTED].sort());
  });

  it.each([...PROTECTED])('%s answers 401 without a token and with a revoked one', async (route) => {
    const [method, path] = route.split(' ') as [string, string];
    const anonymous = await t.request(`/api/v1${path}`, { method, json: method === 'GET' ? undefined : {} });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).errors[0].code).toBe('unauthorized');

    const user = await buildUser(t.db.knex);
    const token = await signInAs(t.db.knex, t.clock, user);
    await t.request('/api/v1/user/auth', { method: 'DELETE', headers: bearer(token) });
    const revoked = await t.request(`/api/v1${path}`, { method, headers: bearer(token), json: method === 'GET' ? undefined : {} });
    expect(revoked.status).toBe(401);
    expect((await revoked.json()).errors[0].code).toBe('invalid_token');
  });
});
