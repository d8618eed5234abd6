/**
 * Benchmark of `POST /api/v1/assocs/filter` at 10,000 charities: a fresh embedded database (PGlite,
 * as `npm start` runs without DATABASE_URL; with DATABASE_URL, a new database on that PostgreSQL server,
 * dropped afterwards), migrated and seeded,
 * filled up to 10,000 charities, the real app on a loopback port, and autocannon on a few filters.
 * Prints p50/p99 latency and requests per second for each, and returns them.
 */
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { pino } from 'pino';
import { createApp } from '../api/app';
import { systemClock } from '../api/clock';
import { loadConfig } from '../api/config';
import { createKnex, type Database } from '../api/db/database';
import { createInlineJobs } from '../api/jobs/jobs';
import { createMailer } from '../api/mail/mailer';
import { createStorage } from '../api/storage/storage';
import { startEmbeddedDatabase } from '../api/db/embedded';
import type { PaymentGateway } from '../api/payments/gateway.types';
import { migrateLatest } from '../migrations/index';
import { runSeeds } from '../migrations/seeds/index';
import { adminUrl, databaseUrlFor } from '../test/pg-urls';
import { fillDirectory } from './charities-at-scale';

export const CHARITIES = 10_000;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

export interface Scenario {
  name: string;
  query: string;
  filter: Record<string, unknown>;
}

export interface Measure {
  scenario: string;
  total: number;
  p50: number;
  p99: number;
  requestsPerSecond: number;
  requests: number;
  failures: number;
}

/** The filters measured; the category, goal and region ids are those of the seeds. */
export const SCENARIOS: Scenario[] = [
  { name: 'empty filter, page 1', query: 'page=1&per_page=12', filter: {} },
  { name: "one keyword ('solidaire')", query: 'page=1&per_page=12', filter: { name: 'solidaire' } },
  { name: "two accented keywords ('ELEVES ete')", query: 'page=1&per_page=12', filter: { name: 'ELEVES ete' } },
  { name: 'category + goal', query: 'page=1&per_page=12', filter: { categories: [3], odds: [4] } },
  {
    name: 'all five criteria',
    query: 'page=1&per_page=12',
    filter: {
      name: 'coeur',
      categories: [1, 2, 3, 4],
      odds: [1, 3, 5, 8],
      countries: ['FR', 'SN'],
      regions: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    },
  },
  { name: 'keyword, page 20', query: 'page=20&per_page=12', filter: { name: 'les' } },
];

async function openFreshDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    // A database of its own on that server, dropped at the end.
    const name = `entraide_bench_${process.pid}`;
    const admin = createKnex(adminUrl(url), 1);
    await admin.raw(`DROP DATABASE IF EXISTS ${name}`);
    await admin.raw(`CREATE DATABASE ${name}`);
    const connectionString = databaseUrlFor(url, name);
    const knex = createKnex(connectionString, 10);
    return {
      knex,
      connectionString,
      embedded: false,
      async close() {
        await knex.destroy();
        await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.destroy();
      },
    };
  }
  const embedded = await startEmbeddedDatabase({});
  const knex = createKnex(embedded.connectionString);
  return {
    knex,
    connectionString: embedded.connectionString,
    embedded: true,
    async close() {
      await knex.destroy();
      await embedded.stop();
    },
  };
}

/** The offline sync's request: the whole list once, then again with its ETag (304). */
async function measureWholeList(base: string, log: (line: string) => void): Promise<void> {
  let started = performance.now();
  const full = await fetch(`${base}/assocs`);
  const size = (await full.arrayBuffer()).byteLength;
  const fullMs = performance.now() - started;
  started = performance.now();
  const again = await fetch(`${base}/assocs`, { headers: { 'If-None-Match': full.headers.get('etag') ?? '' } });
  await again.arrayBuffer();
  log(
    `GET /assocs (whole list, once): ${Math.round(fullMs)} ms, ${(size / 1e6).toFixed(1)} MB; ` +
      `with its ETag: ${again.status} in ${Math.round(performance.now() - started)} ms`,
  );
}

/** Waits until requests autocannon left behind have released their connections. */
async function settle(db: Database): Promise<void> {
  const pool = db.knex.client.pool as { numUsed(): number; numPendingAcquires(): number } | undefined;
  for (let i = 0; i < 100 && pool && pool.numUsed() + pool.numPendingAcquires() > 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The directory does not pay: any use of the gateway is a mistake of the benchmark. */
const noPayments = new Proxy(
  {},
  {
    get: (_target, key) => {
      throw new Error(`The directory benchmark has no payment gateway (asked for ${String(key)})`);
    },
  },
) as PaymentGateway;

export async function benchDirectoryFilter(log: (line: string) => void = console.log): Promise<Measure[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-bench-'));
  const db = await openFreshDatabase();
  try {
    await migrateLatest(db.knex);
    await runSeeds(db.knex);
    const started = Date.now();
    const inserted = await fillDirectory(db.knex, CHARITIES);
    log(`Inserted ${inserted} charities in ${((Date.now() - started) / 1000).toFixed(1)} s (${db.embedded ? 'PGlite' : 'PostgreSQL'}).`);
    // The SQL is what is measured here: no micro-cache of filter pages (docs/decisions.md, Performance).
    const config = loadConfig({ NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_READ_CACHE: 'false' });
    const logger = pino({ level: 'silent' });
    const app = createApp({
      config,
      db,
      clock: systemClock,
      logger,
      payments: noPayments,
      storage: createStorage(dataDir),
      mail: createMailer(config),
      jobs: createInlineJobs(logger),
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
    const measures: Measure[] = [];
    try {
      for (const scenario of SCENARIOS) {
        const url = `${base}/assocs/filter?${scenario.query}`;
        const body = JSON.stringify({ filter: scenario.filter });
        const check = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
        const total = Number(check.headers.get('x-total-count'));
        if (check.status !== 200) throw new Error(`${scenario.name}: ${check.status} ${await check.text()}`);
        const result = await autocannon({
          url,
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          connections: CONNECTIONS,
          duration: DURATION_SECONDS,
        });
        await settle(db);
        const measure = {
          scenario: scenario.name,
          total,
          p50: result.latency.p50,
          p99: result.latency.p99,
          requestsPerSecond: Math.round(result.requests.average),
          requests: result.requests.total,
          failures: result.non2xx + result.errors + result.timeouts,
        };
        measures.push(measure);
        log(
          `${measure.scenario.padEnd(40)} ${String(total).padStart(6)} matches  p50 ${measure.p50} ms  p99 ${measure.p99} ms  ${measure.requestsPerSecond} req/s  (${measure.requests} requests, ${measure.failures} failed)`,
        );
      }
      await measureWholeList(base, log);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await settle(db);
    }
    return measures;
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
