/**
 * The deployment test's child processes: each in a process group of its own (detached), recorded in the
 * run's state directory so that `sweep` (run.ts, after vitest or on an interruption) ends whatever a
 * failed or interrupted test left running. Output is kept for the failure messages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export interface Proc {
  name: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends a signal to the whole group (npm, sh and node alike). */
  signal(signal: NodeJS.Signals): void;
}

const PIDS = 'pids';

/** Starts `command` in its own group, recorded in `stateDir`. */
export function launch(stateDir: string, name: string, command: string, args: string[], env: Record<string, string>): Proc {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, TZ: 'UTC', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  if (!child.pid) throw new Error(`${name}: ${command} did not start`);
  appendFileSync(path.join(stateDir, PIDS), `${child.pid} ${name}\n`);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    name,
    child,
    output: () => output,
    exited,
    signal(signal) {
      try {
        process.kill(-(child.pid as number), signal);
      } catch {
        // already gone
      }
    },
  };
}

/** Waits for a line of the process's output; fails with its output if it ends first. */
export async function waitForLine(proc: Proc, pattern: RegExp, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(proc.output())) {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null)
      throw new Error(`${proc.name} ended before ${pattern}:\n${proc.output().slice(-4000)}`);
    if (Date.now() > deadline) throw new Error(`${proc.name}: no ${pattern} within ${timeoutMs} ms:\n${proc.output().slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const alive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGTERM to the group, SIGKILL after `graceMs`; resolves when the group is gone. */
export async function stopGroup(pid: number, graceMs = 10_000): Promise<void> {
  if (!alive(pid)) return;
  const send = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // gone meanwhile
    }
  };
  send('SIGTERM');
  const deadline = Date.now() + graceMs;
  let killed = false;
  while (alive(pid)) {
    if (!killed && Date.now() > deadline) {
      send('SIGKILL');
      killed = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every process group recorded in `stateDir` and still alive, stopped. */
export async function stopRecorded(stateDir: string): Promise<string[]> {
  const file = path.join(stateDir, PIDS);
  if (!existsSync(file)) return [];
  const left: string[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const [pid, name] = line.split(' ');
    if (!alive(Number(pid))) continue;
    left.push(name ?? String(pid));
    await stopGroup(Number(pid), 3_000);
  }
  return left;
}
