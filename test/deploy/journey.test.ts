/**
 * Issue 42, item 2: a journey that crosses the two web processes of the production topology
 * (topology.ts), each step forced onto the other instance than the step before.
 */
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateSignup } from '../accounts-fixtures';
import { client, type Call } from './client';
import { potBody, referenceIds } from './fixtures';
import { signUpAndGive } from './journey';
import { PORTS, startTopology, type Topology } from './topology';

let topology: Topology;
let db: Knex;
let call: Call;
let ids: { event: number; charity: number };

beforeAll(async () => {
  topology = await startTopology();
  db = knex({ client: 'pg', connection: topology.postgres.primaryUrl(), pool: { min: 0, max: 2 } });
  call = client(topology.url);
  const reference = await referenceIds(db);
  const [charity] = reference.charities;
  if (!charity) throw new Error('the demo seed gave no charity that issues receipts');
  ids = { event: reference.event, charity: charity.id };
});

afterAll(async () => {
  await db?.destroy();
  await topology?.teardown();
});

const upstreamOf = (name: 'web1' | 'web2') => `127.0.0.1:${PORTS[name]}`;

describe('a journey across the two web processes behind nginx', () => {
  it('signs up on one, goes on with the same session on the other, gives by card with 3-D Secure, and gets the receipt', async () => {
    const email = 'jeanne.deploiement@exemple.fr';
    const journey = await signUpAndGive(call, ids, email);
    // Each step was served by the instance it was pinned to, alternating.
    for (const step of journey.steps) expect(step.answer.upstream, step.name).toBe(upstreamOf(step.pinned));
    expect(new Set(journey.steps.map((s) => s.pinned)).size).toBe(2);

    // The provider's hook came back through nginx (PUBLIC_URL), to whichever instance it picked.
    const hookLines = () =>
      topology.nginx.accessLog().filter((l) => l.includes('/api/v1/payments/hooks?') && l.includes(`RessourceId=${journey.payinId}&`));
    await expect.poll(() => hookLines().some((l) => / 200 127\.0\.0\.1:\d+ /.test(l)), { timeout: 30_000 }).toBe(true);
    expect(hookLines().join('\n') + topology.nginx.errorLog()).toMatch(/EventType=PAYIN_NORMAL_SUCCEEDED.* 200 127\.0\.0\.1:\d+ /);

    // The gift counts on the pot, read on either instance.
    await expect
      .poll(async () => (await journey.step('the pot', 'GET', `/api/v1/cagnottes/${journey.potId}`)).body.donations_total_amount, {
        timeout: 30_000,
      })
      .toBe(4200);
    const donations = await journey.step('my donations', 'GET', '/api/v1/user/donations', { token: journey.token });
    const donation = donations.body[0];
    expect(donation).toMatchObject({ amount: 4200 });

    // The worker sent the confirmation with the tax receipt attached.
    await expect
      .poll(() => topology.inbox.mails.filter((m) => m.to.includes(email) && /recu-fiscal-.*\.pdf/.test(m.raw)).length, { timeout: 60_000 })
      .toBe(1);

    // …and the receipt downloads from the other instance as well.
    const receipt = await journey.step('receipt', 'GET', `/api/v1/user/donations/${donation.id}/cerfa`, { token: journey.token });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toContain('application/pdf');
    expect((receipt.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('holds a limit across the instances, and caches only anonymous public reads (issue 42, items 3 and 5)', async () => {
    // Newsletter sign-ups: 3 per e-mail address whatever the instance (the counters are in the database).
    const statuses = [];
    for (const pin of ['web1', 'web2', 'web1', 'web2'] as const)
      statuses.push((await call('POST', '/api/v1/subscribers/add?email=partagee.deploiement@exemple.fr', { pin, json: {} })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);

    // The stand-in CDN: a second anonymous directory read is a HIT…
    await call('GET', '/api/v1/assocs');
    const second = await call('GET', '/api/v1/assocs');
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    // …a signed-in read never is.
    const token = (
      await call('POST', '/api/v1/user/signup/private', { json: { user: privateSignup({ email: 'cache.connecte@exemple.fr' }) } })
    ).body.auth_token as string;
    for (let i = 0; i < 2; i++) {
      const read = await call('GET', '/api/v1/assocs', { token });
      expect(read.status).toBe(200);
      expect(read.headers.get('x-cache-status')).not.toBe('HIT');
      expect(read.headers.get('cache-control')).toContain('private');
    }
  });

  it('serves a visitor’s pot read from the replica, the organiser’s from the primary (issue 42, item 4)', async () => {
    const organiser = (
      await call('POST', '/api/v1/user/signup/private', { json: { user: privateSignup({ email: 'replique.orga@exemple.fr' }) } })
    ).body.auth_token as string;
    await topology.postgres.pauseReplay();
    try {
      const pot = await call('POST', '/api/v1/user/cagnottes', { token: organiser, json: potBody(ids) });
      expect(pot.status).toBe(201);
      // Replay paused: the replica has not seen the pot; the organiser, on the primary, has.
      expect((await call('GET', `/api/v1/cagnottes/${pot.body.id}`, { token: organiser })).status).toBe(200);
      expect((await call('GET', `/api/v1/cagnottes/${pot.body.id}`, { pin: 'web2' })).status).toBe(404);
      await topology.postgres.resumeReplay();
      await expect
        .poll(async () => (await call('GET', `/api/v1/cagnottes/${pot.body.id}`, { pin: 'web1' })).status, { timeout: 30_000 })
        .toBe(200);
    } finally {
      await topology.postgres.resumeReplay();
    }
  });
});
