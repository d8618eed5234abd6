/**
 * Child processes of the crash-recovery tests: the Mangopay emulator on its own (`npm run sandbox`, so
 * that it outlives the API), the API server (`api/server.ts`, as `npm run serve` starts it) and the
 * one-job runner (run-job.ts), each through `npx tsx` with its own ports and data directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newControlToken } from '@entraide/mangopay-sandbox';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Child {
  process: ChildProcess;
  output(): string;
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

function run(args: string[], env: Record<string, string>): Child {
  // Its own process group: npx, tsx and the node process under them are stopped together (stopping npx
  // alone left the server running after the tests).
  const child = spawn('npx', ['tsx', ...args], {
    cwd: root,
    env: { ...process.env, TZ: 'UTC', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    process: child,
    output: () => output,
    exited,
    async stop() {
      if (child.pid) await stopGroup(child.pid);
      await exited;
    },
  };
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Sends SIGTERM to a process group and waits until none of it is left (SIGKILL after 10 s). */
async function stopGroup(pid: number): Promise<void> {
  if (!groupAlive(pid)) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const deadline = Date.now() + 10_000;
  let killed = false;
  while (groupAlive(pid)) {
    if (!killed && Date.now() > deadline) {
      signal('SIGKILL');
      killed = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits for a line of the child's output, or fails with its output if it ends first. */
export async function waitForOutput(child: Child, pattern: RegExp, timeoutMs = 90_000): Promise<RegExpMatchArray> {
  const started = Date.now();
  for (;;) {
    const match = child.output().match(pattern);
    if (match) return match;
    if (child.process.exitCode !== null || child.process.signalCode !== null)
      throw new Error(`process ended before ${pattern}:\n${child.output()}`);
    if (Date.now() - started > timeoutMs) throw new Error(`no ${pattern} within ${timeoutMs} ms:\n${child.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `npm run sandbox` on its own port and data directory: answers its base URL, control token and API key. */
export async function startSandboxProcess(dataDir: string): Promise<{ child: Child; url: string; controlToken: string; apiKey: string }> {
  const port = await freePort();
  const controlToken = newControlToken();
  const apiKey = newControlToken();
  const child = run(['packages/mangopay-sandbox/src/main.ts'], {
    SANDBOX_PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SANDBOX_CONTROL_TOKEN: controlToken,
    SANDBOX_API_KEY: apiKey,
  });
  await waitForOutput(child, /listening at/);
  return { child, url: `http://127.0.0.1:${port}`, controlToken, apiKey };
}

/** The API server (`api/server.ts`) with `env` on a port of its own: answers its URL once it serves. */
export async function startServerProcess(env: Record<string, string>): Promise<{ child: Child; url: string }> {
  const port = await freePort();
  const child = run(['api/server.ts'], { PORT: String(port), NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env });
  await waitForOutput(child, /Entraide is running at/);
  return { child, url: `http://127.0.0.1:${port}` };
}

/** One job run to its end (or its crash) in a process of its own (run-job.ts). */
export async function runJobProcess(job: string, env: Record<string, string>) {
  const child = run(['test/money/crash/run-job.ts', job], { NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env });
  const end = await child.exited;
  return { ...end, output: child.output() };
}

/** A script of the project (`npx tsx <file> ...args`) run to its end. */
export async function runScriptProcess(file: string, args: string[], env: Record<string, string>) {
  const child = run([file, ...args], { LOG_LEVEL: 'warn', ...env });
  const end = await child.exited;
  return { ...end, output: child.output() };
}
