/**
 * Benchmark only (bench/memory.ts): preloaded into the API process with `node --expose-gc --import
 * ./bench/servers/memory-probe.mjs`, never by the product. On SIGUSR2 it runs a full garbage collection
 * and prints `memory {"rss":…,"heapUsed":…,"heapTotal":…,"external":…}` (bytes) on stdout, so that the
 * memory measure reads what the process keeps, not the garbage it has not collected yet.
 */
process.on('SIGUSR2', () => {
  if (typeof globalThis.gc === 'function') {
    globalThis.gc();
    globalThis.gc();
  }
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  process.stdout.write(
    `memory ${JSON.stringify({ rss, heapUsed, heapTotal, external, collected: typeof globalThis.gc === 'function' })}\n`,
  );
});
