/**
 * A process that runs ONE product job once, as the server's or the worker's job runner would, then
 * exits; for the crash-recovery tests (test/money/crash-recovery.test.ts). Arguments: the job's name
 * (`payments.monthly-debits`, `payments.reconcile`). Configuration as `npm start` (DATA_DIR,
 * DATABASE_URL, MANGOPAY_*), plus, test-only: ENTRAIDE_FAULT (api/faults.ts) and ENTRAIDE_TEST_NOW, an
 * instant the job's clock starts at (the recurring jobs are functions of the clock: the daily debits of
 * a given day, reconciliation once its window has passed), moving on in real time from there.
 * Prints one JSON line {job, ok}.
 */
import { pino } from 'pino';
import type { AppDeps } from '../../../api/app-deps';
import type { Clock } from '../../../api/clock';
import { loadConfig } from '../../../api/config';
import { openDatabase } from '../../../api/db/database';
import { installFaults } from '../../../api/faults';
import { createInlineJobs } from '../../../api/jobs/jobs';
import { jobDefinitions } from '../../../api/jobs/registry';
import { createMailer } from '../../../api/mail/mailer';
import { createStorageFromConfig } from '../../../api/storage/storage';
import { workerPayments } from '../../../api/worker';

process.env.TZ = 'UTC';
const name = process.argv[2];
const config = loadConfig();
installFaults(process.env, config.NODE_ENV);
const offset = process.env.ENTRAIDE_TEST_NOW ? new Date(process.env.ENTRAIDE_TEST_NOW).getTime() - Date.now() : 0;
const clock: Clock = { now: () => new Date(Date.now() + offset) };
const logger = pino({ level: config.LOG_LEVEL });
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const jobs = createInlineJobs(logger);
const deps: AppDeps = {
  config,
  db,
  clock,
  logger,
  payments: workerPayments(config, logger),
  storage: createStorageFromConfig(config),
  mail: createMailer(config, () => clock.now()),
  jobs,
};
const definitions = jobDefinitions(deps);
await jobs.start(definitions);
const job = definitions.find((d) => d.name === name);
if (!job) throw new Error(`no job named ${name}`);
try {
  await job.run({} as never);
  console.log(JSON.stringify({ job: name, ok: true }));
} finally {
  await db.close();
}
