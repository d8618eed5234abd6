/**
 * Entry point of `npm start`: reads the configuration, opens the database (PGlite in DATA_DIR unless
 * DATABASE_URL is set), migrates and seeds it, and serves the API and the built PWA on one port.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { createLogger } from './logger';
import { ensureCharityWallets } from './payments/charity-wallets';
import { startPayments } from './payments/provider';
import { createStorage } from './storage/storage';
import { createMailer } from './mail/mailer';
import { createPgBossJobs } from './jobs/pg-boss-jobs';
import { jobDefinitions } from './jobs/registry';
import { migrateLatest } from '../migrations/index';
import { runSeeds } from '../migrations/seeds/index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  process.env.TZ = 'UTC';
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateLatest(db.knex);
  await runSeeds(db.knex);
  const payments = await startPayments(config, systemClock, logger);
  await ensureCharityWallets(db.knex, payments.gateway).catch((err: unknown) => {
    logger.error({ err }, 'charity wallets could not be created at the payment provider; retried at next start');
  });
  const jobs = createPgBossJobs({ connectionString: db.connectionString, logger });
  const deps = { config, db, clock: systemClock, logger, payments: payments.gateway, storage: createStorage(config.DATA_DIR), mail: createMailer(config), jobs, distDir: config.DIST_DIR ? path.resolve(config.DIST_DIR) : path.join(root, 'dist') };
  await jobs.start(jobDefinitions(deps));
  const app = createApp(deps);
  const server = app.listen(config.PORT, () => {
    const where = db.embedded ? `PGlite in ${path.resolve(config.DATA_DIR)}` : 'PostgreSQL';
    console.log(`Entraide is running at ${config.PUBLIC_URL} (database: ${where}; payments: ${payments.description})`);
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
