/**
 * The job worker (Procfile `worker:`, `npm run worker`): runs the background jobs (pg-boss on the
 * product's database) without the HTTP server, so that web processes can run with RUN_JOBS=false and
 * only queue them. Any number of workers can run: pg-boss hands each job to one of them.
 * It needs a PostgreSQL shared with the web processes (DATABASE_URL): the embedded PGlite belongs to
 * the one process that opened it. It never migrates (`npm run db:migrate` does, before a deploy).
 * Payments: the configured Mangopay, or, with no MANGOPAY_* variable (never in production), the sandbox
 * emulator that the web process runs on SANDBOX_PORT of this machine, with the API key that process
 * printed (SANDBOX_API_KEY). The emulator's package is never loaded here.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppDeps } from './app-deps';
import { systemClock } from './clock';
import { loadConfigOrExit, type Config } from './config';
import { openDatabase } from './db/database';
import type { JobDefinition, Jobs } from './jobs/jobs';
import { createPgBossJobs, PG_BOSS_MAX_CONNECTIONS, PG_BOSS_MAX_CONNECTIONS_POSTGRES } from './jobs/pg-boss-jobs';
import { jobDefinitions } from './jobs/registry';
import { startMetricsServer } from './observability/metrics-server';
import { createLogger } from './logger';
import { createShutdown } from './shutdown';
import { createMailer } from './mail/mailer';
import { getGateway, LOCAL_SANDBOX_CLIENT_ID, LOCAL_SANDBOX_HOST, type PaymentGateway } from './payments';
import { createStorageFromConfig } from './storage/storage';

export const WORKER_READY_LINE = 'Entraide worker is running';

export interface RunningWorker {
  jobs: Jobs;
  /** Stops taking jobs, waits (`waitMs` at most, default 5 s) for the running ones. */
  stop(options?: { waitMs?: number }): Promise<void>;
}

/** Starts working on the queues of `definitions` (default: every job of the product). */
export async function startWorker(
  deps: Omit<AppDeps, 'jobs' | 'distDir'>,
  options: { definitions?: (deps: AppDeps) => JobDefinition<never>[]; pollingIntervalSeconds?: number } = {},
): Promise<RunningWorker> {
  const jobs = createPgBossJobs({
    connectionString: deps.db.connectionString,
    logger: deps.logger,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    maxConnections: deps.db.embedded ? PG_BOSS_MAX_CONNECTIONS : PG_BOSS_MAX_CONNECTIONS_POSTGRES,
  });
  await jobs.start((options.definitions ?? jobDefinitions)({ ...deps, jobs }));
  return { jobs, stop: (stopOptions) => jobs.stop(stopOptions) };
}

/** The gateway the worker's jobs use (it never starts an emulator of its own). */
export function workerPayments(config: Config, logger: AppDeps['logger']): PaymentGateway {
  const { MANGOPAY_CLIENT_ID, MANGOPAY_API_KEY, MANGOPAY_BASE_URL } = config;
  if (MANGOPAY_CLIENT_ID && MANGOPAY_API_KEY && MANGOPAY_BASE_URL) {
    return getGateway({ clientId: MANGOPAY_CLIENT_ID, apiKey: MANGOPAY_API_KEY, baseUrl: MANGOPAY_BASE_URL }, logger);
  }
  if (!config.SANDBOX_API_KEY) throw new Error('SANDBOX_API_KEY is required to reach the web process’s emulator (workerProblems)');
  return getGateway(
    { clientId: LOCAL_SANDBOX_CLIENT_ID, apiKey: config.SANDBOX_API_KEY, baseUrl: `http://${LOCAL_SANDBOX_HOST}:${config.SANDBOX_PORT}` },
    logger,
  );
}

/** What the worker needs besides the configuration's own rules (lines of `  NAME: why`). */
export function workerProblems(config: Config): string[] {
  const problems: string[] = [];
  // In production, production-profile.ts already names DATABASE_URL and MANGOPAY_* when missing.
  const production = config.NODE_ENV === 'production';
  if (!config.DATABASE_URL) {
    if (!production) problems.push('  DATABASE_URL: required by the worker (a PostgreSQL shared with the web processes)');
  } else if (new URL(config.DATABASE_URL).protocol === 'pglite:')
    problems.push(
      '  DATABASE_URL: the worker needs a PostgreSQL shared with the web processes (an embedded database belongs to one process)',
    );
  const mangopay = config.MANGOPAY_CLIENT_ID && config.MANGOPAY_API_KEY && config.MANGOPAY_BASE_URL;
  if (!mangopay && !production && !config.SANDBOX_API_KEY)
    problems.push(
      '  SANDBOX_API_KEY: required by the worker without MANGOPAY_* (the API key of the web process’s payment emulator, printed on its start-up line; set the same SANDBOX_API_KEY on both)',
    );
  return problems;
}

async function main(): Promise<void> {
  process.env.TZ = 'UTC';
  const config = loadConfigOrExit(workerProblems);
  const logger = createLogger(config.LOG_LEVEL);
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const worker = await startWorker({
    config,
    db,
    clock: systemClock,
    logger,
    payments: workerPayments(config, logger),
    storage: createStorageFromConfig(config),
    mail: createMailer(config),
  });
  const metrics = await startMetricsServer(process.env, { knex: db.knex, logger });
  console.log(`${WORKER_READY_LINE} (pid ${process.pid})`);
  // No listener, so no drain: SIGTERM stops taking jobs at once and waits for the running ones.
  const shutdown = createShutdown({ logger, drainMs: 0, timeoutMs: config.SHUTDOWN_TIMEOUT_MS });
  shutdown.add({ name: 'jobs', close: (remainingMs) => worker.stop({ waitMs: remainingMs + 1000 }) });
  shutdown.add({ name: 'metrics', close: () => metrics.close() });
  shutdown.add({ name: 'database', close: () => db.close() });
  shutdown.add({
    name: 'log line',
    close: () => {
      console.log('Entraide worker stopped');
      return Promise.resolve();
    },
  });
  shutdown.installSignals();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error('Entraide worker failed to start:', err);
    process.exit(1);
  });
}
