/**
 * podman on this machine kind (shared/design/OPERATIONS-NOTES.md, "Containers"): Debian's podman with
 * Debian's runc (crun refuses the hybrid cgroups), host networking, and a containers.conf without the
 * default ulimits (they cannot be set here). Every call of the image's test goes through this module.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const confDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-podman-'));
const containersConf = path.join(confDir, 'containers.conf');
writeFileSync(containersConf, '[containers]\ndefault_ulimits = []\n');

const env = () => ({ ...process.env, CONTAINERS_CONF: containersConf });
const withRuntime = (args: string[]) => ['--runtime', '/usr/sbin/runc', ...args];

export interface Finished {
  code: number | null;
  output: string;
}

/** `podman <args>` to its end (stdout and stderr together), without throwing. */
export function podman(args: string[], options: { timeoutMs?: number } = {}): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn('podman', withRuntime(args), { env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = options.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), options.timeoutMs) : undefined;
    child.once('close', (code) => {
      if (timer) clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** `podman <args>` that must succeed: its output. */
export async function podmanOk(args: string[], options: { timeoutMs?: number } = {}): Promise<string> {
  const done = await podman(args, options);
  if (done.code !== 0) throw new Error(`podman ${args.join(' ')} exited ${done.code}:\n${done.output.slice(-4000)}`);
  return done.output;
}

export const imageExists = (tag: string) => spawnSync('podman', withRuntime(['image', 'exists', tag]), { env: env() }).status === 0;

/** A running `podman run` (attached, so its output is the container's stdout and stderr). */
export interface RunningContainer {
  name: string;
  output(): string;
  exited: Promise<number | null>;
}

/** `podman run --rm --network=host --name <name> ...args`, attached. */
export function runContainer(name: string, args: string[]): RunningContainer {
  const child = spawn('podman', withRuntime(['run', '--rm', '--network=host', '--name', name, ...args]), {
    env: env(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { name, output: () => output, exited };
}

/** Waits for a line of a container's output, or fails with its output if it ends first. */
export async function waitForLine(container: RunningContainer, pattern: RegExp, timeoutMs = 120_000): Promise<void> {
  let ended = false;
  void container.exited.then(() => (ended = true));
  const started = Date.now();
  for (;;) {
    if (pattern.test(container.output())) return;
    if (ended) throw new Error(`${container.name} ended before ${pattern}:\n${container.output().slice(-4000)}`);
    if (Date.now() - started > timeoutMs)
      throw new Error(`${container.name}: no ${pattern} in ${timeoutMs} ms:\n${container.output().slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Sends SIGTERM to a container (as `podman stop` / an orchestrator does) and answers its exit code and the time it took. */
export async function terminate(container: RunningContainer): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  await podmanOk(['kill', '--signal', 'SIGTERM', container.name]);
  const code = await container.exited;
  return { code, ms: Date.now() - started };
}

/** Removes a container left running (a failed test), never throwing. */
export async function removeContainer(name: string): Promise<void> {
  await podman(['rm', '--force', '--time', '0', name]);
}
