/**
 * The rolling restart of issue 42, item 6, while the load runs: web 1 gets SIGTERM while nginx still
 * sends it requests (no reload: docs/decisions/0436-rolling-restart-without-reload.md), drains, exits and
 * starts again; then web 2; the worker is killed with SIGKILL while web 1 restarts, and started again.
 * During each drain its own readiness (read directly, not through nginx) must answer 503: a process that
 * exits without draining is seen even when no request was cut.
 */
import { PORTS, type Topology, type WebName } from './topology';

export interface Restart {
  process: string;
  signal: 'SIGTERM' | 'SIGKILL';
  /** How it ended: an exit code (a web process must exit 0 after draining), or the signal. */
  exit: string;
  /** For a web process: whether its readiness answered 503 (draining) between the signal and its exit. */
  drained?: boolean;
  stoppedMs: number;
  backMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function restartWeb(topology: Topology, name: WebName): Promise<Restart> {
  const proc = topology.web[name];
  const started = Date.now();
  // To the node process itself (its group is that one process): what an orchestrator sends.
  proc.child.kill('SIGTERM');
  let exited = false;
  const end = await Promise.all([proc.exited.finally(() => (exited = true)), watchDraining(name, () => exited)]);
  const stoppedMs = Date.now() - started;
  await topology.restartWeb(name);
  return {
    process: name,
    signal: 'SIGTERM',
    exit: end[0].signal ?? String(end[0].code),
    drained: end[1],
    stoppedMs,
    backMs: Date.now() - started,
  };
}

/** Reads the web process's readiness until it exits: true once it answered 503 (draining). */
async function watchDraining(name: WebName, exited: () => boolean): Promise<boolean> {
  while (!exited()) {
    const status = await fetch(`http://127.0.0.1:${PORTS[name]}/api/v1/health/ready`, { signal: AbortSignal.timeout(1_000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 503) return true;
    await sleep(100);
  }
  return false;
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
