/**
 * Item 2: the same reads at two database sizes (1,000 then 1,000,000 donations by default). The
 * measured pot and user keep their share (seed-data.ts), so only the platform grows; p50 at
 * BENCH_DURATION_SECONDS and 10 connections (service time rather than queueing).
 */
import { measure, probe, type Measure, type Target } from './load';
import type { BenchSettings } from './settings';
import type { EntraideTargets } from './targets';

export interface SizeMeasures {
  donations: number;
  potDonations: number;
  measures: Map<string, Measure>;
  /** Reads that could not be measured (not built yet): label -> why. */
  missing: Map<string, string>;
}

export function flatTargets(targets: EntraideTargets): Target[] {
  return [targets.pot, targets.participantsFirst, targets.participantsLast, targets.userDonations, targets.myPots];
}

export async function measureSize(
  targets: Target[],
  size: { donations: number; potDonations: number },
  settings: BenchSettings,
  log: (line: string) => void,
): Promise<SizeMeasures> {
  const result: SizeMeasures = { ...size, measures: new Map(), missing: new Map() };
  for (const target of targets) {
    const status = await probe(target);
    if (status !== 200) {
      result.missing.set(target.label, `answered ${status}`);
      log(`  ${target.label}: answered ${status}, not measured`);
      continue;
    }
    const m = await measure(target, { connections: settings.flatConnections, duration: settings.durationSeconds });
    result.measures.set(target.label, m);
    log(`  ${target.label}: p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.requestsPerSecond} req/s, ${m.failures} failed`);
  }
  return result;
}

/** p50 growth from the small to the large database (0.3 = +30%); undefined when either is missing. */
export function growth(small: SizeMeasures, large: SizeMeasures, label: string): number | undefined {
  const a = small.measures.get(label);
  const b = large.measures.get(label);
  if (!a || !b) return undefined;
  // autocannon's latencies are whole milliseconds: below 1 ms, count 1 ms so that 0 -> 1 is not +∞.
  return Math.max(b.p50, 1) / Math.max(a.p50, 1) - 1;
}
