/**
 * Benchmark only (bench/memory.ts, bench/live.ts): preloaded into the API process with `node --expose-gc
 * --import ./bench/servers/memory-probe.mjs`, never by the product. On SIGUSR2 it runs a full garbage
 * collection and prints `memory {"rss":…,"heapUsed":…,"heapTotal":…,"external":…,"gc":{…}}` (bytes) on
 * stdout, so that the memory measure reads what the process keeps, not the garbage it has not collected
 * yet. `gc` counts the collections V8 ran on its own since the previous report (`count`, their pauses'
 * `totalMs` and `maxMs`, and `majorCount` of them mark-compact), the probe's own collections left out.
 */
import { constants, PerformanceObserver } from 'node:perf_hooks';

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
  if (typeof globalThis.gc === 'function') {
    const start = performance.now();
    globalThis.gc();
    globalThis.gc();
    forced.push([start, performance.now()]);
    if (forced.length > 8) forced.shift();
  }
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  process.stdout.write(
    `memory ${JSON.stringify({ rss, heapUsed, heapTotal, external, gc, collected: typeof globalThis.gc === 'function' })}\n`,
  );
});
