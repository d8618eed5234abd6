/**
 * Item 1: Entraide against the framework. The same load (autocannon, BENCH_CONNECTIONS for
 * BENCH_DURATION_SECONDS) on bare Koa + @koa/router answering a constant JSON, then on each endpoint.
 * Each endpoint is compared with a measure of bare Koa taken just before it: on a shared virtual
 * machine the speed of the same code drifts by a third over minutes (bare Koa alone, 33,000 to 51,000
 * req/s in one hour), which one baseline for all the rows would count against the later ones. Each
 * server is first warmed up for a quarter of the measure (at least a second, not counted), so that the
 * measure is of optimized code rather than of the JIT compiling it.
 */
import { measure, probe, type Measure, type Target } from './load';
import type { BenchSettings } from './settings';
import type { EntraideTargets } from './targets';

export interface RatioRow {
  measure: Measure;
  /** Bare Koa, measured just before this endpoint: the ratio's denominator. */
  bare: Measure;
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
  const warmUp = { connections: settings.connections, duration: Math.max(1, Math.round(settings.durationSeconds / 4)) };
  const bareTarget: Target = { label: 'bare Koa + @koa/router, constant JSON', url: `${bareUrl}/api/v1/health` };
  await measure(bareTarget, warmUp);
  const measureBare = async () => {
    const m = await measure(bareTarget, load);
    log(`  bare Koa: ${m.requestsPerSecond} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms`);
    return m;
  };
  const first = await measureBare();
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
    await measure(target, warmUp);
    const bare = rows.length === 0 ? first : await measureBare();
    const m = await measure(target, load);
    const ratio = m.requestsPerSecond / Math.max(bare.requestsPerSecond, 1);
    const met = m.failures === 0 && (goal.minRatio === undefined || ratio >= goal.minRatio) && (goal.maxP99 === undefined || m.p99 <= goal.maxP99);
    rows.push({ measure: m, bare, ratio, goal, met });
    log(`  ${m.label}: ${m.requestsPerSecond} req/s (${ratio.toFixed(2)} of bare Koa), p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.failures} failed`);
  }
  return { bare: first, rows };
}
