/**
 * The public site's limits hold across API instances (issue 42): two apps on one database, requests
 * alternating between them, meet each limit at its configured count, not twice it (the counters are in
 * throttle_counters, api/public-site/rate-limit.ts).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildUser, signInAs } from '../../test/factories';
import { insertPot, referenceIds } from '../pots/testing/pot-factories';
import { SHARE_LIMITS } from '../pots/share.service';
import { NEWSLETTER_LIMITS } from './newsletter.routes';
import { PAGE_VIEW_LIMIT } from './page-views.routes';

let t: TestContext;
let second: Server;
let urls: string[];

beforeAll(async () => {
  t = await startTestApp({ mail: { send: async () => undefined } });
  // A second instance: its own Koa app (its own routers and caches) on the same database and clock.
  second = createApp(t.deps).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => second.once('listening', () => resolve()));
  urls = [t.url, `http://127.0.0.1:${(second.address() as AddressInfo).port}`];
});
afterAll(async () => {
  await new Promise<void>((resolve) => second.close(() => resolve()));
  await t.close();
});

/** Sends request number `i` to instance i % 2. */
const post = (i: number, path: string, init: { json?: unknown; headers?: Record<string, string> } = {}) =>
  fetch(urls[i % 2] + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: JSON.stringify(init.json ?? {}),
  });

/** Sends `count` alternating requests, then one more; returns their statuses. */
async function alternate(count: number, send: (i: number) => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i <= count; i += 1) statuses.push((await send(i)).status);
  return statuses;
}

describe('limits across two instances', () => {
  it('newsletter sign-ups: 10 per client address, not 20', async () => {
    const { limit } = NEWSLETTER_LIMITS.perClient;
    const statuses = await alternate(limit, (i) =>
      post(i, `/api/v1/subscribers/add?email=client${i}@exemple.fr`, { headers: { 'X-Forwarded-For': '203.0.113.201' } }),
    );
    expect(statuses).toEqual([...Array<number>(limit).fill(200), 429]);
  });

  it('newsletter sign-ups: 3 per e-mail address, not 6', async () => {
    const { limit } = NEWSLETTER_LIMITS.perEmail;
    const statuses = await alternate(limit, (i) =>
      post(i, '/api/v1/subscribers/add?email=partagee@exemple.fr', { headers: { 'X-Forwarded-For': `203.0.113.${210 + i}` } }),
    );
    expect(statuses).toEqual([...Array<number>(limit).fill(200), 429]);
  });

  it('page views: 300 a minute per client address, not 600', async () => {
    const statuses = await alternate(PAGE_VIEW_LIMIT.limit, (i) =>
      post(i, '/api/v1/analytics/page_views', { json: { path: '/' }, headers: { 'X-Forwarded-For': '203.0.113.220' } }),
    );
    expect(statuses).toEqual([...Array<number>(PAGE_VIEW_LIMIT.limit).fill(204), 429]);
  });

  it('share by e-mail: 10 requests an hour per account, not 20', async () => {
    const ids = await referenceIds(t.db.knex);
    const user = await buildUser(t.db.knex);
    await t.db
      .knex('users')
      .where({ id: user.id })
      .update({ created_at: new Date(t.clock.now().getTime() - 30 * 86_400_000) });
    const token = await signInAs(t.db.knex, t.clock, user);
    const potId = await insertPot(t.db.knex, {
      created_by_id: user.id,
      event_type_id: ids.privateEvent,
      assoc_id: ids.charity,
      name: 'Fête',
    });
    const { limit } = SHARE_LIMITS.perAccount;
    const statuses = await alternate(limit, (i) =>
      post(i, '/api/v1/share/emails', { json: { pot_id: potId, emails: `ami${i}@exemple.fr` }, headers: bearer(token) }),
    );
    expect(statuses).toEqual([...Array<number>(limit).fill(200), 429]);
  });
});
