/**
 * The job worker: a web runner with RUN_JOBS=false only queues; the worker (api/worker.ts) runs what
 * it queued; and the real entry starts on the shared database, creates the product's queues, and stops
 * cleanly on SIGTERM: it takes no new job, waits for the running one (a password-reset e-mail to an SMTP
 * server, started by the test, that answers slowly) and exits 0, or exits 1 past SHUTDOWN_TIMEOUT_MS
 * when the job still runs (an SMTP server that never greets).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/db';
import { buildUser } from '../test/factories';
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

/** The worker's entry as `npm run worker` starts it (node with tsx's loader: the signal reaches it). */
function spawnWorker(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/worker.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: db.connectionString,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      SHUTDOWN_DRAIN_MS: '0',
      // The demo's worker talks to the web process's emulator with its key; no metrics port in tests.
      SANDBOX_API_KEY: 'cle-api-de-l-emulateur-du-test',
      METRICS_PORT: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Queues a password-reset e-mail as a web process with RUN_JOBS=false does. */
async function queueResetEmail(userId: number): Promise<void> {
  const web = createPgBossJobs({ connectionString: db.connectionString, logger: pino({ level: 'silent' }), work: false });
  await web.start([{ name: RESET_EMAIL_JOB, retryLimit: 0, retryDelaySeconds: 1, run: async () => undefined }]);
  try {
    await web.send(RESET_EMAIL_JOB, { userId });
  } finally {
    await web.stop();
  }
}

/**
 * A minimal SMTP server: greets after `greetAfterMs` (never when null), then accepts every command and
 * counts the mails it receives.
 */
async function smtpServer(greetAfterMs: number | null) {
  const state = { port: 0, connections: 0, delivered: 0, close: () => Promise.resolve() };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    state.connections++;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    if (greetAfterMs === null) return;
    setTimeout(() => socket.writable && socket.write('220 test ESMTP\r\n'), greetAfterMs);
    let buffer = '';
    let inData = false;
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          state.delivered++;
          socket.write('250 OK\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const verb = buffer.slice(0, 4).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as net.AddressInfo).port;
  state.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  };
  return state;
}

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
    const { child, output: read, exited } = spawnWorker({ LOG_LEVEL: 'warn' });
    const output = () => read();
    try {
      expect(await waitFor(() => output().includes(WORKER_READY_LINE), 60_000)).toBe(true);
      const queues = await db.knex.raw<{ rows: Array<{ name: string }> }>('SELECT name FROM pgboss.queue');
      expect(queues.rows.map((q) => q.name)).toContain(RESET_EMAIL_JOB);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output()).toContain('Entraide worker stopped');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });

  // On PostgreSQL only, as in production: the worker's pools (knex and pg-boss) and the test's own
  // connections are more than the embedded PGlite's socket server takes at once.
  const onPostgres = it.runIf(Boolean(process.env.DATABASE_URL));

  onPostgres('on SIGTERM takes no new job, lets the running one finish (its e-mail is delivered) and exits 0', async () => {
    const smtp = await smtpServer(2500);
    const { child, output, exited } = spawnWorker({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SHUTDOWN_TIMEOUT_MS: '20000' });
    try {
      expect(await waitFor(() => output().includes(WORKER_READY_LINE), 60_000)).toBe(true);
      const user = await buildUser(db.knex, { email: 'arret.worker@exemple.fr' });
      await queueResetEmail(user.id);
      expect(await waitFor(() => smtp.connections > 0, 20_000)).toBe(true); // the job runs: its mail is on its way
      await queueResetEmail(user.id); // queued after the signal's arrival below: nobody takes it
      const signalAt = Date.now();
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(Date.now() - signalAt).toBeGreaterThan(1500); // it waited for the SMTP server's slow answer
      expect(smtp.delivered).toBe(1);
      const states = await db.knex.raw<{ rows: Array<{ state: string }> }>(
        'SELECT state FROM pgboss.job WHERE name = ? ORDER BY created_on',
        [RESET_EMAIL_JOB],
      );
      expect(states.rows.map((r) => r.state)).toEqual(['completed', 'created']);
      expect(output()).toContain('shutdown: everything closed; exiting with code 0');
      expect(output()).toContain('Entraide worker stopped');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await db.knex.raw('DELETE FROM pgboss.job WHERE name = ?', [RESET_EMAIL_JOB]);
      await smtp.close();
    }
  });

  onPostgres('exits 1 past SHUTDOWN_TIMEOUT_MS while a job still runs (an SMTP server that never answers)', async () => {
    const smtp = await smtpServer(null);
    const { child, output, exited } = spawnWorker({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SHUTDOWN_TIMEOUT_MS: '3000' });
    try {
      expect(await waitFor(() => output().includes(WORKER_READY_LINE), 60_000)).toBe(true);
      await queueResetEmail((await buildUser(db.knex, { email: 'bloque.worker@exemple.fr' })).id);
      expect(await waitFor(() => smtp.connections > 0, 20_000)).toBe(true);
      const signalAt = Date.now();
      child.kill('SIGTERM');
      expect(await exited).toBe(1);
      expect(Date.now() - signalAt).toBeGreaterThanOrEqual(3000);
      expect(output()).toContain('shutdown: not closed within SHUTDOWN_TIMEOUT_MS; exiting with code 1');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await db.knex.raw('DELETE FROM pgboss.job WHERE name = ?', [RESET_EMAIL_JOB]);
      await smtp.close();
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
