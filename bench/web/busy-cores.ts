/**
 * BENCH_WEB_BUSY_CORES=n: n processes that keep a core each busy (a loop that never waits) while the
 * pages are measured, standing for what else a cheap phone or a shared host runs. They are started
 * after the CPU slowdown's calibration, so that the slowdown is the quiet host's and the runs show
 * what the busy cores alone change.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface BusyCores {
  count: number;
  stop(): void;
}

export function startBusyCores(count: number): BusyCores {
  const children: ChildProcess[] = [];
  for (let i = 0; i < count; i += 1) children.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  return {
    count,
    stop: () => children.forEach((child) => child.kill('SIGKILL')),
  };
}
