/**
 * TRUST_PROXY through HTTP: a client rotating X-Forwarded-For is one client unless a trusted proxy wrote
 * the entry. The per-address limit of `POST /payments/return` (60 in 10 minutes) shows which address the
 * API counted.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { createApp } from '../app';
import { PAYMENT_RETURN_PER_IP } from '../payments/donations/quick-throttle';
import { parseTrustProxy } from './client-address';

let t: TestContext;
const servers: Server[] = [];

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  for (const server of servers) await new Promise<void>((resolve) => server.close(() => resolve()));
  await t?.close();
});

/** The same app and database, with another TRUST_PROXY. */
async function appTrusting(setting: string | undefined): Promise<string> {
  const trust = parseTrustProxy(setting);
  if (!trust) throw new Error(`bad setting ${setting}`);
  const server = createApp({ ...t.deps, config: { ...t.deps.config, TRUST_PROXY: trust } }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let n = 0;
/** A payment return for an unknown pay-in, from `forwardedFor`: 404 until the address is throttled, then 429. */
async function paymentReturn(base: string, forwardedFor: string): Promise<number> {
  const res = await fetch(`${base}/api/v1/payments/return`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify({ transactionId: `inconnu${++n}` }),
  });
  return res.status;
}

const rotating = (prefix: string, i: number) => `${prefix}.${Math.floor(i / 250)}.${i % 250}`;

describe('TRUST_PROXY', () => {
  it('off (the default): a client rotating X-Forwarded-For is throttled at its own address', async () => {
    const direct = await appTrusting(undefined);
    const statuses: number[] = [];
    for (let i = 0; i <= PAYMENT_RETURN_PER_IP.limit; i++) statuses.push(await paymentReturn(direct, rotating('198.51', i)));
    expect(statuses.slice(0, PAYMENT_RETURN_PER_IP.limit).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('a list of proxies: the header of a request from any other address is ignored', async () => {
    // The socket (127.0.0.1) is not the listed proxy: this is the client already throttled above.
    const elsewhere = await appTrusting('10.9.9.9');
    expect(await paymentReturn(elsewhere, '203.0.113.200')).toBe(429);
  });

  it('a list of proxies: behind a listed proxy each forwarded client has its own limit', async () => {
    const behind = await appTrusting('127.0.0.1');
    const statuses: number[] = [];
    for (let i = 0; i <= PAYMENT_RETURN_PER_IP.limit; i++) statuses.push(await paymentReturn(behind, rotating('192.0', i)));
    expect(statuses.every((s) => s === 404)).toBe(true);
    for (let i = 0; i < PAYMENT_RETURN_PER_IP.limit; i++) await paymentReturn(behind, 'forged, 192.0.9.9');
    expect(await paymentReturn(behind, 'another, 192.0.9.9')).toBe(429);
  });

  it('a hop count: the entry the proxy wrote is the client, whatever the client put before it', async () => {
    const oneHop = await appTrusting('1');
    for (let i = 0; i < PAYMENT_RETURN_PER_IP.limit; i++)
      expect(await paymentReturn(oneHop, `${rotating('10.1', i)}, 203.0.113.50`)).toBe(404);
    expect(await paymentReturn(oneHop, 'whatever, 203.0.113.50')).toBe(429);
    expect(await paymentReturn(oneHop, '203.0.113.51')).toBe(404);
  });
});
