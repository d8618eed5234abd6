/**
 * Benchmark only (bench/memory.ts, bench/live.ts): preloaded into the API process with `node --expose-gc
 * --import ./bench/servers/memory-probe.mjs`, never by the product. On SIGUSR2 it runs a full garbage
 * collection and prints `memory {"rss":…,"heapUsed":…,"heapTotal":…,"external":…,"gc":{…}}` (bytes) on
 * stdout, so that the memory measure reads what the process keeps, not the garbage it has not collected
 * yet. `gc` counts the collections V8 ran on its own since the previous report (`count`, their pauses'
 * `totalMs` and `maxMs`, and `majorCount` of them mark-compact), the probe's own collections left out;
 * `loop`, the event loop's delay since the previous report (p99 and max, ms).
 */
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

/** The event loop's delay since the previous report (`loop`: p99 and max, ms), sampled every 10 ms. */
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

let pauses = { count: 0, majorCount: 0, totalMs: 0, maxMs: 0 };
/** [start, end] of the probe's own collections (performance.now()): their entries arrive later. */
const forced = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (forced.some(([start, end]) => entry.startTime >= start && entry.startTime <= end)) continue;
    pauses.count += 1;
    pauses.totalMs += entry.duration;
    pauses.maxMs = Math.max(pauses.maxMs, entry.duration);
    if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) pauses.majorCount += 1;
  }
}).observe({ entryTypes: ['gc'] });

process.on('SIGUSR2', () => {
  const gc = { ...pauses, totalMs: Math.round(pauses.totalMs * 10) / 10, maxMs: Math.round(pauses.maxMs * 10) / 10 };
  pauses = { count: 0, majorCount: 0, totalMs: 0, maxMs: 0 };
  const loop = { p99: Math.round(loopDelay.percentile(99) / 1e5) / 10, max: Math.round(loopDelay.max / 1e5) / 10 };
  if (typeof globalThis.gc === 'function') {
    const start = performance.now();
    globalThis.gc();
    globalThis.gc();
    forced.push([start, performance.now()]);
    if (forced.length > 8) forced.shift();
  }
  loopDelay.reset();
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  process.stdout.write(
    `memory ${JSON.stringify({ rss, heapUsed, heapTotal, external, gc, loop, collected: typeof globalThis.gc === 'function' })}\n`,
  );
});
