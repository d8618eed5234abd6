/**
 * Item 1: Entraide against the framework. The same load (autocannon, BENCH_CONNECTIONS for
 * BENCH_DURATION_SECONDS) on bare Koa + @koa/router answering a constant JSON, then on each endpoint.
 */
import { measure, probe, type Measure, type Target } from './load';
import type { BenchSettings } from './settings';
import type { EntraideTargets } from './targets';

export interface RatioRow {
  measure: Measure;
  /** Entraide's requests per second over bare Koa's. */
  ratio: number;
  /** What issue 13 asks: a minimum ratio and/or a maximum p99 (ms). */
  goal: { minRatio?: number; maxP99?: number };
  met: boolean;
}

export interface RatioResult {
  bare: Measure;
  rows: RatioRow[];
}

export async function benchRatio(bareUrl: string, targets: EntraideTargets, settings: BenchSettings, log: (line: string) => void): Promise<RatioResult> {
  const load = { connections: settings.connections, duration: settings.durationSeconds };
  const bare = await measure({ label: 'bare Koa + @koa/router, constant JSON', url: `${bareUrl}/api/v1/health` }, load);
  log(`  bare Koa: ${bare.requestsPerSecond} req/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms`);
  const plan: Array<[Target, RatioRow['goal']]> = [
    [targets.health, { minRatio: 0.8 }],
    [targets.pot, { minRatio: 0.35, maxP99: 50 }],
    [targets.participantsFirst, { minRatio: 0.25, maxP99: 50 }],
    [targets.filter, { maxP99: 50 }],
  ];
  const rows: RatioRow[] = [];
  for (const [target, goal] of plan) {
    const status = await probe(target);
    if (status !== 200) throw new Error(`${target.label} answered ${status}`);
    const m = await measure(target, load);
    const ratio = m.requestsPerSecond / Math.max(bare.requestsPerSecond, 1);
    const met = m.failures === 0 && (goal.minRatio === undefined || ratio >= goal.minRatio) && (goal.maxP99 === undefined || m.p99 <= goal.maxP99);
    rows.push({ measure: m, ratio, goal, met });
    log(`  ${m.label}: ${m.requestsPerSecond} req/s (${ratio.toFixed(2)} of bare Koa), p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.failures} failed`);
  }
  return { bare, rows };
}
