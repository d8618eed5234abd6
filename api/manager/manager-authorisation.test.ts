// Every manager route, read from the router itself: anonymous callers get 401, a revoked token 401,
// private and company accounts 403 (nothing changed), and a manager gets past the guard. A new route is
// in the list automatically; the organiser export is checked for its own rule (creator only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildCompany, buildUser, signInAs } from '../../test/factories';
import { insertPot, referenceIds } from '../pots/testing/pot-factories';
import { managerRoutes } from './manager.routes';
import { call, signedInManager } from './testing/manager-flows';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function routeList(): string[] {
  const list = new Set<string>();
  for (const layer of managerRoutes(t.deps).stack) {
    for (const method of layer.methods) if (method !== 'HEAD') list.add(`${method} ${layer.path}`);
  }
  return [...list].sort();
}

const concrete = (template: string) => template.replace(/:id\b/, '1').replace(':media', 'logo');

describe('manager routes are for managers only', () => {
  it('reads a route list that covers the manager API', () => {
    const routes = routeList();
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(routes).toContain('POST /manager/donations/:id/refund');
    expect(routes).toContain('POST /manager/charities/:id/payouts');
    expect(routes.every((r) => r.split(' ')[1]!.startsWith('/manager/'))).toBe(true);
  });

  it('answers 401 to anonymous callers and to a revoked token, on every route', async () => {
    const token = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
    await t.request('/api/v1/user/auth', { method: 'DELETE', headers: bearer(token) });
    for (const route of routeList()) {
      const [method, template] = route.split(' ') as [string, string];
      const anonymous = await call(t, null, concrete(template), { method, json: method === 'GET' ? undefined : {} });
      expect(anonymous.status, route).toBe(401);
      const revoked = await call(t, token, concrete(template), { method, json: method === 'GET' ? undefined : {} });
      expect(revoked.status, route).toBe(401);
      expect(revoked.body.errors[0].code).toBe('invalid_token');
    }
  });

  it('answers 403 to private and company accounts on every route, and changes nothing', async () => {
    const privateToken = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
    const companyToken = await signInAs(t.db.knex, t.clock, await buildCompany(t.db.knex));
    const before = await t.db.knex('audit_log').count({ n: '*' }).first();
    for (const token of [privateToken, companyToken]) {
      for (const route of routeList()) {
        const [method, template] = route.split(' ') as [string, string];
        const answer = await call(t, token, concrete(template), {
          method,
          json: method === 'GET' ? undefined : { charity: { name: 'Pirate' } },
        });
        expect(answer.status, route).toBe(403);
        expect(answer.body.errors[0]).toMatchObject({
          code: 'manager_only',
          detail: 'Cet espace est réservé aux gestionnaires d’Entraide',
        });
      }
    }
    expect(await t.db.knex('audit_log').count({ n: '*' }).first()).toEqual(before);
  });

  it('lets a manager through the guard on every route (never 401 or 403)', async () => {
    const manager = await signedInManager(t);
    for (const route of routeList().filter((r) => r.startsWith('GET'))) {
      const [, template] = route.split(' ') as [string, string];
      const answer = await call(
        t,
        manager.token,
        `${concrete(template)}${template.includes('exports') || template.includes('yearly') ? '?year=2026' : ''}`,
      );
      expect([401, 403], route).not.toContain(answer.status);
    }
    const list = await call(t, manager.token, '/manager/charities?q=&limit=5');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(5);
  });

  it('gives the organiser export of a pot to its creator only', async () => {
    const ids = await referenceIds(t.db.knex);
    const organiser = await buildUser(t.db.knex);
    const potId = await insertPot(t.db.knex, { created_by_id: organiser.id, event_type_id: ids.privateEvent, assoc_id: ids.charity });
    const path = `/user/cagnottes/${potId}/donations.csv`;
    expect((await call(t, null, path)).status).toBe(401);
    const other = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
    expect((await call(t, other, path)).status).toBe(403);
    const mine = await call(t, await signInAs(t.db.knex, t.clock, organiser), path);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  });
});
