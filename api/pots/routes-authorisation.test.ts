// Every route of the pots area, read from its routers: each is either public or answers 401 to an
// anonymous caller (and to a revoked token). A new route without a row here fails the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildUser, signInAs } from '../../test/factories';
import { potsRouters } from './pots.routes';

const PUBLIC = new Set(['GET /cagnottes/:id', 'GET /cagnottes/:id/donations', 'POST /share/decline']);
const PROTECTED = new Set([
  'POST /user/cagnottes',
  'PUT /user/cagnottes/:id',
  'PUT /user/cagnottes/:id/banner',
  'POST /user/cagnottes/:id/close',
  'POST /share/emails',
]);

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function routeList(): string[] {
  const list: string[] = [];
  for (const router of potsRouters(t.deps)) {
    for (const layer of router.stack) {
      for (const method of layer.methods) if (method !== 'HEAD') list.push(`${method} ${layer.path}`);
    }
  }
  return list;
}

describe('authorisation of the pots routes', () => {
  it('classes every route as public or protected', () => {
    expect(routeList().sort()).toEqual([...PUBLIC, ...PROTECTED].sort());
  });

  it.each([...PROTECTED])('%s answers 401 without a token and with a revoked one', async (route) => {
    const [method, template] = route.split(' ') as [string, string];
    const path = template.replace(':id', '1');
    const anonymous = await t.request(`/api/v1${path}`, { method, json: {} });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).errors[0].code).toBe('unauthorized');

    const token = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
    await t.request('/api/v1/user/auth', { method: 'DELETE', headers: bearer(token) });
    const revoked = await t.request(`/api/v1${path}`, { method, headers: bearer(token), json: {} });
    expect(revoked.status).toBe(401);
    expect((await revoked.json()).errors[0].code).toBe('invalid_token');
  });

  it.each([...PUBLIC, ...PROTECTED])('%s answers a hostile id or body with 4xx, never 500', async (route) => {
    const [method, template] = route.split(' ') as [string, string];
    const token = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
    for (const id of ["1' OR '1'='1", '-1', '99999999999999999999', '%00', '1.5']) {
      const path = template.replace(':id', encodeURIComponent(id));
      const bodies = method === 'GET' ? [undefined] : [{}, { charity_pot: 'x' }, { charity_pot: { name: ['a'], closing_date: { $gt: '' } } }, [1, 2], 'texte'];
      for (const json of bodies) {
        const res = await t.request(`/api/v1${path}`, { method, headers: bearer(token), json });
        expect(res.status, `${method} ${path} ${JSON.stringify(json)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path} ${JSON.stringify(json)}`).toBeLessThan(500);
      }
    }
  });
});
