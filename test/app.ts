/**
 * Test harness: the real app (createApp) on this file's own database copy, listening on a free
 * loopback port, with a manual clock and a silent logger.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { pino } from 'pino';
import { createApp } from '../api/app';
import type { AppDeps } from '../api/app-deps';
import { ManualClock } from '../api/clock';
import { loadConfig } from '../api/config';
import type { Database } from '../api/db/database';
import { openTestDatabase } from './db';

export interface TestContext {
  url: string;
  db: Database;
  clock: ManualClock;
  deps: AppDeps;
  /** fetch relative to the server, JSON by default. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

export async function startTestApp(overrides: Partial<AppDeps> = {}): Promise<TestContext> {
  const db = overrides.db ?? (await openTestDatabase());
  const clock = new ManualClock('2026-11-22T10:00:00Z');
  const deps: AppDeps = {
    config: loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: '.data/test' }),
    db,
    clock,
    logger: pino({ level: 'silent' }),
    ...overrides,
  };
  const server: Server = createApp(deps).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    db,
    clock,
    deps,
    request(path, init = {}) {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('Content-Type', 'application/json');
      return fetch(url + path, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
