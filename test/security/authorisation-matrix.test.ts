// Every API route, read from the router, x {anonymous, private owner, company, manager,
// another account owning nothing}, with the status docs/api-contract.md gives; nothing another caller does
// changes the owner's rows, and nothing another caller receives carries the owner's personal data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../app';
import { bearer, buildCompany, buildUser, signInAs } from '../factories';
import { apiRoutes, fillPath, splitRoute } from './api-routes';
import { ACTORS, ROUTE_MATRIX, type Actor, type RouteRow } from './route-matrix';
import { buildSecurityWorld, ownerChecksum, type SecurityWorld } from './security-world';
import { answerText } from '../../api/pots/live/testing/sse-client';

let t: TestContext;
let world: SecurityWorld;
beforeAll(async () => {
  t = await startTestApp();
  world = await buildSecurityWorld(t);
}, 180_000);
afterAll(() => t?.close());

/** Throw-away accounts of each role, for rows acting on the caller's own account. */
async function freshToken(actor: Actor): Promise<string | null> {
  if (actor === 'anonymous') return null;
  const knex = t.db.knex;
  const user = actor === 'company' ? await buildCompany(knex) : await buildUser(knex, { role_id: actor === 'manager' ? 3 : 1 });
  return signInAs(knex, t.clock, user);
}

async function send(route: string, row: RouteRow, actor: Actor): Promise<{ status: number; text: string }> {
  const { method, template } = splitRoute(route);
  const token = row.fresh ? await freshToken(actor) : await world.tokenOf(actor);
  const path =
    fillPath(template, world.targets[row.on ?? 'none']) +
    (row.query ? `?${row.query.replace('{ownerEmail}', encodeURIComponent(world.owner.email))}` : '');
  const body = method === 'GET' ? undefined : world.bodies[row.body ?? 'empty'];
  const payload = body instanceof FormData ? { body } : body === undefined ? {} : { json: body };
  const res = await t.request(`/api/v1${path}`, { method, headers: token ? bearer(token) : {}, ...payload });
  return { status: res.status, text: await answerText(res) };
}

describe('the authorisation matrix', () => {
  it('has one line per route of the router, and none for a route that is gone', () => {
    const routes = apiRoutes(t.deps);
    expect(
      routes.filter((route) => !(route in ROUTE_MATRIX)),
      'routes without a line in test/security/route-matrix.ts',
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_MATRIX).filter((route) => !routes.includes(route)),
      'lines whose route is gone',
    ).toEqual([]);
  });

  it.each(Object.entries(ROUTE_MATRIX))('%s answers each caller as the contract says', async (route, row) => {
    // Managers act on anyone's data through their own routes (refunds, deactivation): they go after the check.
    const byRole = (actor: Actor) => actor === 'private' || (actor === 'manager' && route.includes(' /manager/'));
    const before = await ownerChecksum(t, world.owner.id);
    const seen: Record<string, number> = {};
    for (const actor of ACTORS.filter((a) => !byRole(a))) {
      const answer = await send(route, row, actor);
      seen[actor] = answer.status;
      if (!row.devOnly)
        for (const secret of world.secrets) expect(answer.text, `${route} as ${actor} reveals the owner's ${secret}`).not.toContain(secret);
      if (answer.status >= 400) expect(JSON.parse(answer.text).errors[0].detail, `${route} as ${actor}`).toMatch(/\S/);
    }
    expect(await ownerChecksum(t, world.owner.id), `${route}: another caller changed the owner's rows`).toEqual(before);
    for (const actor of ACTORS.filter(byRole)) seen[actor] = (await send(route, row, actor)).status;
    expect(
      ACTORS.map((actor) => seen[actor]),
      `${route} as [${ACTORS.join(', ')}]`,
    ).toEqual([...row.expect]);
  });

  it("lists none of the owner's donations, subscriptions or pots to another account", async () => {
    const owned = { donation: world.targets.donation, subscription: world.targets.subscription, pot: world.targets.ownerPot };
    for (const actor of ['company', 'manager', 'other'] as const) {
      const token = await world.tokenOf(actor);
      const list = async (path: string) =>
        (await (await t.request(`/api/v1${path}`, { headers: bearer(token as string) })).json()) as Array<{ id: number }>;
      expect(
        (await list('/user/donations')).map((d) => d.id),
        actor,
      ).not.toContain(owned.donation);
      expect(
        (await list('/user/subscriptions')).map((s) => s.id),
        actor,
      ).not.toContain(owned.subscription);
      expect(
        (await list('/cagnottes')).map((p) => p.id),
        actor,
      ).not.toContain(owned.pot);
    }
    const mine = await world.tokenOf('private');
    const ownList = (await (await t.request('/api/v1/user/donations', { headers: bearer(mine as string) })).json()) as Array<{
      id: number;
    }>;
    expect(ownList.map((d) => d.id)).toContain(owned.donation);
  });

  const signedInOnly = Object.entries(ROUTE_MATRIX).filter(([, row]) => row.expect[0] === 401);
  it.each(signedInOnly)('%s answers 401 (session expired) to a revoked token', async (route, row) => {
    const { method, template } = splitRoute(route);
    const token = await signInAs(t.db.knex, t.clock, { id: world.userIds.other });
    expect((await t.request('/api/v1/user/auth', { method: 'DELETE', headers: bearer(token) })).status).toBe(204);
    const path = fillPath(template, world.targets[row.on ?? 'none']);
    const res = await t.request(`/api/v1${path}`, { method, headers: bearer(token), ...(method === 'GET' ? {} : { json: {} }) });
    expect(res.status).toBe(401);
    expect((await res.json()).errors[0]).toEqual({ code: 'invalid_token', detail: 'Votre session a expiré, merci de vous reconnecter' });
  });
});
