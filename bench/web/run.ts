/**
 * `npm run bench:web`: Lighthouse on the pot page (/participate/{id}), the home page and the directory,
 * five runs each (median of each figure), with the CPU slowdown calibrated to the host by a first run
 * (bench/web/cpu-slowdown.ts; BENCH_WEB_CPU_SLOWDOWN sets it by hand), against the built PWA served by the real server on a fresh
 * DATA_DIR (a pot is created through the API first). Writes the table, the date and the machine into
 * docs/performance.md between its bench:web markers. Needs a build (`npm run build`; DIST_DIR names
 * another) and Chromium (CHROME_PATH, default /usr/bin/chromium). A benchmark, not a test.
 * Other variables: BENCH_WEB_PORT (8250), BENCH_WEB_RUNS (load runs per page, 5; 0 measures only the
 * interactions), BENCH_WEB_INTERACTION_RUNS (3), BENCH_WEB_TRACE_DIR (keeps each load's and interaction's trace),
 * BENCH_WEB_BUSY_CORES (0: that many cores kept busy during the runs, bench/web/busy-cores.ts; the
 * figures are then printed, and docs/performance.md is left as it is).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productionEnv, startSandboxProcess } from '../servers/entraide';
import { startBusyCores, type BusyCores } from './busy-cores';
import { calibratedCpuSlowdown } from './cpu-slowdown';
import { interactionSpecs, measureInteraction, type InteractionResult } from './interactions';
import { runLighthouse, type RunResult } from './lighthouse-run';
import { median, writePerformanceDoc, type InteractionRow, type PageRow } from './report';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 8250);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const INTERACTION_RUNS = Number(process.env.BENCH_WEB_INTERACTION_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DIST = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
const BUSY_CORES = Number(process.env.BENCH_WEB_BUSY_CORES ?? 0);

// Production wants every part named (api/production-profile.ts): the emulator in a process of its own
// stands in for Mangopay, the database is an embedded one named on purpose, mails go to a sink.
const sandbox = await startSandboxProcess();

async function startServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-bench-web-'));
  const parts = await productionEnv(`pglite://${path.join(dataDir, 'pglite')}`, dataDir, sandbox.url);
  // A production database gets no demo charities (issue 41, item 3), and the pot page needs one: the demo's
  // fictional charities are seeded first, as the demo would have them, by the database commands outside
  // production.
  for (const command of ['migrate', 'seed'])
    execFileSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/db.ts', command], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, TZ: 'UTC', NODE_ENV: 'development', DATABASE_URL: parts.DATABASE_URL, DATA_DIR: dataDir },
    });
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['api/server.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PATH: `${path.join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}`,
      TZ: 'UTC',
      ...parts,
      RUN_MIGRATIONS: 'true',
      NODE_ENV: 'production',
      DEVICE_COOKIE_SECRET: randomBytes(32).toString('base64url'),
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DIST_DIR: DIST,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: ORIGIN,
    },
  });
  for (let i = 0; i < 300; i += 1) {
    if (
      await fetch(`${ORIGIN}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the server did not start');
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A fictional organiser and pot, as a donor arriving from a QR code would find it. */
async function createPot(): Promise<{ potId: number; eventTypeId: number }> {
  const password = 'Solidaire-2026!';
  const email = `bench.${Date.now()}@exemple.fr`;
  const signup = await json<{ auth_token: string }>(
    await fetch(`${ORIGIN}/api/v1/user/signup/private`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        user: {
          role_id: 1,
          email,
          firstname: 'Camille',
          name: 'Durand',
          gender: 'female',
          password,
          password_confirmation: password,
          accept_conditions: true,
          birth_date: '1990-04-12',
          address_line_1: '12 rue de la Paix',
          post_code: '75002',
          city: 'Paris',
          country_iso: 'FR',
        },
      }),
    }),
  );
  const events = await json<Array<Array<{ id: number }>>>(await fetch(`${ORIGIN}/api/v1/event_types`));
  const charities = await json<Array<{ id: number }>>(await fetch(`${ORIGIN}/api/v1/assocs?page=1&per_page=12`));
  const closing = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const pot = await json<{ id: number }>(
    await fetch(`${ORIGIN}/api/v1/user/cagnottes`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${signup.auth_token}`,
        'Idempotency-Key': `bench-web-${Date.now()}-0000000000`,
      },
      body: JSON.stringify({
        charity_pot: {
          name: 'Les 30 ans de Camille',
          description: '<p>Pour mes 30 ans, je soutiens une <strong>association</strong> qui me tient à cœur.</p>',
          closing_date: closing,
          event_type_id_id: events[0]![0]!.id,
          assoc_id_id: charities[0]!.id,
        },
      }),
    }),
  );
  return { potId: pot.id, eventTypeId: events[0]![0]!.id };
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP) on a loaded machine: try again. */
async function withRetries<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await work();
    } catch (err) {
      if (i >= attempts) throw err;
      console.warn(`retrying after: ${(err as Error).message}`);
    }
  }
}

function medianRow(page: string, path: string, runs: RunResult[]): PageRow {
  const m = (key: keyof Omit<RunResult, 'userAgent' | 'benchmarkIndex' | 'cpuSlowdown' | 'mainThread'>) =>
    median(runs.map((run) => run[key]));
  return {
    page,
    path,
    runs: runs.length,
    performance: m('performance'),
    accessibility: m('accessibility'),
    bestPractices: m('bestPractices'),
    seo: m('seo'),
    lcpMs: m('lcpMs'),
    tbtMs: m('tbtMs'),
    cls: m('cls'),
    scriptBytes: m('scriptBytes'),
    totalBytes: m('totalBytes'),
    performanceRuns: runs.map((run) => run.performance),
    lcpRuns: runs.map((run) => run.lcpMs),
    tbtRuns: runs.map((run) => run.tbtMs),
    clsRuns: runs.map((run) => run.cls),
    hostRuns: runs.map(({ benchmarkIndex, cpuSlowdown }) => ({ benchmarkIndex, cpuSlowdown })),
    mainThreadRuns: runs.map((run) => run.mainThread),
  };
}

const server = await startServer();
let busy: BusyCores | undefined;
try {
  const { potId, eventTypeId } = await createPot();
  const pages = [
    { page: 'Pot page', path: `/participate/${potId}` },
    { page: 'Home page', path: '/' },
    { page: 'Directory', path: '/associations-partenaires-cagnotte-solidaire' },
  ];
  // The host's speed, measured by Lighthouse in a first run (not counted), sets the CPU slowdown.
  const probe = await withRetries(() => runLighthouse(`${ORIGIN}${pages[1]!.path}`, CHROME));
  const cpuSlowdown = Number(process.env.BENCH_WEB_CPU_SLOWDOWN ?? calibratedCpuSlowdown(probe.benchmarkIndex));
  const calibration = { benchmarkIndex: probe.benchmarkIndex, cpuSlowdown };
  console.log(`host benchmarkIndex ${Math.round(probe.benchmarkIndex)}: CPU slowdown ${cpuSlowdown}x`);
  busy = startBusyCores(BUSY_CORES);
  if (busy.count > 0) console.log(`${busy.count} core(s) kept busy from here on; load average ${os.loadavg()[0]?.toFixed(2)}`);
  const rows: PageRow[] = [];
  let userAgent = '';
  for (const { page, path: pagePath } of RUNS > 0 ? pages : []) {
    const runs: RunResult[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const run = await withRetries(() => runLighthouse(`${ORIGIN}${pagePath}`, CHROME, cpuSlowdown));
      userAgent = run.userAgent;
      console.log(
        `${page} run ${i + 1}: performance ${run.performance}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}, index ${Math.round(run.benchmarkIndex)}, slowdown ${cpuSlowdown}x, JS ${Math.round(run.scriptBytes / 1000)} kB, total ${Math.round(run.totalBytes / 1000)} kB, main thread: TBT from CPU time ${Math.round(run.mainThread?.cpuBlockingMs ?? NaN)} ms, from wall time ${Math.round(run.mainThread?.wallBlockingMs ?? NaN)} ms, on CPU ${Math.round((run.mainThread?.cpuShare ?? NaN) * 100)}%`,
      );
      runs.push(run);
    }
    rows.push(medianRow(page, pagePath.replace(String(potId), '{id}'), runs));
  }
  const interactions: InteractionRow[] = [];
  for (const spec of interactionSpecs(ORIGIN, potId, eventTypeId)) {
    const runs: InteractionResult[] = [];
    for (let i = 0; i < INTERACTION_RUNS; i += 1) {
      const run = await withRetries(() => measureInteraction(spec, CHROME, cpuSlowdown));
      console.log(
        `${spec.interaction} run ${i + 1}: INP ${Math.round(run.inpMs)} ms (${JSON.stringify(run.phases)}), main thread within it: CPU ${Math.round(run.mainThread?.cpuMs ?? NaN)} ms, busy ${Math.round(run.mainThread?.busyMs ?? NaN)} ms`,
      );
      runs.push(run);
    }
    const sorted = [...runs].sort((a, b) => a.inpMs - b.inpMs);
    interactions.push({ interaction: spec.interaction, median: sorted[Math.floor(sorted.length / 2)]!, inpRuns: runs.map((r) => r.inpMs) });
  }
  busy.stop();
  if (BUSY_CORES > 0) {
    console.log(`${busy.count} core(s) were kept busy: docs/performance.md left as it is`);
  } else {
    const file = await writePerformanceDoc(path.join(ROOT, 'docs', 'performance.md'), rows, interactions, {
      userAgent,
      runs: RUNS,
      calibration,
    });
    console.log(`wrote ${path.relative(ROOT, file)}`);
  }
} finally {
  busy?.stop();
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  await sandbox.stop();
}
