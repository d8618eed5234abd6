/**
 * The page's own main-thread work in a Lighthouse load, read from its trace, apart from what the host
 * adds. Lighthouse's TBT multiplies each task's wall-clock duration by the CPU slowdown; on a small,
 * shared host a task's wall time also holds the time the renderer's main thread waited for a core (the
 * browser's other processes, Lighthouse itself and the server run on the same two cores). Trace events
 * carry both: `dur` (wall) and `tdur` (the thread's CPU time). Measured on 2 × AMD EPYC on 2026-11-27,
 * long tasks spent a third to a half of their wall time off the CPU (docs/performance.md).
 *
 * Blocking time from CPU time: for each top-level task of the page's main thread after its first
 * contentful paint (observed), max(0, CPU time × slowdown − 50 ms), summed; the same sum over wall
 * time beside it; and the share of the long tasks' wall time the thread was on the CPU.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** BENCH_WEB_TRACE_DIR: each load's or timespan's trace, to open in DevTools' Performance panel. */
export function saveTrace(dir: string, label: string, trace: { traceEvents: TraceEvent[] }): void {
  mkdirSync(dir, { recursive: true });
  const name = `${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${Date.now()}.json`;
  writeFileSync(path.join(dir, name), JSON.stringify(trace));
}

export type TraceEvent = {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; frame?: string; data?: { documentLoaderURL?: string; duration?: number; interactionId?: number } };
};

export type MainThreadBlocking = {
  /** Σ max(0, CPU time × slowdown − 50) over the tasks after FCP, in ms. */
  cpuBlockingMs: number;
  /** The same sum over wall time (what the host's waiting adds included), in ms. */
  wallBlockingMs: number;
  /** Share of the wall time of those tasks (10 ms or longer) that the main thread spent on the CPU, 0–1. */
  cpuShare: number;
};

const LONG_TASK_MS = 50;
const COUNTED_FOR_SHARE_MS = 10;

/** Null when the trace holds no navigation to `url` or no first contentful paint. */
export function mainThreadBlocking(events: TraceEvent[], url: string, cpuSlowdown: number): MainThreadBlocking | null {
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  if (!navigation) return null;
  const frame = navigation.args?.frame;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid && e.args?.frame === frame);
  if (!fcp) return null;
  const onMainThread = (e: TraceEvent) => e.pid === navigation.pid && e.tid === navigation.tid;
  const tasks = events.filter((e) => onMainThread(e) && e.name === 'RunTask' && e.ph === 'X' && e.ts >= fcp.ts).sort((a, b) => a.ts - b.ts);
  let end = -Infinity;
  let cpuBlockingMs = 0;
  let wallBlockingMs = 0;
  let longWall = 0;
  let longCpu = 0;
  for (const task of tasks) {
    if (task.ts < end) continue; // nested in the task before
    const wallMs = (task.dur ?? 0) / 1000;
    const cpuMs = (task.tdur ?? task.dur ?? 0) / 1000;
    end = task.ts + (task.dur ?? 0);
    cpuBlockingMs += Math.max(0, cpuMs * cpuSlowdown - LONG_TASK_MS);
    wallBlockingMs += Math.max(0, wallMs * cpuSlowdown - LONG_TASK_MS);
    if (wallMs >= COUNTED_FOR_SHARE_MS) {
      longWall += wallMs;
      longCpu += Math.min(cpuMs, wallMs);
    }
  }
  return { cpuBlockingMs, wallBlockingMs, cpuShare: longWall > 0 ? longCpu / longWall : 1 };
}

export type InteractionMainThread = {
  /** The interaction's latency as Event Timing measured it (input to next paint), in ms. */
  latencyMs: number;
  /** The page's main thread during that time: its CPU time, and the wall time its tasks lasted, in ms. */
  cpuMs: number;
  busyMs: number;
};

/**
 * The main thread during an interaction of a timespan: the Event Timing entry whose duration is closest to
 * `inpMs` (as Lighthouse picks it), and the tasks of its renderer's main thread within that window.
 * Null when the trace holds no interaction, or not its renderer's main thread.
 */
export function interactionMainThread(events: TraceEvent[], inpMs: number): InteractionMainThread | null {
  const entries = events.filter((e) => e.name === 'EventTiming' && e.ph !== 'e' && (e.args?.data?.interactionId ?? 0) > 0);
  const gap = (e: TraceEvent) => Math.abs((e.args?.data?.duration ?? Infinity) - inpMs);
  const entry = entries.sort((a, b) => gap(a) - gap(b))[0];
  if (!entry) return null;
  const latencyMs = entry.args?.data?.duration ?? 0;
  const main = events.find((e) => e.name === 'thread_name' && e.pid === entry.pid && e.args?.name === 'CrRendererMain');
  if (!main) return null;
  const start = entry.ts;
  const end = entry.ts + latencyMs * 1000;
  let cpu = 0;
  let busy = 0;
  for (const task of events) {
    if (task.name !== 'RunTask' || task.ph !== 'X' || task.pid !== entry.pid || task.tid !== main.tid) continue;
    const dur = task.dur ?? 0;
    const overlap = Math.min(end, task.ts + dur) - Math.max(start, task.ts);
    if (overlap <= 0 || dur <= 0) continue;
    busy += overlap;
    cpu += ((task.tdur ?? dur) * overlap) / dur;
  }
  return { latencyMs, cpuMs: cpu / 1000, busyMs: busy / 1000 };
}
