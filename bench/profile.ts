/**
 * `npm run bench:profile -- [cpu] [metrics|traced] [bare] [bare-profile] [health] [pot] [participants] [filter] [write]`:
 * where the API's time goes. Each named endpoint is loaded (BENCH_CONNECTIONS, BENCH_DURATION_SECONDS, default 50 and 5)
 * against a fresh Entraide process started with `node --cpu-prof`; prints req/s, latency and the
 * profile's self time by place and by function (for `write`, the worker's too: its hooks, e-mails and
 * receipts, over the jobs it ran while the load lasted). Figures depend on the machine's load; the profile's
 * shares do much less. `bare` measures bare Koa first, for the ratio, measured back to back.
 * Observability is off unless asked: `metrics` serves the Prometheus metrics on a free port (METRICS_PORT),
 * `traced` also loads OpenTelemetry (tracing-preload.ts) sending spans to a stand-in collector
 * (servers/otlp-sink.ts), as `npm run bench` runs Entraide for its ratios.
 * Its data: bench/profile-database.ts.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { printSummary, summarizeProfile } from './cpu-profile';
import { measure, probe, type Target } from './load';
import { dataDir, DATABASE, profileDatabase } from './profile-database';
import type { BenchFixtures } from './seed-data';
import { startEntraide, startSandboxProcess, startWorkerProcess } from './servers/entraide';
import { startOtlpSink, type OtlpSink } from './servers/otlp-sink';
import { freePort, startServer } from './servers/spawn';
import { entraideTargets } from './targets';
import { benchWritePath } from './write-path';

process.env.TZ = 'UTC';
const log = (line: string) => console.log(line);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_DURATION_SECONDS ?? 5);

/** Busy CPU time per request (or per `unit`), from a profile's summary and the requests it served. */
function perRequest(busyMs: number, requests: number, unit = 'request'): string {
  return `${Math.round((busyMs * 1000) / Math.max(requests, 1))} µs of the process's CPU per ${unit}`;
}

/** Prints the profile written in `dir` (the samples after `skipMs`), then removes it unless BENCH_PROFILE_KEEP. */
function printProfile(dir: string, skipMs: number, requests: number, unit?: string): void {
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (file) {
    const summary = summarizeProfile(path.join(dir, file), { skipMs });
    if (requests > 0) log(`  ${perRequest(summary.busyMs, requests, unit)}`);
    printSummary(summary, log);
  } else log('  (no profile written)');
  if (process.env.BENCH_PROFILE_KEEP) log(`  profile kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}

/** Bare Koa under the same load with `--cpu-prof`: the framework's own cost per request. */
async function profileBareKoa(): Promise<void> {
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-profile-'));
  const spawned = Date.now();
  const bare = await startServer('bench/servers/bare-koa.ts', await freePort(), {}, /ready \d+/, [
    '--cpu-prof',
    '--cpu-prof-dir',
    profileDir,
  ]);
  const loadFrom = Date.now() - spawned;
  let requests = 0;
  try {
    const m = await measure({ label: 'bare Koa', url: `${bare.url}/api/v1/health` }, { connections, duration });
    requests = m.requests;
    log(`bare Koa (profiled): ${m.requestsPerSecond} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms`);
  } finally {
    await bare.stop();
  }
  printProfile(profileDir, loadFrom, requests);
}

async function main(): Promise<void> {
  const names = process.argv.slice(2);
  const { url, fixtures, token } = await profileDatabase(log);
  mkdirSync(dataDir, { recursive: true });
  log(
    `database ${DATABASE}: pot ${fixtures.potId} (${fixtures.potDonations} donations), ${fixtures.donations} donations; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const sandbox = await startSandboxProcess();
  try {
    await profileTargets(names, url, fixtures, token, sandbox.url);
  } finally {
    await sandbox.stop();
  }
}

/** `cpu` mode: no profiler, the server's CPU time per request from /proc (steadier than req/s on a busy machine). */
const cpuMode = process.argv.includes('cpu');
const FLAGS = new Set(['bare', 'cpu', 'metrics', 'traced']);

/** The node arguments and environment of the observability asked for (`metrics`, `traced`), and its collector. */
async function observability(names: string[]): Promise<{ nodeArgs: string[]; env: Record<string, string>; sink?: OtlpSink }> {
  if (names.includes('traced')) {
    const sink = await startOtlpSink();
    return {
      nodeArgs: ['--import', 'tsx', '--import', './api/observability/tracing-preload.ts'],
      env: { METRICS_PORT: String(await freePort()), OTEL_EXPORTER_OTLP_ENDPOINT: sink.url },
      sink,
    };
  }
  return { nodeArgs: [], env: { METRICS_PORT: names.includes('metrics') ? String(await freePort()) : 'off' } };
}

async function profileTargets(names: string[], url: string, fixtures: BenchFixtures, token: string, sandboxUrl: string): Promise<void> {
  let bareRps: number | undefined;
  let bareCpuUs: number | undefined;
  if (names.includes('bare')) {
    const bare = await startServer('bench/servers/bare-koa.ts', await freePort(), {}, /ready \d+/);
    try {
      await measure({ label: 'bare Koa', url: `${bare.url}/api/v1/health` }, { connections, duration: 1 }); // warm-up
      const cpuBefore = bare.cpuMs();
      const m = await measure({ label: 'bare Koa', url: `${bare.url}/api/v1/health` }, { connections, duration });
      bareRps = m.requestsPerSecond;
      bareCpuUs = ((bare.cpuMs() - cpuBefore) * 1000) / Math.max(m.requests, 1);
      log(`bare Koa: ${m.requestsPerSecond} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms; ${Math.round(bareCpuUs)} µs of CPU per request`);
    } finally {
      await bare.stop();
    }
  }
  const observed = await observability(names);
  for (const name of names.filter((n) => !FLAGS.has(n))) {
    if (name === 'bare-profile') {
      await profileBareKoa();
      continue;
    }
    const profileDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-profile-cpu-'));
    const spawned = Date.now();
    const entraide = await startEntraide(
      url,
      dataDir,
      sandboxUrl,
      [...observed.nodeArgs, ...(cpuMode ? [] : ['--cpu-prof', '--cpu-prof-dir', profileDir])],
      observed.env,
    );
    // Only the samples taken under load count (not the start-up's module loading).
    const loadFrom = Date.now() - spawned;
    let requests = 0;
    try {
      if (name === 'write') {
        const workerDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-profile-worker-'));
        const workerSpawned = Date.now();
        const worker = await startWorkerProcess(
          url,
          dataDir,
          sandboxUrl,
          entraide.url,
          cpuMode ? [] : ['--cpu-prof', '--cpu-prof-dir', workerDir],
        );
        const workerLoadFrom = Date.now() - workerSpawned;
        let donations = 0;
        try {
          const { donationLatencies: _latencies, ...result } = await benchWritePath({
            baseUrl: entraide.url,
            databaseUrl: url,
            connections,
            durationSeconds: duration,
            log,
          });
          requests = result.donations + result.failures + result.hookRequests;
          donations = result.donations;
          log(`write: ${JSON.stringify(result)}`);
        } finally {
          await worker.stop();
        }
        log(
          'the worker (the jobs it ran for those donations while the load lasted: hooks, e-mails, receipts; any still queued not counted):',
        );
        printProfile(workerDir, workerLoadFrom, donations, 'donation');
        log('the web process (donations and hooks):');
      } else {
        const all = entraideTargets(entraide.url, fixtures, token);
        const target: Target | undefined = {
          health: all.health,
          pot: all.pot,
          participants: all.participantsFirst,
          filter: all.filter,
          dashboard: all.userDonations,
        }[name];
        if (!target) throw new Error(`unknown target ${name}: bare, health, pot, participants, filter, dashboard, write`);
        const status = await probe(target);
        if (status !== 200) throw new Error(`${target.label} answered ${status}`);
        await measure(target, { connections, duration: 1 }); // warm-up (the JIT), not counted
        const cpuBefore = entraide.cpuMs();
        const m = await measure(target, { connections, duration });
        requests = m.requests;
        const cpuUs = ((entraide.cpuMs() - cpuBefore) * 1000) / Math.max(m.requests, 1);
        const ratio = bareRps ? ` (${(m.requestsPerSecond / bareRps).toFixed(2)} of bare Koa)` : '';
        const cpuRatio = bareCpuUs ? ` (bare Koa's CPU per request / this: ${(bareCpuUs / cpuUs).toFixed(2)})` : '';
        log(
          `${m.label}: ${m.requestsPerSecond} req/s${ratio}, p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.failures} failed; ${Math.round(cpuUs)} µs of CPU per request${cpuRatio}`,
        );
      }
    } finally {
      await entraide.stop();
    }
    printProfile(profileDir, loadFrom, requests);
  }
  if (observed.sink) log(`traces: ${observed.sink.batches()} OTLP batches received`);
  await observed.sink?.close();
}

await main();
