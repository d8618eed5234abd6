/**
 * The rolling restart of issue 42, item 6, while the load runs: web 1 gets SIGTERM, drains, exits and
 * starts again; then web 2; the worker is killed with SIGKILL while web 1 restarts, and started again.
 */
import type { Topology, WebName } from './topology';

export interface Restart {
  process: string;
  signal: 'SIGTERM' | 'SIGKILL';
  /** How it ended: an exit code (a web process must exit 0 after draining), or the signal. */
  exit: string;
  stoppedMs: number;
  backMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function restartWeb(topology: Topology, name: WebName): Promise<Restart> {
  const proc = topology.web[name];
  const started = Date.now();
  // To the node process itself (its group is that one process): what an orchestrator sends.
  proc.child.kill('SIGTERM');
  const end = await proc.exited;
  const stoppedMs = Date.now() - started;
  await topology.restartWeb(name);
  return { process: name, signal: 'SIGTERM', exit: end.signal ?? String(end.code), stoppedMs, backMs: Date.now() - started };
}

async function killWorker(topology: Topology): Promise<Restart> {
  const started = Date.now();
  topology.worker.signal('SIGKILL');
  const end = await topology.worker.exited;
  const stoppedMs = Date.now() - started;
  await topology.restartWorker();
  return { process: 'worker', signal: 'SIGKILL', exit: end.signal ?? String(end.code), stoppedMs, backMs: Date.now() - started };
}

/** Web 1, then web 2, each after `pauseMs` of load; the worker killed meanwhile. */
export async function rollingRestart(topology: Topology, pauseMs: number): Promise<Restart[]> {
  await sleep(pauseMs);
  const [web1, worker] = await Promise.all([restartWeb(topology, 'web1'), sleep(2_000).then(() => killWorker(topology))]);
  await sleep(pauseMs);
  const web2 = await restartWeb(topology, 'web2');
  return [web1, worker, web2];
}
