/**
 * The SDK's failure modes, guarded: a wrong API key, the emulator stopped in the middle of a call, a
 * closed port and a server that never answers all reject with a PaymentProviderError within a few
 * seconds (the bare SDK never settles on the network cases). One SDK per process: each test makes
 * its own gateway, which supersedes the previous one.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { PaymentProviderError } from './errors';
import { createGateway } from './gateway';
import { createSandboxApp } from '@entraide/mangopay-sandbox';

const silent = pino({ level: 'silent' });
const servers: Server[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function settleWithin(ms: number, promise: Promise<unknown>): Promise<{ error: unknown; elapsed: number }> {
  const started = Date.now();
  const error = await Promise.race([
    promise.then(
      () => new Error('resolved instead of rejecting'),
      (err: unknown) => err,
    ),
    new Promise((resolve) => setTimeout(() => resolve(new Error(`did not settle within ${ms} ms`)), ms)),
  ]);
  return { error, elapsed: Date.now() - started };
}

const payer = { UserCategory: 'PAYER', FirstName: 'A', LastName: 'B', Email: 'a@b.example' } as const;

describe('gateway failure modes', () => {
  it('rejects a wrong API key as an auth error', async () => {
    const sandbox = createSandboxApp({ clock: new ManualClock(), publicUrl: 'http://localhost' });
    const { url } = await listen(sandbox.callback());
    const gateway = createGateway({ clientId: 'c1', apiKey: 'wrong-key', baseUrl: url, timeoutMs: 2000 }, silent);
    const { error } = await settleWithin(5000, gateway.getUserSca('1'));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ kind: 'auth', status: 401, type: 'invalid_client' });
  });

  it('rejects cleanly when the emulator stops in the middle of a call', async () => {
    const app = createSandboxApp({ clock: new ManualClock(), publicUrl: 'http://localhost' });
    const serve = app.callback();
    let arrived!: () => void;
    const callArrived = new Promise<void>((resolve) => (arrived = resolve));
    const { server, url } = await listen((req, res) => {
      // Users are read slowly: the request is left hanging, then the server goes away.
      if (req.method === 'GET' && req.url?.includes('/users/')) arrived();
      else void serve(req, res);
    });
    const gateway = createGateway({ clientId: `c-${randomUUID()}`, apiKey: app.sandbox.apiKey, baseUrl: url, timeoutMs: 10_000 }, silent);
    const pending = settleWithin(5000, gateway.getUserSca('100000001'));
    await callArrived;
    server.close();
    server.closeAllConnections();
    const { error, elapsed } = await pending;
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ kind: 'network', operation: 'getUserSca', retryable: true });
    expect(elapsed).toBeLessThan(3000);
    // The same gateway then meets a closed port, and says so just as cleanly.
    const again = await settleWithin(5000, gateway.createNaturalUserSca(payer, randomUUID()));
    expect(again.error).toMatchObject({ kind: 'network', operation: 'createNaturalUserSca' });
    expect((again.error as Error).message).toMatch(/ECONNREFUSED/);
  });

  it('gives up on a server that accepts the call but never answers', async () => {
    const { url } = await listen(() => {
      // never answers
    });
    const gateway = createGateway({ clientId: 'c2', apiKey: 'any-key-no-one-checks', baseUrl: url, timeoutMs: 500 }, silent);
    const { error, elapsed } = await settleWithin(5000, gateway.getWallet('1'));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ kind: 'timeout', retryable: true });
    expect(elapsed).toBeLessThan(2500);
  });

  it('refuses calls on a gateway superseded by a newer one (one SDK per process)', async () => {
    const older = createGateway({ clientId: 'c3', apiKey: 'k', baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 }, silent);
    createGateway({ clientId: 'c4', apiKey: 'k', baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 }, silent);
    await expect(older.getUserSca('1')).rejects.toThrow(/replaced by another one/);
  });
});
