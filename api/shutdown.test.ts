// A rolling restart loses nothing (issue 41, item 7): the real server (`tsx api/server.ts`, its own
// PGlite in a throw-away DATA_DIR, or a copy of the test database on PostgreSQL) under a steady stream of
// requests (keep-alive and new connections, directory reads and a sign-up whose body is still arriving
// when the listener closes) receives SIGTERM: readiness answers 503 at once while liveness and every
// other request still answer, no request sent before the listener closes fails, the sign-up in flight
// completes, a second SIGTERM changes nothing, and the process exits 0 once all is closed; and it exits
// 1 past SHUTDOWN_TIMEOUT_MS when a client holds a request open (its body never ends).
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/db';
import { makeDistDir } from '../test/dist-dir';
import { privateSignup } from '../test/accounts-fixtures';
import type { Database } from './db/database';

const root = path.resolve(import.meta.dirname, '..');
const DRAIN_MS = 1500;
/** How long before the listener's close a new connection may still sit in the kernel's accept queue. */
const BACKLOG_MS = 250;
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

interface Running {
  child: ChildProcess;
  port: number;
  /** pino's lines (JSON) and the rest of the output, as they come. */
  lines: Array<{ msg?: string; time?: number; [key: string]: unknown }>;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the real server on free ports with the given shutdown variables; resolves once it listens. */
async function startServer(env: Record<string, string>): Promise<Running> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-shutdown-'));
  const distDir = makeDistDir('shutdown');
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  cleanups.push(() => rmSync(distDir, { recursive: true, force: true }));
  const database: Record<string, string> = {};
  if (process.env.DATABASE_URL) {
    // PostgreSQL: a migrated and seeded copy of the test database, shared by nobody else.
    const db: Database = await openTestDatabase();
    cleanups.push(() => db.close());
    Object.assign(database, { DATABASE_URL: db.connectionString, RUN_MIGRATIONS: 'false' });
  }
  const port = await freePort();
  // As `npm run serve` starts it: node with tsx's loader, so that the signal reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      ...database,
      ...(process.env.DATABASE_URL ? {} : { DATABASE_URL: '' }),
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: String(port),
      SANDBOX_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  let text = '';
  const lines: Running['lines'] = [];
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    pending += chunk.toString();
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    for (const line of parts) {
      if (line.startsWith('{')) lines.push(JSON.parse(line) as Running['lines'][number]);
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = await Promise.race([
    (async () => {
      while (!text.includes('Entraide is running')) await sleep(100);
      return true;
    })(),
    exited.then(() => false),
  ]);
  if (!started) throw new Error(`the server did not start:\n${text}`);
  return { child, port, lines, output: () => text, exited };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Outcome {
  what: string;
  startedAt: number;
  status?: number;
  error?: string;
  /** The answer's Connection header. */
  connection?: string;
}

/** One request; `fresh` opens a new connection for it (Connection: close), otherwise a keep-alive agent's. */
function request(port: number, pathname: string, agent: http.Agent | false, what: string): Promise<Outcome> {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ what, startedAt, status: res.statusCode, connection: res.headers.connection }));
      res.on('error', (err: NodeJS.ErrnoException) => resolve({ what, startedAt, error: err.code ?? err.message }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ what, startedAt, error: err.code ?? err.message }));
  });
}

/** A sign-up whose body is sent in two halves: the second at `finishAt` (epoch ms). */
function slowSignUp(port: number, finishAt: number): Promise<Outcome & { body?: string }> {
  const body = JSON.stringify({ user: privateSignup({ email: 'pendant.arret@exemple.fr' }) });
  const half = Math.floor(body.length / 2);
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/user/signup/private',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        agent: new http.Agent({ keepAlive: true }),
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({ what: 'slow sign-up', startedAt, status: res.statusCode, body: text, connection: res.headers.connection }),
        );
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ what: 'slow sign-up', startedAt, error: err.code ?? err.message }));
    req.write(body.slice(0, half));
    setTimeout(() => req.end(body.slice(half)), Math.max(0, finishAt - Date.now()));
  });
}

/** Requests one after another until `stop()`; returns every outcome. */
function stream(port: number, paths: string[], agent: http.Agent | false, label: string) {
  const outcomes: Outcome[] = [];
  let running = true;
  const done = (async () => {
    for (let i = 0; running; i++) {
      const outcome = await request(port, paths[i % paths.length]!, agent, `${label} ${paths[i % paths.length]}`);
      outcomes.push(outcome);
      if (outcome.error === 'ECONNREFUSED') await sleep(20);
    }
  })();
  return {
    outcomes,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

const timeOf = (run: Running, msg: string) => run.lines.find((line) => line.msg === msg)?.time;

describe('SIGTERM on the web server', () => {
  it('drains with readiness at 503, loses no request, finishes the one in flight and exits 0; a second SIGTERM changes nothing', async () => {
    const run = await startServer({ SHUTDOWN_DRAIN_MS: String(DRAIN_MS), SHUTDOWN_TIMEOUT_MS: '20000' });
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 2 });
    cleanups.push(() => keepAlive.destroy());
    const streams = [
      stream(run.port, ['/api/v1/health', '/api/v1/assocs', '/api/v1/assoc_categories'], keepAlive, 'keep-alive'),
      stream(run.port, ['/api/v1/assocs', '/api/v1/regions'], keepAlive, 'keep-alive'),
      stream(run.port, ['/api/v1/health', '/api/v1/assocs'], false, 'new connection'),
    ];
    await sleep(1000);
    expect((await request(run.port, '/api/v1/health/ready', false, 'ready')).status).toBe(200);
    const probeAgent = new http.Agent({ keepAlive: true });
    cleanups.push(() => probeAgent.destroy());
    expect(await request(run.port, '/api/v1/health', probeAgent, 'before')).toMatchObject({ status: 200, connection: 'keep-alive' });

    const signalAt = Date.now();
    // Its body ends 700 ms after the listener has closed: the request is in flight across the close.
    const slow = slowSignUp(run.port, signalAt + DRAIN_MS + 700);
    await sleep(100);
    run.child.kill('SIGTERM');
    await sleep(150);
    const [ready, live] = await Promise.all([
      request(run.port, '/api/v1/health/ready', false, 'ready'),
      request(run.port, '/api/v1/health', false, 'live'),
    ]);
    expect([ready, live]).toMatchObject([{ status: 503 }, { status: 200 }]);
    // From the signal on, a keep-alive client is told to reconnect (elsewhere).
    expect(await request(run.port, '/api/v1/health', probeAgent, 'draining')).toMatchObject({ status: 200, connection: 'close' });
    await sleep(400);
    run.child.kill('SIGTERM'); // a second signal: ignored (logged), the drain goes on
    const code = await run.exited;
    const exitedAt = Date.now();
    for (const s of streams) await s.stop();
    const signup = await slow;

    expect(code).toBe(0);
    expect(exitedAt - signalAt).toBeGreaterThan(DRAIN_MS);
    const messages = run.lines.map((line) => line.msg);
    expect(messages).toEqual(
      expect.arrayContaining([
        'shutdown: started',
        'shutdown: draining (readiness answers 503, requests still served)',
        'shutdown: already stopping; this signal is ignored',
        'shutdown: closing the listener; requests in flight finish',
        'shutdown: HTTP server closed',
        'shutdown: closing jobs',
        'shutdown: closing database',
        'shutdown: everything closed; exiting with code 0',
      ]),
    );
    expect(signup.status, JSON.stringify(signup)).toBe(201);
    // In flight when the signal came, answered after it: Connection: close too.
    expect(signup.connection).toBe('close');

    const closingAt = timeOf(run, 'shutdown: closing the listener; requests in flight finish')!;
    const startedAt = timeOf(run, 'shutdown: started')!;
    const outcomes = streams.flatMap((s) => s.outcomes);
    const failed = (o: Outcome) => o.error !== undefined || (o.status ?? 500) >= 500;
    // Every request sent before the listener closed got its answer (none failed, none 5xx)...
    const beforeClose = outcomes.filter((o) => o.startedAt < closingAt - BACKLOG_MS);
    expect(beforeClose.filter(failed).map((o) => ({ ...o, closingAt }))).toEqual([]);
    // ...except that a connection opened in the last moment can still wait in the kernel's accept queue
    // when the listening socket closes, and the kernel resets it, or reach the port just after the close
    // and be refused (on a slow host the time stamped here runs a few ms ahead of the connect): a load
    // balancer that has seen the 503 sends nothing then. At most a few, only those two, none answered 5xx.
    const lastMoment = outcomes.filter((o) => o.startedAt >= closingAt - BACKLOG_MS && o.startedAt < closingAt);
    expect(lastMoment.filter((o) => failed(o) && o.error !== 'ECONNRESET' && o.error !== 'ECONNREFUSED')).toEqual([]);
    expect(lastMoment.filter(failed).length).toBeLessThanOrEqual(3);
    const duringDrain = beforeClose.filter((o) => o.startedAt > startedAt);
    expect(duringDrain.length).toBeGreaterThan(10);
    expect(new Set(duringDrain.map((o) => o.what.split(' /')[0]))).toEqual(new Set(['keep-alive', 'new connection']));
    // After the close, a new connection is refused: expected, and the only kind of failure.
    const afterClose = outcomes.filter((o) => o.startedAt >= closingAt);
    expect(afterClose.filter((o) => o.error !== undefined && o.error !== 'ECONNREFUSED' && o.error !== 'ECONNRESET')).toEqual([]);
    expect(afterClose.some((o) => o.error === 'ECONNREFUSED')).toBe(true);
  }, 180_000);

  it('exits 1 past SHUTDOWN_TIMEOUT_MS while a client holds a request open (its body never ends)', async () => {
    const run = await startServer({ SHUTDOWN_DRAIN_MS: '300', SHUTDOWN_TIMEOUT_MS: '3000' });
    const held = http.request({
      host: '127.0.0.1',
      port: run.port,
      method: 'POST',
      path: '/api/v1/user/signup/private',
      headers: { 'Content-Type': 'application/json', 'Content-Length': '100000' },
      agent: new http.Agent({ keepAlive: true }),
    });
    held.on('error', () => undefined);
    held.write('{"user":');
    await sleep(300);
    const signalAt = Date.now();
    run.child.kill('SIGTERM');
    const code = await run.exited;
    expect(code).toBe(1);
    expect(Date.now() - signalAt).toBeGreaterThanOrEqual(3000);
    expect(run.lines.map((line) => line.msg)).toContain('shutdown: not closed within SHUTDOWN_TIMEOUT_MS; exiting with code 1');
    held.destroy();
  }, 180_000);
});
