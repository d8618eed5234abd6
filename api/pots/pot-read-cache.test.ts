/**
 * The public pot read in production (NODE_ENV=production turns its one-second micro-cache on): callers
 * still get their own `can_edit` and the current `closed`, the organiser's changes show at once, and
 * changes made elsewhere (another process: the job worker, another instance) show within a second: the
 * micro-cache is bounded by its TTL, not told of other instances' writes (docs/decisions.md, issue 42).
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildUser, signInAs } from '../../test/factories';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { potBody, referenceIds } from './testing/pot-factories';

let t: TestContext;
let ids: Awaited<ReturnType<typeof referenceIds>>;
let owner: string;

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'production',
    DEVICE_COOKIE_SECRET: 'un secret de test d’au moins 32 caractères',
    PORT: '0',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'entraide-pot-cache-')),
    LOG_LEVEL: 'silent',
  });
  t = await startTestApp({ config });
  ids = await referenceIds(t.db.knex);
  owner = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
});
afterAll(() => t.close());

async function newPot(overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await t.request('/api/v1/user/cagnottes', {
    method: 'POST',
    json: { charity_pot: potBody({ event: ids.privateEvent, charity: ids.charity }, overrides) },
    headers: bearer(owner),
  });
  expect(res.status).toBe(201);
  return (await res.json()).id;
}
const read = async (id: number, token?: string) => {
  const res = await t.request(`/api/v1/cagnottes/${id}`, { headers: token ? bearer(token) : {} });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return res.json();
};

describe('GET /cagnottes/{id} with the production micro-cache', () => {
  it('answers each caller its own can_edit from the same cached read', async () => {
    const id = await newPot();
    expect(await read(id)).toMatchObject({ id, can_edit: false });
    expect(await read(id, owner)).toMatchObject({ id, can_edit: true });
    const stranger = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
    expect(await read(id, stranger)).toMatchObject({ id, can_edit: false });
  });

  it('shows the organiser’s change and early closing at once', async () => {
    const id = await newPot();
    expect(await read(id)).toMatchObject({ name: 'Les 30 ans de Camille', closed: false });
    const put = await t.request(`/api/v1/user/cagnottes/${id}`, {
      method: 'PUT',
      json: { charity_pot: potBody({ event: ids.privateEvent, charity: ids.charity }, { name: 'Les 31 ans de Camille' }) },
      headers: bearer(owner),
    });
    expect(put.status).toBe(200);
    expect(await read(id)).toMatchObject({ name: 'Les 31 ans de Camille' });
    expect((await t.request(`/api/v1/user/cagnottes/${id}/close`, { method: 'POST', headers: bearer(owner) })).status).toBe(200);
    expect(await read(id)).toMatchObject({ closed: true, can_edit: false });
    expect(await read(id, owner)).toMatchObject({ closed: true, can_edit: false });
  });

  it('sends the cached answer as the same UTF-8 bytes each time, French text included, with their exact length', async () => {
    const name = 'Fête d’été à l’École — 30 ans';
    const id = await newPot({ name });
    const bodies: Buffer[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await t.request(`/api/v1/cagnottes/${id}`);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const body = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(body.length);
      bodies.push(body);
    }
    expect(bodies[1]?.equals(bodies[0] as Buffer)).toBe(true);
    expect(JSON.parse((bodies[1] as Buffer).toString('utf8'))).toMatchObject({ id, name, can_edit: false });
  });

  it('closes the pot when its closing instant passes, even while the read is cached', async () => {
    const id = await newPot({ closing_date: '2026-11-23' });
    expect(await read(id)).toMatchObject({ closed: false });
    t.clock.advance(2 * 24 * 3600 * 1000);
    expect(await read(id)).toMatchObject({ closed: true });
    expect(await read(id, owner)).toMatchObject({ closed: true, can_edit: false });
  });

  it('shows totals changed by another process within a second', async () => {
    const id = await newPot();
    const cachedAt = performance.now();
    expect(await read(id)).toMatchObject({ donations_total_amount: 0, donations_count: 0 });
    await t.db.knex('pots').where({ id }).update({ donations_total_amount: 2500, donations_count: 1, donators_count: 1 });
    const meanwhile = await read(id);
    // Still the cached read (unless this machine took most of the second to get here).
    if (performance.now() - cachedAt < 800) expect(meanwhile).toMatchObject({ donations_total_amount: 0 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await read(id)).toMatchObject({ donations_total_amount: 2500, donations_count: 1, donators_count: 1 });
  });

  it('drops a pot changed through another instance within a second (TTL-bounded, no cross-instance signal)', async () => {
    const other = createApp(t.deps).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => other.once('listening', () => resolve()));
    try {
      const id = await newPot();
      const cachedAt = performance.now();
      expect(await read(id)).toMatchObject({ name: 'Les 30 ans de Camille' });
      const put = await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/api/v1/user/cagnottes/${id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', ...bearer(owner) },
        body: JSON.stringify({
          charity_pot: potBody({ event: ids.privateEvent, charity: ids.charity }, { name: 'Les 32 ans de Camille' }),
        }),
      });
      expect(put.status).toBe(200);
      // This instance still answers its own copy to a visitor, the organiser the primary's row at once.
      const meanwhile = await read(id);
      if (performance.now() - cachedAt < 800) expect(meanwhile).toMatchObject({ name: 'Les 30 ans de Camille' });
      expect(await read(id, owner)).toMatchObject({ name: 'Les 32 ans de Camille' });
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await read(id)).toMatchObject({ name: 'Les 32 ans de Camille' });
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });
});
