/**
 * The job worker: a web runner with RUN_JOBS=false only queues; the worker (api/worker.ts) runs what
 * it queued; and the real entry starts on the shared database, creates the product's queues, and stops
 * cleanly on SIGTERM.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/db';
import { RESET_EMAIL_JOB } from './accounts/password-reset.service';
import { ManualClock } from './clock';
import { loadConfig } from './config';
import type { Database } from './db/database';
import type { JobDefinition } from './jobs/jobs';
import { createPgBossJobs } from './jobs/pg-boss-jobs';
import { createMailer } from './mail/mailer';
import type { PaymentGateway } from './payments/gateway.types';
import { createStorage } from './storage/storage';
import { startWorker, WORKER_READY_LINE } from './worker';

const root = path.resolve(import.meta.dirname, '..');
let db: Database;
let dataDir: string;
beforeAll(async () => {
  db = await openTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-worker-'));
});
afterAll(async () => {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const waitFor = async (condition: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; Date.now() < end && !condition();) await new Promise((r) => setTimeout(r, 100));
  return condition();
};

describe('worker process', () => {
  it('runs the jobs that a web process with RUN_JOBS=false only queued', async () => {
    const ran: object[] = [];
    const probe: JobDefinition<{ n: number }> = {
      name: 'worker-test.probe',
      retryLimit: 0,
      retryDelaySeconds: 1,
      run: async (data) => void ran.push(data),
    };
    const logger = pino({ level: 'silent' });
    const web = createPgBossJobs({ connectionString: db.connectionString, logger, pollingIntervalSeconds: 0.5, work: false });
    await web.start([probe]);
    let worker: Awaited<ReturnType<typeof startWorker>> | undefined;
    try {
      await web.send(probe.name, { n: 1 });
      expect(await waitFor(() => ran.length > 0, 1500)).toBe(false);
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      worker = await startWorker(
        {
          config,
          db,
          clock: new ManualClock('2026-11-22T10:00:00Z'),
          logger,
          payments: {} as PaymentGateway,
          storage: createStorage(dataDir),
          mail: createMailer(config),
        },
        { definitions: () => [probe], pollingIntervalSeconds: 0.5 },
      );
      expect(await waitFor(() => ran.length > 0, 15_000)).toBe(true);
      expect(ran).toEqual([{ n: 1 }]);
    } finally {
      await worker?.stop();
      await web.stop();
    }
  });

  it('starts from its entry on the shared database with the product queues, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'api/worker.ts')], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: db.connectionString,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        SANDBOX_API_KEY: 'cle-api-de-l-emulateur-du-test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      expect(await waitFor(() => output.includes(WORKER_READY_LINE), 60_000)).toBe(true);
      const queues = await db.knex.raw<{ rows: Array<{ name: string }> }>('SELECT name FROM pgboss.queue');
      expect(queues.rows.map((q) => q.name)).toContain(RESET_EMAIL_JOB);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('Entraide worker stopped');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });

  it('refuses to start without DATABASE_URL, naming it', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'api/worker.ts')], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('DATABASE_URL: required by the worker');
  });
});
