/**
 * `npm run bench:live` (issue 45, item 4): what the live streams cost one web process. On a fresh
 * PostgreSQL database, Entraide's web process as production runs it (with the memory probe), its worker
 * and the payment emulator each in their own process, and the streams' clients in another
 * (bench/live-clients.ts), card donations go through the API (bench/write-path.ts) in three rounds:
 * 1. no stream open; 2. BENCH_LIVE_STREAMS (2,000) streams open on the pot being given to, opened
 * before its first donation; 3. no stream again (streams closed). It reports the donation path's p99
 * in each round (each started once the worker has run the jobs due and after a full collection in the
 * web process, so that no round pays for another's garbage), the web process's GC pauses in each round,
 * its memory after a full collection after round 1 and after round 2 with the streams still open, and
 * how late each stream saw each total (against the gift's succeeded_at).
 * Written between the live-bench markers of docs/performance.md. Settings: BENCH_DURATION_SECONDS (20
 * per round), BENCH_LIVE_STREAMS (2000), BENCH_LIVE_CONNECTIONS (8 donation loops), BENCH_LIVE_RATE
 * (15 donations per second in every round, paced: the donation path's p99 compared at the same offered
 * load, below the server's capacity; 0 sends as fast as answered), DATABASE_URL (the PostgreSQL server,
 * default the local one), BENCH_LIVE_NICE (1: the streams' clients and the worker at the lowest CPU
 * priority, as if on machines of their own; 0 leaves them at the web process's), BENCH_LIVE_IDLE_CLIENTS
 * (1: on Linux the clients run under SCHED_IDLE, only on CPU time nothing else wants; 0: nice 19), BENCH_LIVE_PAIRS (1: how
 * many times rounds 2 and 3 are run, the streams opened again on each round 2's pot; the donation path's
 * latencies of the rounds of each kind are pooled, so that more pairs give a p99 of more samples, and the
 * host's drift weighs on both kinds alike), BENCH_LIVE_WARMUP_SECONDS (20: donations before round 1, not
 * counted: the first round otherwise also pays for the processes' and the database's warming, and was the
 * slowest round without streams in every run of 2026-11-30 07:02–07:19), BENCH_LIVE_STREAMS_ELSEWHERE (0; 1: the
 * streams open on round 1's pot, which gets no gift in the rounds with streams: what holding them costs
 * without their fan-out; the figures are printed and docs/performance.md is left as it is).
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { Knex } from 'knex';
import path from 'node:path';
import { createBenchDatabase } from './bench-database';
import { MEMORY_PROBE_NODE_ARGS } from './memory';
import { startEntraide, startSandboxProcess, startWorkerProcess } from './servers/entraide';
import { cpuMsOf, type RunningServer } from './servers/spawn';
import { benchWritePath, percentile, type WritePathResult } from './write-path';

process.env.TZ = 'UTC';
process.env.METRICS_PORT = 'off';
const root = path.resolve(import.meta.dirname, '..');
const log = (line: string) => console.log(line);
const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 20);
const streams = Number(process.env.BENCH_LIVE_STREAMS ?? 2000);
const connections = Number(process.env.BENCH_LIVE_CONNECTIONS ?? 8);
/** Donations per second in every round (bench/pace.ts): the same offered load with and without streams, below saturation. */
const rate = Number(process.env.BENCH_LIVE_RATE ?? 15);
/** BENCH_LIVE_NICE=0 leaves the streams' clients and the worker at the web process's priority. */
const niceOthers = process.env.BENCH_LIVE_NICE !== '0';
/** BENCH_LIVE_IDLE_CLIENTS=0 leaves the streams' clients at nice 19 rather than under SCHED_IDLE. */
const idleClients = niceOthers && process.env.BENCH_LIVE_IDLE_CLIENTS !== '0' && os.platform() === 'linux';
const pairs = Math.max(1, Number(process.env.BENCH_LIVE_PAIRS ?? 1));
const warmupSeconds = Math.max(0, Number(process.env.BENCH_LIVE_WARMUP_SECONDS ?? 20));
/** BENCH_LIVE_STREAMS_ELSEWHERE=1: the streams are held on a pot nobody gives to (no fan-out). */
const streamsElsewhere = process.env.BENCH_LIVE_STREAMS_ELSEWHERE === '1';
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
/** A process's CPU time so far (ms), undefined once it has exited (the clients' process, in round 3). */
function cpuMsIfRunning(pid: number): number | undefined {
  try {
    return cpuMsOf(pid);
  } catch {
    return undefined;
  }
}

/** Each process's share of one core over `run` (its CPU time over the wall time, in %; '–' when not running). */
async function coreShares<T>(pids: Record<string, number>, run: () => Promise<T>): Promise<{ result: T; shares: Record<string, string> }> {
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMsIfRunning(pid)]));
  const started = performance.now();
  const result = await run();
  const wall = performance.now() - started;
  const shares = Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => {
      const [from, to] = [before[name], cpuMsIfRunning(pid)];
      return [name, from === undefined || to === undefined ? '–' : String(Math.round(((to - from) / wall) * 100))];
    }),
  );
  return { result, shares };
}
/**
 * Waits until the worker has run every job due (its hooks, e-mails and receipts of the previous round),
 * so that each round starts with the worker idle rather than one round's backlog weighing on the next.
 */
async function workerIdle(knex: Knex): Promise<number> {
  const started = performance.now();
  for (;;) {
    const { rows } = await knex.raw<{ rows: Array<{ n: number }> }>(
      "select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()",
    );
    if ((rows[0]?.n ?? 0) === 0 || performance.now() - started > 120_000) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

interface LiveReport {
  streams: number;
  pairs: number;
  missing: number;
  p50: number;
  p99: number;
  max: number;
  within2s: number;
  donationEventsMin: number;
  donationEventsMax: number;
  outOfOrder: number;
  openingFailures: number;
}

/** Sends `message` to the clients' process and resolves with its answer's `key`. */
function ask<T>(clients: ChildProcess, message: object, key: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (answer: Record<string, unknown>) => {
      if (!(key in answer)) return;
      clients.off('message', listener);
      resolve(answer[key] as T);
    };
    clients.on('message', listener);
    clients.send(message);
  });
}

/** The garbage collections V8 ran on its own in the web process since the previous reading (memory-probe.mjs). */
interface GcPauses {
  count: number;
  majorCount: number;
  totalMs: number;
  maxMs: number;
}

interface MemoryReading {
  rss: number;
  heapUsed: number;
  gc: GcPauses;
  /** The web process's event-loop delay over the round (p99, max; ms). */
  loop: { p99: number; max: number };
}

/** After a 2 s settle: the web process's memory after a full collection, and its GC pauses since the last reading. */
async function memory(server: RunningServer): Promise<MemoryReading> {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const line = await server.signalFor('SIGUSR2', /^memory \{/);
  return JSON.parse(line.slice('memory '.length)) as MemoryReading;
}

function writeSection(section: string): void {
  const file = path.join(root, 'docs/performance.md');
  const [start, end] = ['<!-- live-bench:start -->', '<!-- live-bench:end -->'];
  const text = readFileSync(file, 'utf8');
  const block = `${start}\n${section}\n${end}`;
  const at = text.indexOf(start);
  writeFileSync(
    file,
    at === -1 ? `${text.trimEnd()}\n\n${block}\n` : text.slice(0, at) + block + text.slice(text.indexOf(end) + end.length),
  );
}

async function main(): Promise<void> {
  const loadAtStart = load();
  log(`Live streams benchmark — Node ${process.version}, ${os.cpus().length} CPU(s), load average ${loadAtStart}`);
  const db = await createBenchDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-bench-live-'));
  const started: RunningServer[] = [];
  const clients = fork(path.join(root, 'bench/live-clients.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  try {
    const sandbox = await startSandboxProcess();
    started.push(sandbox);
    const web = await startEntraide(db.url, dataDir, sandbox.url, MEMORY_PROBE_NODE_ARGS);
    started.push(web);
    const worker = await startWorkerProcess(db.url, dataDir, sandbox.url, web.url);
    started.push(worker);
    // The screens and the worker run elsewhere in production (projectors, a worker machine): here they
    // share two cores with the web process, so they run at the lowest priority unless told otherwise.
    if (niceOthers) for (const pid of [clients.pid as number, worker.pid]) os.setPriority(pid, 19);
    // Nice 19 still takes its turns beside the web process (about 1.5 % of a contended core each, and a
    // waking task can run before it): the screens stand for other machines, so they get the CPU no other
    // process wants, all their threads (Linux's SCHED_IDLE, util-linux's chrt).
    if (idleClients) execFileSync('chrt', ['--idle', '--all-tasks', '--pid', '0', String(clients.pid)]);
    const pids = { web: web.pid, worker: worker.pid, emulator: sandbox.pid, clients: clients.pid as number, bench: process.pid };
    const cpu: Array<Record<string, string>> = [];
    const pauses: GcPauses[] = [];
    const loops: Array<MemoryReading['loop']> = [];
    /** The web process's memory and GC pauses read just after the last round, its streams still open. */
    let afterRound: Awaited<ReturnType<typeof memory>> | undefined;
    const round = async (name: string, onPot?: (potId: number) => Promise<void>): Promise<WritePathResult> => {
      log(name);
      log(`  the worker's due jobs done after ${Math.round(await workerIdle(db.knex))} ms of waiting`);
      // Every round starts after a full collection: none pays for the garbage another round left.
      await memory(web);
      const { result, shares } = await coreShares(pids, () =>
        benchWritePath({ baseUrl: web.url, databaseUrl: db.url, connections, durationSeconds, ratePerSecond: rate, log, onPot }),
      );
      afterRound = await memory(web);
      log(`  share of one core: ${JSON.stringify(shares)}; the web process's GC pauses: ${JSON.stringify(afterRound.gc)}`);
      log(
        `  the web process's event-loop delay: ${JSON.stringify(afterRound.loop)}; the slowest donations (due at ms, latency): ${JSON.stringify(result.slowest)}`,
      );
      cpu.push(shares);
      pauses.push(afterRound.gc);
      loops.push(afterRound.loop);
      return result;
    };

    if (warmupSeconds > 0) {
      log(`0. Warm-up: ${warmupSeconds} s of donations, not counted`);
      await benchWritePath({
        baseUrl: web.url,
        databaseUrl: db.url,
        connections,
        durationSeconds: warmupSeconds,
        ratePerSecond: rate,
        log,
      });
    }
    let firstPot: number | undefined;
    const without = [
      await round('1. Donations, no stream open', async (potId) => {
        firstPot = potId;
      }),
    ];
    if (!afterRound) throw new Error('round 1 left no memory reading');
    const memoryBefore = afterRound;
    const withStreams: WritePathResult[] = [];
    const lives: LiveReport[] = [];
    let openedMs = 0;
    let memoryWith = memoryBefore;
    for (let pair = 0; pair < pairs; pair++) {
      const withRound = await round(`${2 * pair + 2}. Donations to a pot with ${streams} open streams`, async (potId) => {
        const streamsPot = streamsElsewhere ? firstPot : potId;
        if (streamsPot === undefined) throw new Error('round 1 named no pot to hold the streams on');
        if (streamsElsewhere) log(`  the streams on pot ${streamsPot}, the donations to pot ${potId}: no fan-out`);
        openedMs = await ask<number>(clients, { open: { url: `${web.url}/api/v1/cagnottes/${streamsPot}/live`, streams } }, 'opened');
        log(`  ${streams} streams open, each with its first total, in ${Math.round(openedMs)} ms`);
      });
      withStreams.push(withRound);
      lives.push(await ask<LiveReport>(clients, { report: { gifts: withRound.donations } }, 'report'));
      if (pair === 0) memoryWith = afterRound;
      await ask<boolean>(clients, { close: true }, 'closed');
      without.push(await round(`${2 * pair + 3}. Donations, the streams closed`));
    }
    const rounds = [without[0], ...withStreams.flatMap((result, i) => [result, without[i + 1]])] as WritePathResult[];
    const pooled = (results: WritePathResult[], p: number) =>
      percentile(
        results.flatMap((result) => result.donationLatencies).sort((a, b) => a - b),
        p,
      );
    const [baseP99, streamsP99] = [pooled(without, 99), pooled(withStreams, 99)];
    const worse = streamsP99 / baseP99 - 1;
    const [firstLive, ...laterLives] = lives;
    if (!firstLive) throw new Error('no round with streams');
    const live = laterLives.reduce<LiveReport>(
      (all, one) => ({
        ...all,
        pairs: all.pairs + one.pairs,
        missing: all.missing + one.missing,
        p50: Math.max(all.p50, one.p50),
        p99: Math.max(all.p99, one.p99),
        max: Math.max(all.max, one.max),
        within2s: all.within2s + one.within2s,
        donationEventsMin: Math.min(all.donationEventsMin, one.donationEventsMin),
        donationEventsMax: Math.max(all.donationEventsMax, one.donationEventsMax),
        outOfOrder: all.outOfOrder + one.outOfOrder,
        openingFailures: all.openingFailures + one.openingFailures,
      }),
      firstLive,
    );
    const growth = memoryWith.rss - memoryBefore.rss;
    const lines = [
      '## Live streams (`npm run bench:live`)',
      '',
      '_Written by `bench/live.ts` between the live-bench markers; edit the harness, not this section._',
      '',
      `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on Node ${process.version}, ${os.cpus().length} CPU(s), load average ${loadAtStart} at the start and ${load()} at the end (the host is shared with other work: see the note below); PostgreSQL ${db.version}. ${durationSeconds} s per round${warmupSeconds > 0 ? ` after ${warmupSeconds} s of donations not counted` : ''}, ${rate > 0 ? `${rate} donations per second offered in every round (paced, latency counted from each donation's due time)` : 'donations as fast as answered'} by ${connections} loops, the web process with RUN_JOBS=false, its worker, the emulator and the streams' clients each in their own process${niceOthers ? ` (${idleClients ? 'the clients under SCHED_IDLE and the worker at nice 19' : 'the clients and the worker at nice 19'}: in production they run on other machines)` : ''}.`,
      '',
      `| measure | ${rounds.map((_, i) => `${i + 1}. ${i % 2 === 0 ? 'no stream' : `${streams.toLocaleString('en')} streams`}`).join(' | ')} | goal |`,
      `|---|${rounds.map(() => '---|').join('')}---|`,
      `| donations answered SUCCEEDED | ${rounds.map((r) => r.donations).join(' | ')} | |`,
      `| donation p50 (ms) | ${rounds.map((r) => r.donationP50).join(' | ')} | |`,
      `| donation p99 (ms) | ${rounds.map((r) => r.donationP99).join(' | ')} | |`,
      ...Object.keys(pids).map(
        (name) =>
          `| CPU of the ${name} process (% of one core over the round, the streams' opening included in the rounds with streams) | ${cpu.map((shares) => shares[name]).join(' | ')} | |`,
      ),
      `| the web process's GC pauses: count (mark-compact), total ms, longest ms | ${pauses.map((gc) => `${gc.count} (${gc.majorCount}), ${Math.round(gc.totalMs)}, ${Math.round(gc.maxMs)}`).join(' | ')} | |`,
      `| the web process's event-loop delay over the round: p99, max (ms) | ${loops.map((loop) => `${loop.p99}, ${loop.max}`).join(' | ')} | |`,
      `| totals exact | ${rounds.map((r) => (r.totalChecked ? 'yes' : 'NO')).join(' | ')} | |`,
      '',
      `- Donation p99, the rounds of each kind pooled: ${Math.round(baseP99 * 10) / 10} ms without streams (${without.length} rounds), ${Math.round(streamsP99 * 10) / 10} ms with ${streams} (${withStreams.length}): **${(worse * 100).toFixed(1)} %** (goal: ≤ 10 %).`,
      streamsElsewhere
        ? `- Streams: ${live.streams} opened, 100 at a time, in ${Math.round(openedMs)} ms, on a pot nobody gave to (BENCH_LIVE_STREAMS_ELSEWHERE): no total to see, so no delay to report.`
        : `- Streams: ${live.streams} opened, 100 at a time (each with its first total), in ${Math.round(openedMs)} ms (${live.openingFailures} attempts failed and were tried again). Each stream against each donation count: ${live.pairs} (stream, total) pairs seen, ${live.missing} missing; delay from the gift's succeeded_at (stamped just before its commit) to the stream's total p50 ${Math.round(live.p50)} ms, p99 ${Math.round(live.p99)} ms, max ${Math.round(live.max)} ms${lives.length > 1 ? ' (the highest of the rounds)' : ''}; ${live.within2s} of ${live.pairs} within 2 s (goal: all). Donation events per stream ${live.donationEventsMin} to ${live.donationEventsMax} for ${withStreams.map((r) => r.donations).join(' and ')} gifts, ${live.outOfOrder} out of order or repeated.`,
      `- Memory of the web process after a full collection: RSS ${mb(memoryBefore.rss)} MB before the streams, ${mb(memoryWith.rss)} MB with ${streams} open after round 2 (+${mb(growth)} MB, goal < 200 MB); heap ${mb(memoryBefore.heapUsed)} MB → ${mb(memoryWith.heapUsed)} MB.`,
    ];
    log(lines.join('\n'));
    if (streamsElsewhere) {
      log('the streams were held on a pot nobody gave to (BENCH_LIVE_STREAMS_ELSEWHERE): docs/performance.md left as it is');
    } else {
      writeSection(lines.join('\n'));
      log('docs/performance.md: live-bench section written');
    }
  } finally {
    if (clients.exitCode === null) clients.kill();
    for (const server of started.reverse()) await server.stop();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
