/**
 * Item 4: the API's resident memory (its process, from /proc) after N1 and after N2 requests
 * (10,000 and 100,000 by default), the requests spread over the read endpoints of the benchmark.
 */
import { measure, type Target } from './load';
import type { BenchSettings } from './settings';

export interface MemoryResult {
  points: Array<{ requests: number; rssBytes: number }>;
  /** RSS growth from the first point to the second (0.2 = +20%). */
  growth: number;
  failures: number;
}

/** Sends `amount` requests spread over `targets` (in turn, each its share). */
async function send(targets: Target[], amount: number, connections: number): Promise<number> {
  let failures = 0;
  const share = Math.ceil(amount / targets.length);
  for (const target of targets) failures += (await measure(target, { connections, amount: share })).failures;
  return failures;
}

export async function benchMemory(targets: Target[], rss: () => number, settings: BenchSettings, log: (line: string) => void): Promise<MemoryResult> {
  const [first, second] = settings.memoryPoints;
  let failures = await send(targets, first, settings.connections);
  const points = [{ requests: first, rssBytes: rss() }];
  log(`  after ${first.toLocaleString('en')} requests: RSS ${(points[0]!.rssBytes / 1e6).toFixed(1)} MB`);
  failures += await send(targets, second - first, settings.connections);
  points.push({ requests: second, rssBytes: rss() });
  log(`  after ${second.toLocaleString('en')} requests: RSS ${(points[1]!.rssBytes / 1e6).toFixed(1)} MB`);
  return { points, growth: points[1]!.rssBytes / points[0]!.rssBytes - 1, failures };
}
