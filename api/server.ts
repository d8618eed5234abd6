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
import { installFaults } from './faults';
import { ensureCharityWallets } from './payments/charity-wallets';
import { startPayments } from './payments/provider';
import { createStorageFromConfig } from './storage/storage';
import { createMailer } from './mail/mailer';
import { devOutboxNote } from './mail/outbox-token';
import { createPgBossJobs, PG_BOSS_MAX_CONNECTIONS, PG_BOSS_MAX_CONNECTIONS_POSTGRES } from './jobs/pg-boss-jobs';
import { jobDefinitions } from './jobs/registry';
import { migrateLatest } from '../migrations/index';
import { runSeeds } from '../migrations/seeds/index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  process.env.TZ = 'UTC';
  const config = loadConfigOrExit();
  const logger = createLogger(config.LOG_LEVEL);
  // Test-only crash injection (api/faults.ts); refused in production.
  const fault = installFaults(process.env, config.NODE_ENV);
  if (fault) logger.warn({ fault }, 'TEST-ONLY fault injection armed: the process dies after this provider call');
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  // Production runs `npm run db:migrate` apart and starts web processes with RUN_MIGRATIONS=false.
  if (config.RUN_MIGRATIONS) {
    await migrateLatest(db.knex);
    await runSeeds(db.knex);
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
    distDir: config.DIST_DIR ? path.resolve(config.DIST_DIR) : path.join(root, 'dist'),
  };
  await jobs.start(jobDefinitions(deps));
  const app = createApp(deps);
  const server = app.listen(config.PORT, () => {
    const where = db.embedded
      ? `PGlite in ${embeddedDatabaseDir({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })}`
      : 'PostgreSQL';
    console.log(
      `Entraide is running at ${config.PUBLIC_URL} (database: ${where}; payments: ${payments.description}${devOutboxNote(config)})`,
    );
  });
  const shutdown = () => {
    server.close(() => {
      void jobs
        .stop()
        .then(() => payments.close())
        .then(() => db.close())
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err) => {
  console.error('Entraide failed to start:', err);
  process.exit(1);
});
