/**
 * The server under test for the engine journeys, started the way playwright.config.ts starts it: the
 * built PWA (DIST_DIR, built first when missing), its own throw-away DATA_DIR (mail outbox included),
 * the payment emulator's control token and the dev outbox's token shared with the journeys, sign-ups per
 * address unlimited; when asked (the charity journeys), a manager account made first with
 * `npm run manager:create` on that DATA_DIR (the embedded database is the server's alone once it runs).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TestServer {
  port: number;
  baseUrl: string;
  dataDir: string;
  controlToken: string;
  sandboxPort: number;
  /** The manager account, when asked for. */
  manager: { email: string; password: string } | null;
  stop(): Promise<void>;
}

export const MANAGER_EMAIL = 'gaelle.gestion@exemple.fr';

function createManager(dataDir: string): { email: string; password: string } {
  const made = spawnSync('npm', ['run', '--silent', 'manager:create', '--', MANAGER_EMAIL], {
    env: { ...process.env, DATA_DIR: dataDir, TZ: 'UTC', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  const password = /Password[^:]*: (\S+)/.exec(made.stdout)?.[1];
  if (!password) throw new Error(`manager:create printed no password: ${made.stdout} ${made.stderr}`);
  return { email: MANAGER_EMAIL, password };
}

export async function startServer({ withManager = false } = {}): Promise<TestServer> {
  const port = Number(process.env.E2E_PORT ?? 8181);
  const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8090);
  const dist = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(path.join(dist, 'index.html'))) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: process.env });
    if (build.status !== 0) throw new Error('build failed');
  }
  const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'entraide-engines-'));
  const controlToken = process.env.SANDBOX_CONTROL_TOKEN ?? randomBytes(24).toString('base64url');
  // The dev outbox's token, shared like the control token (the journeys read mails from DATA_DIR's
  // outbox folder, but any caller of GET /api/v1/dev/outbox needs it).
  const outboxToken = process.env.DEV_OUTBOX_TOKEN ?? randomBytes(24).toString('base64url');
  process.env.E2E_DATA_DIR = dataDir;
  const manager = withManager ? createManager(dataDir) : null;
  process.env.SANDBOX_CONTROL_TOKEN = controlToken;
  process.env.DEV_OUTBOX_TOKEN = outboxToken;
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('npm', ['run', 'serve'], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
      DATA_DIR: dataDir,
      DEV_OUTBOX: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      SANDBOX_CONTROL_TOKEN: controlToken,
      DEV_OUTBOX_TOKEN: outboxToken,
      SIGNUP_HOURLY_PER_ADDRESS: '10000',
      DIST_DIR: dist,
    },
  });
  // However the run ends, the server (its own process group) goes with it.
  const kill = () => {
    try {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  };
  process.once('exit', kill);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      kill();
      process.exit(1);
    });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (
      await fetch(`${baseUrl}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (child.exitCode !== null || Date.now() > deadline) {
      kill();
      throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    port,
    baseUrl,
    dataDir,
    controlToken,
    sandboxPort,
    manager,
    async stop() {
      if (child.exitCode !== null || !child.pid) return;
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    },
  };
}
