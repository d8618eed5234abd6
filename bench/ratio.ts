/**
 * Item 1: Entraide against the framework. The same load (autocannon, BENCH_CONNECTIONS for
 * BENCH_DURATION_SECONDS) on bare Koa + @koa/router answering a constant JSON, then on each endpoint.
 * Bare Koa and each endpoint take turns, four rounds of a quarter of the measure each, and the ratio is
 * of their totals: on a shared virtual machine the speed of the same code drifts by a third within
 * minutes (bare Koa alone, 33,000 to 60,000 req/s in one hour), which one baseline for all the rows, or
 * even one measure just before each, would count for or against an endpoint. Each server is first
 * warmed up for one round (not counted), so that the measure is of optimized code rather than of the JIT
 * compiling it.
 */
import { measure, probe, type Measure, type Target } from './load';
import type { BenchSettings } from './settings';
import type { EntraideTargets } from './targets';

export interface RatioRow {
  measure: Measure;
  /** Bare Koa over the same rounds as this endpoint: the ratio's denominator. */
  bare: Measure;
  /** Entraide's requests over bare Koa's in the same rounds. */
  ratio: number;
  /** The target: a minimum ratio and/or a maximum p99 (ms). */
  goal: { minRatio?: number; maxP99?: number };
  met: boolean;
}

export interface RatioResult {
  rows: RatioRow[];
}

/** Rounds per endpoint: bare Koa and the endpoint take turns, a quarter of the measure each time. */
const ROUNDS = 4;

/** One measure from the rounds: requests and failures added up, the worst p99, the median round's p50. */
function combine(label: string, rounds: Measure[], seconds: number): Measure {
  const requests = rounds.reduce((sum, m) => sum + m.requests, 0);
  const p50s = rounds.map((m) => m.p50).sort((x, y) => x - y);
  return {
    label,
    requestsPerSecond: Math.round(requests / seconds),
    p50: p50s[Math.floor(p50s.length / 2)] as number,
    p99: Math.max(...rounds.map((m) => m.p99)),
    requests,
    failures: rounds.reduce((sum, m) => sum + m.failures, 0),
  };
}

export async function benchRatio(
  bareUrl: string,
  targets: EntraideTargets,
  settings: BenchSettings,
  log: (line: string) => void,
): Promise<RatioResult> {
  const seconds = settings.durationSeconds;
  const round = { connections: settings.connections, duration: Math.max(1, Math.round(seconds / ROUNDS)) };
  const bareTarget: Target = { label: 'bare Koa + @koa/router, constant JSON', url: `${bareUrl}/api/v1/health` };
  await measure(bareTarget, round); // warm-up, not counted
  const plan: Array<[Target, RatioRow['goal']]> = [
    // Issue 41's goals, with metrics and tracing on (bench/run.ts starts Entraide so for this measure).
    [targets.health, { minRatio: 0.7 }],
    [targets.pot, { minRatio: 0.3, maxP99: 50 }],
    [targets.participantsFirst, { minRatio: 0.25, maxP99: 50 }],
    [targets.filter, { maxP99: 50 }],
  ];
  const rows: RatioRow[] = [];
  for (const [target, goal] of plan) {
    const status = await probe(target);
    if (status !== 200) throw new Error(`${target.label} answered ${status}`);
    await measure(target, round); // warm-up, not counted
    const bareRounds: Measure[] = [];
    const rounds: Measure[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      bareRounds.push(await measure(bareTarget, round));
      rounds.push(await measure(target, round));
    }
    const bare = combine(bareTarget.label, bareRounds, round.duration * ROUNDS);
    const m = combine(target.label, rounds, round.duration * ROUNDS);
    const ratio = m.requests / Math.max(bare.requests, 1);
    const met =
      m.failures === 0 && (goal.minRatio === undefined || ratio >= goal.minRatio) && (goal.maxP99 === undefined || m.p99 <= goal.maxP99);
    rows.push({ measure: m, bare, ratio, goal, met });
    log(
      `  bare Koa: ${bare.requestsPerSecond} req/s (${bareRounds.map((r) => r.requestsPerSecond).join(', ')}), p50 ${bare.p50} ms, p99 ${bare.p99} ms`,
    );
    log(
      `  ${m.label}: ${m.requestsPerSecond} req/s (${rounds.map((r) => r.requestsPerSecond).join(', ')}; ${ratio.toFixed(2)} of bare Koa), p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.failures} failed`,
    );
  }
  return { rows };
}
