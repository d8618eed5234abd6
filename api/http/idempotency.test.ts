/** The Idempotency-Key mechanism (docs/api-contract.md): replay, 422 on another body, 409 while in flight, 24 hours. */
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { bearer, buildUser, signInAs } from '../../test/factories';
import { potBody, referenceIds } from '../pots/testing/pot-factories';
import { testRequestFrame } from './testing/request-frame';
import { IDEMPOTENCY_LEASE_MS, idempotent, REPLAYED_HEADER, requestHash } from './idempotency';
import { encodeJson, sendJson } from './json-body';

let t: TestContext;
let token: string;
let body: Record<string, unknown>;

beforeAll(async () => {
  t = await startTestApp();
  const ids = await referenceIds(t.db.knex);
  token = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
  body = potBody({ event: ids.privateEvent, charity: ids.charity });
});
afterAll(() => t.close());

const KEY = 'retry-key-0123456789';
const create = (key: string | null, pot = body, auth = token) =>
  t.request('/api/v1/user/cagnottes', {
    method: 'POST',
    json: { charity_pot: pot },
    headers: { ...bearer(auth), ...(key ? { 'Idempotency-Key': key } : {}) },
  });
const potCount = async () => Number((await t.db.knex('pots').count({ n: '*' }).first())?.n);

describe('POST /user/cagnottes with Idempotency-Key', () => {
  it('creates one pot for a retried request and replays the first answer', async () => {
    const before = await potCount();
    const first = await create(KEY);
    const second = await create(KEY);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(await potCount()).toBe(before + 1);
  });

  it('answers 422 when the key comes back with another body', async () => {
    const before = await potCount();
    const res = await create(KEY, { ...body, name: 'Une autre cagnotte' });
    expect(res.status).toBe(422);
    expect((await res.json()).errors[0]).toMatchObject({ code: 'idempotency_key_reused', field: 'Idempotency-Key' });
    expect(await potCount()).toBe(before);
  });

  it('scopes keys to the account', async () => {
    const otherToken = await signInAs(t.db.knex, t.clock, await buildUser(t.db.knex));
    const mine = await (await create('scoped-key-0123456789')).json();
    const theirs = await (await create('scoped-key-0123456789', body, otherToken)).json();
    expect(theirs.id).not.toBe(mine.id);
  });

  it('refuses a malformed key with 422 and runs nothing', async () => {
    const before = await potCount();
    const res = await create('short');
    expect(res.status).toBe(422);
    expect((await res.json()).errors[0]).toMatchObject({
      field: 'Idempotency-Key',
      detail: "La clé d'idempotence doit contenir entre 16 et 64 caractères",
    });
    expect(await potCount()).toBe(before);
  });

  it('creates each time without a key', async () => {
    const before = await potCount();
    await create(null);
    await create(null);
    expect(await potCount()).toBe(before + 2);
  });

  it('replays the first answer even when the same body would now be refused', async () => {
    const pot = { ...body, closing_date: '2026-11-23' };
    const firstDated = await create('dated-key-0123456789', pot);
    expect(firstDated.status, await firstDated.clone().text()).toBe(201);
    t.clock.advance(14 * 60 * 60 * 1000); // 01:00 in Paris on 2026-11-23: no longer a valid closing day
    const retry = await create('dated-key-0123456789', pot);
    expect(retry.status).toBe(201);
    expect((await create('fresh-key-0123456789', pot)).status).toBe(422);
    t.clock.set('2026-11-22T10:00:00Z');
  });

  it('forgets a key after 24 hours by the clock', async () => {
    const first = await (await create('expiring-key-0123456789')).json();
    t.clock.advance(24 * 60 * 60 * 1000 + 1);
    const later = await create('expiring-key-0123456789');
    expect(later.headers.get(REPLAYED_HEADER)).toBeNull();
    expect((await later.json()).id).not.toBe(first.id);
    // Expired, the key is free even for another request, whether or not the purge job ran meanwhile.
    t.clock.advance(24 * 60 * 60 * 1000 + 1);
    const other = await create('expiring-key-0123456789', { ...body, name: 'Une autre cagnotte' });
    expect(other.status).toBe(201);
    expect(other.headers.get(REPLAYED_HEADER)).toBeNull();
    t.clock.set('2026-11-22T10:00:00Z');
  });

  it('creates one pot when the same request arrives several times at once', async () => {
    const before = await potCount();
    const answers = await Promise.all(Array.from({ length: 5 }, () => create('parallel-key-0123456789')));
    const created = answers.filter((res) => res.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((res) => res.status === 201 || res.status === 409)).toBe(true);
    const idsSeen = new Set(await Promise.all(created.map(async (res) => (await res.json()).id)));
    expect(idsSeen.size).toBe(1);
    expect(await potCount()).toBe(before + 1);
  });
});

describe('a claim left by a process that died mid-request', () => {
  it('is taken over by a retry of the same request once its lease has passed, never before', async () => {
    const key = 'crashed-key-0123456789';
    const me = await (await t.request('/api/v1/user', { headers: bearer(token) })).json();
    const scope = `user:${me.id}`;
    const hash = requestHash('POST', '/api/v1/user/cagnottes', { charity_pot: body });
    // What a process killed after claiming the key leaves behind.
    await t.db.knex('idempotency_keys').insert({ scope, key, request_hash: hash, status: 'in_flight', created_at: t.clock.now() });
    const before = await potCount();
    t.clock.advance(IDEMPOTENCY_LEASE_MS - 1000);
    expect((await create(key)).status).toBe(409);
    const other = await create(key, { ...body, name: 'Une autre cagnotte' });
    expect(other.status).toBe(422);
    t.clock.advance(2000);
    const retried = await create(key);
    expect(retried.status).toBe(201);
    const replayed = await create(key);
    expect(replayed.headers.get(REPLAYED_HEADER)).toBe('true');
    expect((await replayed.json()).id).toBe((await retried.json()).id);
    expect(await potCount()).toBe(before + 1);
    t.clock.set('2026-11-22T10:00:00Z');
  });
});

/** A toy app with `router`, and a POST to `path` with `key` (the same body each time). */
async function serve(router: Router, path: string, key: string) {
  const app = new Koa().use(testRequestFrame()).use(bodyParser()).use(router.routes());
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  const send = () =>
    fetch(url, { method: 'POST', headers: { 'Idempotency-Key': key, 'Content-Type': 'application/json' }, body: '{"a":1}' });
  return { server, send };
}

describe('an answer sent as JSON already made (sendJson)', () => {
  it.each([
    ['UTF-8 bytes', (value: unknown) => encodeJson(value)],
    ['a string', (value: unknown) => JSON.stringify(value)],
  ])('is replayed as the same JSON when it was %s', async (label, make) => {
    const answer = { id: 7, name: 'Cagnotte de Noël', label };
    const router = new Router();
    router.post('/made', idempotent(t.deps, { scope: () => `test:made:${label}` }), (ctx) => {
      ctx.status = 201;
      sendJson(ctx, make(answer));
    });
    const { server, send } = await serve(router, '/made', 'made-key-0123456789');
    try {
      const first = await send();
      const replayed = await send();
      expect(replayed.headers.get(REPLAYED_HEADER)).toBe('true');
      expect(replayed.status).toBe(201);
      expect(replayed.headers.get('content-type')).toBe(first.headers.get('content-type'));
      expect(await replayed.json()).toEqual(await first.json());
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('a request still in flight', () => {
  it('makes a duplicate wait, then answer 409, and never runs the handler twice', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const router = new Router();
    router.post('/slow', idempotent(t.deps, { scope: () => 'test:slow', waitMs: 200 }), async (ctx) => {
      runs += 1;
      await gate;
      ctx.status = 201;
      ctx.body = { done: true };
    });
    const { server, send } = await serve(router, '/slow', 'slow-key-0123456789');
    try {
      const first = send();
      await expect.poll(() => runs).toBe(1);
      const duplicate = await send();
      expect(duplicate.status).toBe(409);
      expect((await duplicate.json()).errors[0]).toMatchObject({ code: 'request_in_progress', detail: 'Requête déjà en cours' });
      const waiting = send();
      release();
      expect((await first).status).toBe(201);
      const replayed = await waiting;
      expect(replayed.status).toBe(201);
      expect(await replayed.json()).toEqual({ done: true });
      expect(runs).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
