/**
 * The development outbox through HTTP: it holds live password-reset links, so it answers only when
 * DEV_OUTBOX is on, and never to a request a proxy forwarded (behind a reverse proxy on the same host,
 * every remote client arrives from the loopback).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { createApp } from '../app';

let t: TestContext;
let withoutOutbox: Server;

beforeAll(async () => {
  t = await startTestApp();
  await t.request('/api/v1/user/pwd/reset', { method: 'POST', json: { email: 'personne@exemple.fr' } });
  withoutOutbox = createApp({ ...t.deps, config: { ...t.deps.config, DEV_OUTBOX: false } }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => withoutOutbox.once('listening', () => resolve()));
});
afterAll(async () => {
  await new Promise<void>((resolve) => withoutOutbox?.close(() => resolve()));
  await t?.close();
});

describe('GET /dev/outbox', () => {
  it('answers a caller on this machine when DEV_OUTBOX is on', async () => {
    const res = await t.request('/api/v1/dev/outbox');
    expect(res.status).toBe(200);
    expect(Array.isArray(await res.json())).toBe(true);
  });

  it.each([
    ['X-Forwarded-For', '203.0.113.9'],
    ['Forwarded', 'for=203.0.113.9;proto=https'],
  ])('refuses a request carrying %s (a proxied client): 404', async (header, value) => {
    const res = await t.request('/api/v1/dev/outbox', { headers: { [header]: value } });
    expect(res.status).toBe(404);
    expect((await res.json()).errors[0].detail).toBe('Cette adresse de l’API n’existe pas');
  });

  it('does not exist when DEV_OUTBOX is off (the default of `npm run serve`)', async () => {
    const res = await fetch(`http://127.0.0.1:${(withoutOutbox.address() as AddressInfo).port}/api/v1/dev/outbox`);
    expect(res.status).toBe(404);
  });
});
