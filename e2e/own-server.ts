/**
 * A server of a spec's own (`npm run serve` on a fresh DATA_DIR, its own port and emulator port), for
 * what the shared e2e server cannot have: a manager account (manager.support.ts), Facebook configured
 * (accounts-facebook.support.ts). Its process group is stopped, and its data directory removed, by stop().
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

export interface OwnServer {
  baseUrl: string;
  stop(): Promise<void>;
}

async function waitForHealth(child: ChildProcess, baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server of ${baseUrl} stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer on ${baseUrl} in ${timeoutMs} ms`);
}

/** Serves `dataDir` on `port` (emulator on `sandboxPort`) with `env` added to this process's environment. */
export async function startOwnServer(opts: {
  port: number;
  sandboxPort: number;
  dataDir: string;
  env?: Record<string, string>;
  stdout?: number | 'ignore';
}): Promise<OwnServer> {
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  const child = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: process.cwd(),
    detached: true,
    stdio: ['ignore', opts.stdout ?? 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: opts.dataDir,
      TZ: 'UTC',
      PORT: String(opts.port),
      SANDBOX_PORT: String(opts.sandboxPort),
      PUBLIC_URL: baseUrl,
      ...opts.env,
    },
  });
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    rmSync(opts.dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(child, baseUrl, 120_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, stop };
}
