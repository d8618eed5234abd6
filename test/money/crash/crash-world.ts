/**
 * The database and the in-process app of the crash-recovery tests. The database is one the child
 * processes can open too: on PostgreSQL a copy of the test template that everyone connects to; on
 * PGlite a data directory on disk, which only one process may hold at a time (so the test process
 * releases it before a child starts). The in-process app (same database, the sandbox process) sets up
 * the world through the API before any child runs.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { inject } from 'vitest';
import { createApp } from '../../../api/app';
import type { AppDeps } from '../../../api/app-deps';
import { ManualClock } from '../../../api/clock';
import { loadConfig } from '../../../api/config';
import { createKnex, openDatabase, type Database } from '../../../api/db/database';
import { startEmbeddedDatabase } from '../../../api/db/embedded';
import { createGateway } from '../../../api/payments/gateway';
import { controlFetch } from '@entraide/mangopay-sandbox';
import { createInlineJobs } from '../../../api/jobs/jobs';
import { jobDefinitions } from '../../../api/jobs/registry';
import { createMailer } from '../../../api/mail/mailer';
import { createStorage } from '../../../api/storage/storage';
import type { TestContext } from '../../app';
import { openTestDatabase } from '../../db';

export interface CrashDatabase {
  /** DATA_DIR (and DATABASE_URL on PostgreSQL) for the child processes. */
  env: Record<string, string>;
  dataDir: string;
  open(): Promise<Database>;
  /** Lets a child take the database (PGlite); a no-op on PostgreSQL. */
  release(db: Database): Promise<void>;
  dispose(): Promise<void>;
}

export async function crashDatabase(): Promise<CrashDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-crash-'));
  const template = inject('dbTemplate');
  if (template.kind === 'postgres') {
    const db = await openTestDatabase();
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: db.connectionString },
      dataDir,
      open: async () => db,
      release: async () => undefined,
      async dispose() {
        await db.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  let loaded = false;
  return {
    env: { DATA_DIR: dataDir },
    dataDir,
    async open() {
      if (loaded) return openDatabase({ dataDir });
      loaded = true;
      const embedded = await startEmbeddedDatabase({
        dataDir: path.join(dataDir, 'pglite'),
        loadDataDir: new Blob([readFileSync(template.dumpFile)]),
      });
      const knex = createKnex(embedded.connectionString);
      return {
        knex,
        connectionString: embedded.connectionString,
        embedded: true,
        close: async () => {
          await knex.destroy();
          await embedded.stop();
        },
      };
    },
    release: (db) => db.close(),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** The sandbox process as the tests' helpers expect it (its URL, control token and this test's client id). */
export interface SandboxTarget {
  url: string;
  controlToken: string;
  apiKey: string;
  clientId: string;
}

export const mangopayEnv = (sandbox: SandboxTarget) => ({
  MANGOPAY_CLIENT_ID: sandbox.clientId,
  MANGOPAY_API_KEY: sandbox.apiKey,
  MANGOPAY_BASE_URL: sandbox.url,
});

/** The app in this process on `db`, paying through the sandbox process, on a clock at the real time. */
export async function localApp(db: Database, sandbox: SandboxTarget, dataDir: string): Promise<TestContext> {
  const clock = new ManualClock(new Date());
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir });
  const logger = pino({ level: 'silent' });
  const deps: AppDeps = {
    config,
    db,
    clock,
    logger,
    payments: createGateway({ clientId: sandbox.clientId, apiKey: sandbox.apiKey, baseUrl: sandbox.url, timeoutMs: 10_000 }, logger),
    storage: createStorage(dataDir),
    mail: createMailer(config, () => clock.now()),
    jobs: createInlineJobs(logger),
  };
  await deps.jobs.start(jobDefinitions(deps));
  const server: Server = createApp(deps).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return remoteApp(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, {
    db,
    clock,
    deps,
    sandbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A TestContext-shaped handle on an app reached over HTTP (a child server, or the local app). */
export function remoteApp(url: string, parts: Omit<Partial<TestContext>, 'sandbox'> & { sandbox?: SandboxTarget } = {}): TestContext {
  return {
    url,
    clock: new ManualClock(new Date()),
    close: async () => undefined,
    ...parts,
    request(p, init = {}) {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('Content-Type', 'application/json');
      return fetch(url + p, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
    },
  } as TestContext;
}

/** The sandbox process's own records of one kind for this client id. */
export async function sandboxRecords(sandbox: SandboxTarget, kind: string): Promise<Array<Record<string, any>>> {
  const response = await controlFetch(sandbox, `/${sandbox.clientId}/resources/${kind}`);
  return (await response.json()) as Array<Record<string, any>>;
}
