/**
 * `npm run bench:instructions`: the instructions the server runs per request, counted by valgrind's
 * callgrind, for bare Koa and for Entraide as `npm run bench` runs it for issue 41's ratios (production on
 * PostgreSQL, metrics on, every request traced to the stand-in OTLP collector). Req/s and CPU time move
 * with the host and its neighbours: on the small shared hosts here, by up to 30 % from one run to the
 * next. The main thread's instruction count moves much less (docs/performance.md, "Observability's cost"). So two
 * versions of the server can be compared on any host. It does not see what an instruction waits for
 * (cache misses, which BENCH_INSTRUCTIONS_CACHE=1 simulates, more slowly).
 * Each server runs under callgrind with counting off. It is counted only during BENCH_INSTRUCTIONS_REQUESTS
 * requests (2,000, 4 connections), after BENCH_INSTRUCTIONS_WARMUP requests (4,000: the JIT). The figures
 * are user-space instructions per request: the main thread's (the one that serves the requests: the ratio
 * is of these), then all the process's threads' (V8's collector and compiler threads vary more), and what
 * the process runs with no request for as long as the requests took (timers, pools, the exporter: under
 * valgrind that window is about fifty times longer than natively, so the ratios are also given without it).
 * BENCH_INSTRUCTIONS_TARGET: `health` (default) or `pot` (the pot read).
 * BENCH_INSTRUCTIONS_BASELINE=<another checkout>: that checkout's server as well, for a side-by-side
 * comparison. It needs its own node_modules; the database and the emulator are shared.
 * Needs valgrind (Debian's package). Data: the profiling database (bench/profile-database.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measure, probe, type Target } from './load';
import { dataDir, profileDatabase } from './profile-database';
import { startEntraide, startSandboxProcess } from './servers/entraide';
import { startOtlpSink } from './servers/otlp-sink';
import { freePort, startServer, type RunningServer } from './servers/spawn';
import { entraideTargets } from './targets';

process.env.TZ = 'UTC';
const log = (line: string) => console.log(line);
const requests = Number(process.env.BENCH_INSTRUCTIONS_REQUESTS ?? 2_000);
const warmup = Number(process.env.BENCH_INSTRUCTIONS_WARMUP ?? 4_000);
const connections = 4;
const simulateCaches = process.env.BENCH_INSTRUCTIONS_CACHE === '1';
const baseline = process.env.BENCH_INSTRUCTIONS_BASELINE;
const targetName = ((name: string): 'health' | 'pot' => {
  if (name !== 'health' && name !== 'pot') throw new Error(`BENCH_INSTRUCTIONS_TARGET: health or pot (got ${name})`);
  return name;
})(process.env.BENCH_INSTRUCTIONS_TARGET ?? 'health');

/** Callgrind's counters of one server, per request (Ir: instructions; with the simulation, misses and branches too). */
type Counts = Record<string, number>;

function callgrindWrapper(outDir: string): string[] {
  const simulation = simulateCaches ? ['--cache-sim=yes', '--branch-sim=yes'] : [];
  // Node's JIT writes code it then runs: valgrind must watch for it outside files.
  return [
    'valgrind',
    '--tool=callgrind',
    '--instr-atstart=no',
    '--separate-threads=yes',
    '--smc-check=all-non-file',
    `--callgrind-out-file=${outDir}/cg.%p`,
    ...simulation,
  ];
}

/** Counts `requests` requests to `target` on `server` (started with `callgrindWrapper(outDir)`). */
async function count(server: RunningServer, target: Target, outDir: string): Promise<Counts> {
  const status = await probe(target);
  if (status !== 200) throw new Error(`${target.label} answered ${status}`);
  await measure(target, { connections, amount: warmup });
  const control = (...args: string[]) => execFileSync('callgrind_control', [...args, String(server.pid)], { stdio: 'ignore' });
  control('--zero');
  control('--instr=on');
  const started = performance.now();
  const m = await measure(target, { connections, amount: requests });
  const tookMs = performance.now() - started;
  control('--dump');
  if (m.failures > 0) throw new Error(`${target.label}: ${m.failures} failed requests`);
  // The same time again with no request: what the process runs on its own (timers, a pool's checks, the
  // exporter) is counted in the requests' window too, about fifty times longer under valgrind than natively.
  await new Promise((resolve) => setTimeout(resolve, tookMs));
  control('--instr=off');
  control('--dump');
  const during = countsOfDump(outDir, server.pid, 1);
  const idle = countsOfDump(outDir, server.pid, 2);
  const perRequest = (counts: Counts) => Object.fromEntries(Object.entries(counts).map(([event, total]) => [event, total / m.requests]));
  return {
    ...perRequest(during.main),
    'Ir, all threads': during.allThreads / m.requests,
    'Ir, main thread idle as long': (idle.main.Ir ?? 0) / m.requests,
    'Ir, all threads idle as long': idle.allThreads / m.requests,
  };
}

/** The main thread's totals and all threads' instructions in dump number `dump` of process `pid`. */
function countsOfDump(outDir: string, pid: number, dump: number): { main: Counts; allThreads: number } {
  // One file per thread (--separate-threads): `-01` is the main thread, the others V8's and Node's helpers.
  const dumps = readdirSync(outDir).filter((file) => file.startsWith(`cg.${pid}.${dump}-`));
  const main = dumps.find((file) => file.endsWith('-01'));
  if (!main) throw new Error(`no callgrind dump ${dump} of the main thread in ${outDir}`);
  const allThreads = dumps.reduce((sum, file) => sum + (countsOf(path.join(outDir, file)).Ir ?? 0), 0);
  return { main: countsOf(path.join(outDir, main)), allThreads };
}

/** The totals of one callgrind dump, by event (Ir, and the simulation's misses and branches). */
function countsOf(file: string): Counts {
  const text = readFileSync(file, 'utf8');
  const events = /^events:\s*(.*)$/m.exec(text)?.[1]?.trim().split(/\s+/) ?? [];
  const totals = /^totals:\s*(.*)$/m.exec(text)?.[1]?.trim().split(/\s+/).map(Number) ?? [];
  return Object.fromEntries(events.map((event, i) => [event, totals[i] ?? 0]));
}

const format = (counts: Counts) =>
  Object.entries(counts)
    .map(([event, value]) => `${event} ${Math.round(value).toLocaleString('en')}`)
    .join(', ');

async function main(): Promise<void> {
  const { url, fixtures, token } = await profileDatabase(log);
  mkdirSync(dataDir, { recursive: true });
  const sandbox = await startSandboxProcess();
  const otlp = await startOtlpSink();
  const traced = ['--import', 'tsx', '--import', './api/observability/tracing-preload.ts'];
  const results: Array<{ label: string; counts: Counts }> = [];
  // One server at a time: under valgrind each takes a core, and a server started beside a counted one
  // would only slow it, not change its counts.
  const run = async (label: string, start: (wrapper: string[]) => Promise<RunningServer>) => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-callgrind-'));
    const server = await start(callgrindWrapper(outDir));
    try {
      const counts = await count(server, entraideTargets(server.url, fixtures, token)[targetName], outDir);
      log(`  ${label}: ${format(counts)} per request`);
      results.push({ label, counts });
    } finally {
      await server.stop();
    }
  };
  try {
    log(
      `${targetName}: ${requests} requests counted after ${warmup} (${connections} connections); load average ${os.loadavg()[0]?.toFixed(1)}`,
    );
    await run('bare Koa', async (wrapper) =>
      startServer('bench/servers/bare-koa.ts', await freePort(), {}, /ready \d+/, [], undefined, wrapper),
    );
    const entraide = (checkout?: string) => async (wrapper: string[]) =>
      startEntraide(
        url,
        dataDir,
        sandbox.url,
        traced,
        { METRICS_PORT: String(await freePort()), OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url },
        checkout,
        wrapper,
      );
    if (baseline) await run('baseline, metrics + tracing', entraide(baseline));
    await run('this, metrics + tracing', entraide());
    // The main thread's instructions for the requests alone: the window's, less what it runs idle as long.
    const net = (counts: Counts) => (counts.Ir ?? NaN) - (counts['Ir, main thread idle as long'] ?? 0);
    const bare = results[0] ? net(results[0].counts) : NaN;
    for (const { label, counts } of results.slice(1))
      log(
        `  ${label}: ${((counts.Ir ?? NaN) / (results[0]?.counts.Ir ?? NaN)).toFixed(2)} times bare Koa's main-thread instructions, ${(net(counts) / bare).toFixed(2)} less the idle work (${Math.round(net(counts)).toLocaleString('en')} against ${Math.round(bare).toLocaleString('en')})`,
      );
    if (baseline && results[1] && results[2])
      log(`  this / baseline: ${(net(results[2].counts) / net(results[1].counts)).toFixed(3)} (less the idle work)`);
  } finally {
    await otlp.close();
    await sandbox.stop();
  }
}

await main();
