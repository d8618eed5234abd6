/**
 * Servers under benchmark run in child processes of their own (one Node process each, TypeScript
 * through tsx's loader), so that the load generator does not share their event loop and their
 * resident memory is theirs alone (read from /proc).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  pid: number;
  /** Resident memory of the process, in bytes. */
  rss(): number;
  /** CPU time the process used so far (user + system), in milliseconds. */
  cpuMs(): number;
  /**
   * Sends `signal` and resolves with the first line the process prints afterwards that matches
   * `line` (e.g. the memory probe's answer to SIGUSR2: bench/servers/memory-probe.mjs).
   */
  signalFor(signal: NodeJS.Signals, line: RegExp, timeoutMs?: number): Promise<string>;
  stop(): Promise<void>;
}

/** BENCH_PORTS=`first-last`: the ports a session may use on a shared host (default: any the system gives). */
const portRange = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
let nextInRange = Number(portRange?.[1] ?? 0);

/** A port of BENCH_PORTS's range nobody listens on, trying each in turn. */
async function freePortInRange(first: number, last: number): Promise<number> {
  for (let tries = 0; tries <= last - first; tries += 1) {
    const port = nextInRange;
    nextInRange = port >= last ? first : port + 1;
    if (await listenable(port)) return port;
  }
  throw new Error(`BENCH_PORTS ${first}-${last}: no free port left`);
}

function listenable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A free TCP port on 127.0.0.1 (in BENCH_PORTS's range when it is set). */
export function freePort(): Promise<number> {
  if (portRange) return freePortInRange(Number(portRange[1]), Number(portRange[2]));
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

/** CPU time (user + system) of a process so far, in ms, from /proc (clock ticks of 10 ms). */
export function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces, hence the last ')'): utime is the 12th, stime the 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Starts `script` (relative to the repository, or to `checkout`, another checkout of it: bench/request-cost.ts's
 * baseline) and waits for a line matching `ready`; `nodeArgs` go to Node before the script (e.g. `--cpu-prof`,
 * bench/profile.ts); `wrapper` runs Node under another program (valgrind, bench/request-instructions.ts), which
 * may take minutes to start it.
 */
export async function startServer(
  script: string,
  port: number,
  env: Record<string, string>,
  ready: RegExp,
  nodeArgs: string[] = [],
  checkout = root,
  wrapper: string[] = [],
): Promise<RunningServer> {
  const command = [...wrapper, process.execPath, ...nodeArgs, '--import', 'tsx', path.join(checkout, script)];
  const startMs = wrapper.length > 0 ? 600_000 : 120_000;
  const child: ChildProcess = spawn(command[0] as string, command.slice(1), {
    cwd: checkout,
    env: { ...process.env, ...env, PORT: String(port), TZ: 'UTC' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let onReady: (chunk: Buffer) => void = () => undefined;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} did not start in ${startMs / 1000} s:\n${output}`));
    }, startMs);
    onReady = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onReady);
    child.stderr?.on('data', onReady);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code}) before it was ready:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  // From here on, the output only feeds signalFor's waiters (not kept: a long run prints a lot).
  child.stdout?.off('data', onReady);
  child.stderr?.off('data', onReady);
  let pending = '';
  const waiters = new Set<(line: string) => void>();
  const onLines = (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) for (const waiter of waiters) waiter(line);
  };
  child.stdout?.on('data', onLines);
  child.stderr?.resume();
  const pid = child.pid as number;
  return {
    url: `http://127.0.0.1:${port}`,
    pid,
    rss: () => rssOf(pid),
    cpuMs: () => cpuMsOf(pid),
    signalFor: (signal, line, timeoutMs = 30_000) =>
      new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`${script}: no line matching ${line} within ${timeoutMs} ms of ${signal}`));
        }, timeoutMs);
        const waiter = (text: string) => {
          if (!line.test(text)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(text);
        };
        waiters.add(waiter);
        child.kill(signal);
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
