/**
 * Writes the API section of docs/performance.md, between `<!-- api-bench:start -->` and
 * `<!-- api-bench:end -->` (added at the end of the file when absent). The rest of the file (other
 * sections, written by hand or by other tools) is never touched.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { SizeMeasures } from './flat-costs';
import { growth } from './flat-costs';
import type { MemoryResult } from './memory';
import type { RatioResult } from './ratio';
import type { WritePathResult } from './write-path';

export const START_MARKER = '<!-- api-bench:start -->';
export const END_MARKER = '<!-- api-bench:end -->';

export interface BenchReport {
  date: string;
  machine: string;
  database: string;
  settings: string;
  quick: boolean;
  ratio: RatioResult;
  flat: { small: SizeMeasures; large: SizeMeasures; labels: string[] };
  writePath: WritePathResult | null;
  memory: MemoryResult;
}

const n = (value: number) => value.toLocaleString('en');
const pct = (value: number) => `${value >= 0 ? '+' : ''}${Math.round(value * 100)}%`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const yes = (met: boolean) => (met ? 'yes' : '**no**');

function ratioSection(r: RatioResult): string[] {
  const goal = (g: RatioResult['rows'][number]['goal']) =>
    [g.minRatio !== undefined ? `ratio ≥ ${g.minRatio}` : '', g.maxP99 !== undefined ? `p99 ≤ ${g.maxP99} ms` : '']
      .filter(Boolean)
      .join(', ');
  return [
    '### 1. Ratio to the framework',
    '',
    'Bare Koa and each endpoint take turns (four rounds of a quarter of the measure each, after one round of',
    "warm-up for each server); the ratio is of their totals, so that the machine's drift weighs on both alike.",
    'Entraide runs with its observability on: metrics on their own port and every request traced',
    '(OpenTelemetry, the default sampler) to a stand-in OTLP collector (`bench/servers/otlp-sink.ts`).',
    '',
    '| endpoint | req/s | bare Koa in the same rounds, req/s | ratio to bare Koa | p50 | p99 | failed | goal | met |',
    '|---|---:|---:|---:|---:|---:|---:|---|---|',
    ...r.rows.map(
      (row) =>
        `| ${row.measure.label} | ${n(row.measure.requestsPerSecond)} | ${n(row.bare.requestsPerSecond)} | ${row.ratio.toFixed(2)} | ${row.measure.p50} ms | ${row.measure.p99} ms | ${row.measure.failures} | ${goal(row.goal)} | ${yes(row.met)} |`,
    ),
  ];
}

function flatSection(f: BenchReport['flat']): string[] {
  const { small, large } = f;
  const lines = [
    '### 2. Flat costs as the data grows',
    '',
    `p50 of the same reads with ${n(small.donations)} then ${n(large.donations)} SUCCEEDED donations in the database ` +
      `(the measured pot holds one donation in ten: ${n(small.potDonations)} then ${n(large.potDonations)}; the measured user's own ` +
      'donations and pots stay the same). Goal: at most +30%.',
    '',
    `| read | p50, ${n(small.donations)} donations | p50, ${n(large.donations)} donations | growth | met |`,
    '|---|---:|---:|---:|---|',
  ];
  for (const label of f.labels) {
    const a = small.measures.get(label);
    const b = large.measures.get(label);
    const g = growth(small, large, label);
    if (!a || !b || g === undefined) {
      const why = small.missing.get(label) ?? large.missing.get(label) ?? 'not measured';
      lines.push(`| ${label} | TODO: not measured (${why}: not built yet when the bench ran) | | | |`);
      continue;
    }
    lines.push(`| ${label} | ${a.p50} ms | ${b.p50} ms | ${pct(g)} | ${yes(g <= 0.3 && a.failures + b.failures === 0)} |`);
  }
  return lines;
}

function writeSection(w: WritePathResult | null): string[] {
  if (!w) {
    return ['### 3. Write path', '', '**Not measured** (the write path did not run).'];
  }
  return [
    '### 3. Write path',
    '',
    'Card donations (`POST /cagnottes/{id}/donations`, frictionless test card, 1 € to 20 €, each with its own',
    "Idempotency-Key) by signed-in donors at the benchmark's connections, against the Mangopay emulator in a",
    'process of its own; a worker process runs the jobs (Procfile). Each new pay-in is delivered once to the hook',
    'endpoint while donations flow (the emulator delivers its own hooks too).',
    '',
    '| measure | value | goal | met |',
    '|---|---:|---|---|',
    `| donations per second (succeeded) | ${w.donationsPerSecond} | | |`,
    `| donations succeeded / failed | ${n(w.donations)} / ${n(w.failures)} | none failed | ${yes(w.failures === 0)} |`,
    `| donation request p50 / p99 | ${w.donationP50} ms / ${w.donationP99} ms | | |`,
    `| final pot total (stored = SUCCEEDED rows = answered = charity wallet credit) | ${n(w.totalCents)} cents (wallet +${n(w.walletCreditCents)}) | exact | ${yes(w.totalChecked)} |`,
    `| hook endpoint p50 / p99 (${n(w.hookRequests)} deliveries, ${w.hookFailures} failed, ${n(w.hookThrottled)} refused 429 by the per-address budget) | ${w.hookP50} ms / ${w.hookP99} ms | p99 ≤ 200 ms | ${yes(w.hookP99 <= 200 && w.hookFailures === 0)} |`,
  ];
}

function memorySection(m: MemoryResult): string[] {
  const [a, b] = m.points;
  return [
    '### 4. Memory',
    '',
    'Read in the API process after the load stopped, a 2 s settle and a full garbage collection (the process runs',
    'with `--expose-gc` and the benchmark-only memory probe, `bench/servers/memory-probe.mjs`).',
    '',
    '| after | resident memory (RSS) | JavaScript heap in use |',
    '|---:|---:|---:|',
    ...m.points.map((p) => `| ${n(p.requests)} requests | ${mb(p.rssBytes)} | ${mb(p.heapUsedBytes)} |`),
    '',
    `Growth from ${n(a?.requests ?? 0)} to ${n(b?.requests ?? 0)} requests: RSS ${pct(m.growth)} (goal: within 20%): ${yes(Math.abs(m.growth) <= 0.2)}; ` +
      `heap in use ${pct(m.heapGrowth)}; ${m.failures} failed requests.`,
  ];
}

export function renderReport(r: BenchReport): string {
  return [
    START_MARKER,
    '## API benchmark (`npm run bench`)',
    '',
    '_Written by `bench/run.ts` between the api-bench markers; edit the harness, not this section._',
    '',
    ...(r.quick
      ? [
          '> **Verification run only**: short measures on a machine shared with other work, to check the harness.',
          "> These figures are **not** the benchmark's results; run `npm run bench` with the defaults on a quiet machine.",
          '',
        ]
      : []),
    `Run ${r.date} on ${r.machine}; ${r.database}. ${r.settings}`,
    '',
    ...ratioSection(r.ratio),
    '',
    ...flatSection(r.flat),
    '',
    ...writeSection(r.writePath),
    '',
    ...memorySection(r.memory),
    '',
    '### How it is measured',
    '',
    '- Each server runs in a child process of its own (`node --import tsx`), the load generator (autocannon) in the',
    '  benchmark process, all on the same machine: bare Koa (`bench/servers/bare-koa.ts`), then Entraide as',
    '  `npm run start:prod` starts it (`api/server.ts`, `NODE_ENV=production`, `RUN_MIGRATIONS=false`, `RUN_JOBS=false`,',
    '  logs at `warn`), with a worker process (`api/worker.ts`) and the Mangopay emulator in processes of their own.',
    '- Entraide runs on a fresh PostgreSQL database, migrated and seeded, filled to 10,000 charities',
    '  (`bench/charities-at-scale.ts`) and by the data generator (`bench/seed-data.ts`, also `npm run bench:seed`).',
    '- Every endpoint is first checked to answer 200; failed = non-2xx, errors and timeouts.',
    '- Production runs a one-second micro-cache of the public pot read and participants pages and a five-second one',
    '  of directory filter pages (docs/decisions.md, Performance): the ratio, write-path and memory measures run with it,',
    '  as production does; the flat-cost measures run without it (`PUBLIC_READ_CACHE=false`), since they measure the',
    '  database work as the data grows.',
    "- `npm run bench:profile` shows where an endpoint's time goes (CPU profile, or CPU time per request with `cpu`).",
    END_MARKER,
  ].join('\n');
}

/** Replaces the section between the markers (or appends it); returns the file's new text. */
export function withSection(document: string, section: string): string {
  const start = document.indexOf(START_MARKER);
  const end = document.indexOf(END_MARKER);
  if (start !== -1 && end > start) return document.slice(0, start) + section + document.slice(end + END_MARKER.length);
  return `${document.replace(/\s*$/, '')}\n\n${section}\n`;
}

export function writeReport(file: string, section: string): void {
  writeFileSync(file, withSection(readFileSync(file, 'utf8'), section));
}
