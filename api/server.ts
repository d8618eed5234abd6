/**
 * Entry point of `npm start`: reads the configuration (with NODE_ENV=production, it refuses to start on
 * any demo part: production-profile.ts), opens the database (PGlite in DATA_DIR unless DATABASE_URL is
 * set), migrates and seeds it (unless RUN_MIGRATIONS=false), runs the jobs (unless
 * RUN_JOBS=false) and serves the API and the built PWA on one port.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { systemClock } from './clock';
import { loadConfigOrExit } from './config';
import { embeddedDatabaseDir, openDatabase } from './db/database';
import { createLogger } from './logger';
import { createShutdown } from './shutdown';
import { installFaults } from './faults';
import { ensureCharityWallets, startPayments } from './payments';
import { createStorageFromConfig } from './storage/storage';
import { createMailer } from './mail/mailer';
import { devOutboxNote } from './mail/outbox-token';
import { createPgBossJobs, PG_BOSS_MAX_CONNECTIONS, PG_BOSS_MAX_CONNECTIONS_POSTGRES } from './jobs/pg-boss-jobs';
import { jobDefinitions } from './jobs/registry';
import { startMetricsServer } from './observability/metrics-server';
import { createLiveHub } from './pots';
import { migrateLatest } from '../migrations/index';
import { runStartupSeeds } from '../migrations/seeds/index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  process.env.TZ = 'UTC';
  const config = loadConfigOrExit();
  const logger = createLogger(config.LOG_LEVEL);
  // SIGTERM/SIGINT: readiness 503, drain, close the listener, then the closers added below (api/shutdown.ts).
  const shutdown = createShutdown({ logger, drainMs: config.SHUTDOWN_DRAIN_MS, timeoutMs: config.SHUTDOWN_TIMEOUT_MS });
  // Test-only crash injection (api/faults.ts); refused in production.
  const fault = installFaults(process.env, config.NODE_ENV);
  if (fault) logger.warn({ fault }, 'TEST-ONLY fault injection armed: the process dies after this provider call');
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, databaseReadUrl: config.DATABASE_READ_URL, dataDir: config.DATA_DIR });
  // Production runs `npm run db:migrate` apart and starts web processes with RUN_MIGRATIONS=false.
  if (config.RUN_MIGRATIONS) {
    await migrateLatest(db.knex);
    await runStartupSeeds(db.knex, config.NODE_ENV); // production: reference data only, never the demo charities
  }
  const payments = await startPayments(config, systemClock, logger);
  await ensureCharityWallets(db.knex, payments.gateway).catch((err: unknown) => {
    logger.error({ err }, 'charity wallets could not be created at the payment provider; retried at next start');
  });
  // RUN_JOBS=false: this process queues jobs and a worker process (api/worker.ts) runs them.
  const jobs = createPgBossJobs({
    connectionString: db.connectionString,
    logger,
    work: config.RUN_JOBS,
    maxConnections: db.embedded ? PG_BOSS_MAX_CONNECTIONS : PG_BOSS_MAX_CONNECTIONS_POSTGRES,
  });
  const deps = {
    config,
    db,
    clock: systemClock,
    logger,
    payments: payments.gateway,
    storage: createStorageFromConfig(config),
    mail: createMailer(config),
    jobs,
    readiness: shutdown.readiness,
    distDir: config.DIST_DIR ? path.resolve(config.DIST_DIR) : path.join(root, 'dist'),
  };
  await jobs.start(jobDefinitions(deps));
  // The live streams end when the stop begins (their browsers reconnect elsewhere): api/pots/live/.
  const live = createLiveHub(deps);
  const metrics = await startMetricsServer(process.env, { knex: db.knex, logger });
  const app = createApp({ ...deps, live });
  const server = app.listen(config.PORT, () => {
    const where = db.embedded
      ? `PGlite in ${embeddedDatabaseDir({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })}`
      : 'PostgreSQL';
    console.log(
      `Entraide is running at ${config.PUBLIC_URL} (database: ${where}; payments: ${payments.description}${devOutboxNote(config)})`,
    );
  });
  shutdown.serve(server);
  shutdown.add({ name: 'live streams', close: () => live.close() });
  // pg-boss may wait for its running jobs as long as the stop may last: past it, the process exits 1.
  shutdown.add({ name: 'jobs', close: (remainingMs) => jobs.stop({ waitMs: remainingMs + 1000 }) });
  shutdown.add({ name: 'payments', close: () => payments.close() });
  shutdown.add({ name: 'metrics', close: () => metrics.close() });
  shutdown.add({ name: 'database', close: () => db.close() });
  shutdown.installSignals();
}

main().catch((err) => {
  console.error('Entraide failed to start:', err);
  process.exit(1);
});
