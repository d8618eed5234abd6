/**
 * Item 4: the API's memory after N1 and after N2 requests (10,000 and 100,000 by default), the requests
 * spread over the read endpoints of the benchmark. The API process runs with the memory probe
 * (MEMORY_PROBE_NODE_ARGS: `--expose-gc` and bench/servers/memory-probe.mjs): at each point, after the
 * load has stopped and a short settle, the probe runs a full garbage collection and reports the
 * resident memory (RSS) and the JavaScript heap in use. Read without a collection, RSS mostly shows how
 * far V8 let its heap grow before collecting (it grows lazily under load), not what the process keeps.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { measure, type Target } from './load';
import type { RunningServer } from './servers/spawn';
import type { BenchSettings } from './settings';

/** Node arguments of the API process under the memory measure. */
export const MEMORY_PROBE_NODE_ARGS = [
  '--expose-gc',
  '--import',
  pathToFileURL(path.join(import.meta.dirname, 'servers/memory-probe.mjs')).href,
];
/** Pause between the end of the load and the reading (sockets closed, timers run). */
const SETTLE_MS = 2_000;

export interface MemoryPoint {
  requests: number;
  /** Resident memory after a full collection. */
  rssBytes: number;
  /** JavaScript heap in use after a full collection. */
  heapUsedBytes: number;
}

export interface MemoryResult {
  points: MemoryPoint[];
  /** RSS growth from the first point to the second (0.2 = +20%). */
  growth: number;
  /** Heap-in-use growth from the first point to the second. */
  heapGrowth: number;
  failures: number;
}

/** Sends `amount` requests spread over `targets` (in turn, each its share). */
async function send(targets: Target[], amount: number, connections: number): Promise<number> {
  let failures = 0;
  const share = Math.ceil(amount / targets.length);
  for (const target of targets) failures += (await measure(target, { connections, amount: share })).failures;
  return failures;
}

/** The memory probe's reading, after a full collection. */
async function read(server: Pick<RunningServer, 'signalFor'>, requests: number): Promise<MemoryPoint> {
  await sleep(SETTLE_MS);
  const line = await server.signalFor('SIGUSR2', /^memory \{/);
  const m = JSON.parse(line.slice('memory '.length)) as { rss: number; heapUsed: number; collected: boolean };
  if (!m.collected) throw new Error('the API process runs without --expose-gc: start it with MEMORY_PROBE_NODE_ARGS');
  return { requests, rssBytes: m.rss, heapUsedBytes: m.heapUsed };
}

export async function benchMemory(
  targets: Target[],
  server: Pick<RunningServer, 'signalFor'>,
  settings: BenchSettings,
  log: (line: string) => void,
): Promise<MemoryResult> {
  const [first, second] = settings.memoryPoints;
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  let failures = await send(targets, first, settings.connections);
  const a = await read(server, first);
  log(`  after ${first.toLocaleString('en')} requests: RSS ${mb(a.rssBytes)}, heap in use ${mb(a.heapUsedBytes)} (after a full GC)`);
  failures += await send(targets, second - first, settings.connections);
  const b = await read(server, second);
  log(`  after ${second.toLocaleString('en')} requests: RSS ${mb(b.rssBytes)}, heap in use ${mb(b.heapUsedBytes)} (after a full GC)`);
  return { points: [a, b], growth: b.rssBytes / a.rssBytes - 1, heapGrowth: b.heapUsedBytes / a.heapUsedBytes - 1, failures };
}
