/**
 * Test harness: the real app (createApp) on this file's own database copy, listening on a free
 * loopback port, with a manual clock and a silent logger, and a payment gateway (the real SDK) pointed
 * at a Mangopay sandbox emulator of its own (its own port and client id, same manual clock).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { pino } from 'pino';
import { createApp } from '../api/app';
import type { AppDeps } from '../api/app-deps';
import { ManualClock } from '../api/clock';
import { loadConfig } from '../api/config';
import type { Database } from '../api/db/database';
import { createGateway } from '../api/payments/gateway';
import type { PaymentGateway } from '../api/payments/gateway.types';
import { startTestSandbox as startEmulator, type TestSandbox as TestEmulator } from '@entraide/mangopay-sandbox/testing';
import { openTestDatabase } from './db';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStorage } from '../api/storage/storage';
import { createInlineJobs } from '../api/jobs/jobs';
import { jobDefinitions } from '../api/jobs/registry';
import { createMailer } from '../api/mail/mailer';
import { DEV_OUTBOX_TOKEN_HEADER } from '../api/mail/outbox-token';
import { createLiveHub, type LiveHubOptions } from '../api/pots/live/live-hub';

export interface TestSandbox extends TestEmulator<ManualClock> {
  /** A gateway on this sandbox. One SDK per process: creating it replaces any earlier gateway. */
  createGateway(timeoutMs?: number): PaymentGateway;
}

/** The Mangopay emulator on a free loopback port, memory only, on the given (or a new) manual clock. */
export async function startTestSandbox(options: { clock?: ManualClock; dataDir?: string } = {}): Promise<TestSandbox> {
  const emulator = await startEmulator({ clock: options.clock ?? new ManualClock('2026-11-22T10:00:00Z'), dataDir: options.dataDir });
  return {
    ...emulator,
    createGateway: (timeoutMs = 5000) =>
      createGateway({ clientId: emulator.clientId, apiKey: emulator.apiKey, baseUrl: emulator.url, timeoutMs }, pino({ level: 'silent' })),
  };
}

export interface TestContext {
  url: string;
  db: Database;
  clock: ManualClock;
  deps: AppDeps;
  /** The emulator behind deps.payments (absent when the caller passed its own `payments`). */
  sandbox?: TestSandbox;
  /** fetch relative to the server, JSON by default. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  /** `GET /api/v1/dev/outbox` (`?to=` when given) with the outbox token of this app's configuration. */
  outbox(to?: string): Promise<Response>;
  close(): Promise<void>;
}

export async function startTestApp(overrides: Partial<AppDeps> = {}, options: { live?: LiveHubOptions } = {}): Promise<TestContext> {
  const db = overrides.db ?? (await openTestDatabase());
  const clock = overrides.clock instanceof ManualClock ? overrides.clock : new ManualClock('2026-11-22T10:00:00Z');
  const sandbox = overrides.payments ? undefined : await startTestSandbox({ clock });
  // Uploads (and the mail outbox) of this app go to a folder of its own, removed on close.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-test-data-'));
  // As behind one reverse proxy: tests play clients at several addresses by sending X-Forwarded-For.
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, TRUST_PROXY: '1', DEV_OUTBOX: 'true' });
  const logger = pino({ level: 'silent' });
  const deps: AppDeps = {
    config,
    db,
    clock,
    logger,
    payments: overrides.payments ?? (sandbox as TestSandbox).createGateway(),
    storage: createStorage(dataDir),
    mail: createMailer(config, () => clock.now()),
    jobs: createInlineJobs(logger),
    ...overrides,
  };
  deps.live ??= createLiveHub(deps, options.live);
  await deps.jobs.start(jobDefinitions(deps));
  const server: Server = createApp(deps).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    db,
    clock,
    deps,
    sandbox,
    request(path, init = {}) {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('Content-Type', 'application/json');
      return fetch(url + path, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
    },
    outbox(to) {
      const query = to === undefined ? '' : `?to=${encodeURIComponent(to)}`;
      return fetch(`${url}/api/v1/dev/outbox${query}`, { headers: { [DEV_OUTBOX_TOKEN_HEADER]: deps.config.DEV_OUTBOX_TOKEN ?? '' } });
    },
    async close() {
      await deps.live?.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sandbox?.close();
      await deps.jobs.stop();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
