/**
 * `npm run bench:profile -- [bare] [bare-profile] [health] [pot] [participants] [filter] [write]`: where the API's time
 * goes. Each named endpoint is loaded (BENCH_CONNECTIONS, BENCH_DURATION_SECONDS, default 50 and 5)
 * against a fresh Entraide process started with `node --cpu-prof`; prints req/s, latency and the
 * profile's self time by place and by function. Figures depend on the machine's load; the profile's
 * shares do much less. `bare` measures bare Koa first, for the ratio, measured back to back.
 *
 * The data stays between runs in a database of its own, `entraide_profile` on the PostgreSQL server of
 * DATABASE_URL (default the local one), created, migrated and filled on first use (10,000 charities,
 * BENCH_PROFILE_DONATIONS donations, default 20,000); `BENCH_PROFILE_FRESH=1` drops it first.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSession } from '../api/accounts/sessions.service';
import { systemClock } from '../api/clock';
import { createKnex } from '../api/db/database';
import { migrateLatest } from '../migrations/index';
import { runSeeds } from '../migrations/seeds/index';
import { adminUrl, databaseUrlFor } from '../test/pg-urls';
import { DEFAULT_SERVER_URL } from './bench-database';
import { fillDirectory } from './charities-at-scale';
import { printSummary, summarizeProfile } from './cpu-profile';
import { measure, probe, type Target } from './load';
import { BENCH_EMAIL_DOMAIN, seedDonations, type BenchFixtures } from './seed-data';
import { startEntraide, startSandboxProcess, startWorkerProcess } from './servers/entraide';
import { freePort, startServer } from './servers/spawn';
import { entraideTargets } from './targets';
import { benchWritePath, WRITE_POT_PREFIX } from './write-path';

process.env.TZ = 'UTC';
const log = (line: string) => console.log(line);
const DATABASE = 'entraide_profile';
/** The server's DATA_DIR. */
const dataDir = path.join(os.tmpdir(), 'entraide-profile-data');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_DURATION_SECONDS ?? 5);

async function profileDatabase(): Promise<{ url: string; fixtures: BenchFixtures; token: string }> {
  const server = process.env.DATABASE_URL ?? DEFAULT_SERVER_URL;
  const admin = createKnex(adminUrl(server), 1);
  try {
    if (process.env.BENCH_PROFILE_FRESH === '1') {
      await admin.raw(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    }
    const exists = await admin.raw<{ rows: unknown[] }>('SELECT 1 FROM pg_database WHERE datname = ?', [DATABASE]);
    if (exists.rows.length === 0) await admin.raw(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.destroy();
  }
  const url = databaseUrlFor(server, DATABASE);
  const knex = createKnex(url, 2);
  try {
    await migrateLatest(knex);
    await runSeeds(knex);
    // As run.ts: the generated charities get fictional provider ids (no wallet opened at start), the seeded ones real wallets.
    const seeded = Number((await knex('assocs').max({ id: 'id' }).first())?.id ?? 0);
    await fillDirectory(knex, 10_000);
    await knex('assocs')
      .where('id', '>', seeded)
      .whereNull('mangopay_user_id')
      .update({ mangopay_user_id: knex.raw("'bench-user-' || id"), mangopay_wallet_id: knex.raw("'bench-wallet-' || id") });
    // The emulator starts empty each time (bench/servers/sandbox.ts): Entraide opens the seeded
    // charities' wallets again at start.
    await knex('assocs')
      .whereNot('mangopay_wallet_id', 'like', 'bench-wallet-%')
      .update({ mangopay_user_id: null, mangopay_wallet_id: null });
    // Its ids start again too: forget the previous write-path runs' pay-ins (unique) and provider users.
    const writePots = knex('pots')
      .where('name', 'like', WRITE_POT_PREFIX + '%')
      .select('id');
    await knex('donations').whereIn('pot_id', writePots).whereNotNull('mangopay_payin_id').update({ mangopay_payin_id: null });
    await knex('users')
      .whereNotNull('mangopay_user_id')
      .where('email', 'like', `%@${BENCH_EMAIL_DOMAIN}`)
      .update({ mangopay_user_id: null, mangopay_wallet_id: null });
    const fixtures = await seedDonations(knex, Number(process.env.BENCH_PROFILE_DONATIONS ?? 20_000), log);
    return { url, fixtures, token: await openSession(knex, systemClock, fixtures.userId) };
  } finally {
    await knex.destroy();
  }
}

/** Busy CPU time per request, from a profile's summary and the requests it served. */
function perRequest(busyMs: number, requests: number): string {
  return `${Math.round((busyMs * 1000) / Math.max(requests, 1))} µs of the server's CPU per request`;
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
  const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
  if (file) {
    const summary = summarizeProfile(path.join(profileDir, file), { skipMs: loadFrom });
    log(`  ${perRequest(summary.busyMs, requests)}`);
    printSummary(summary, log);
  }
  rmSync(profileDir, { recursive: true, force: true });
}

async function main(): Promise<void> {
  const names = process.argv.slice(2);
  const { url, fixtures, token } = await profileDatabase();
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

async function profileTargets(names: string[], url: string, fixtures: BenchFixtures, token: string, sandboxUrl: string): Promise<void> {
  let bareRps: number | undefined;
  let bareCpuUs: number | undefined;
  if (names.includes('bare')) {
    const bare = await startServer('bench/servers/bare-koa.ts', await freePort(), {}, /ready \d+/);
    try {
      const cpuBefore = bare.cpuMs();
      const m = await measure({ label: 'bare Koa', url: `${bare.url}/api/v1/health` }, { connections, duration });
      bareRps = m.requestsPerSecond;
      bareCpuUs = ((bare.cpuMs() - cpuBefore) * 1000) / Math.max(m.requests, 1);
      log(`bare Koa: ${m.requestsPerSecond} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms; ${Math.round(bareCpuUs)} µs of CPU per request`);
    } finally {
      await bare.stop();
    }
  }
  for (const name of names.filter((n) => n !== 'bare' && n !== 'cpu')) {
    if (name === 'bare-profile') {
      await profileBareKoa();
      continue;
    }
    const profileDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-profile-cpu-'));
    const spawned = Date.now();
    const entraide = await startEntraide(url, dataDir, sandboxUrl, cpuMode ? [] : ['--cpu-prof', '--cpu-prof-dir', profileDir]);
    // Only the samples taken under load count (not the start-up's module loading).
    const loadFrom = Date.now() - spawned;
    let requests = 0;
    try {
      if (name === 'write') {
        const worker = await startWorkerProcess(url, dataDir, sandboxUrl, entraide.url);
        try {
          const result = await benchWritePath({ baseUrl: entraide.url, databaseUrl: url, connections, durationSeconds: duration, log });
          requests = result.donations + result.failures + result.hookRequests;
          log(`write: ${JSON.stringify(result)}`);
        } finally {
          await worker.stop();
        }
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
    const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
    if (file) {
      const summary = summarizeProfile(path.join(profileDir, file), { skipMs: loadFrom });
      if (requests > 0) log(`  ${perRequest(summary.busyMs, requests)}`);
      printSummary(summary, log);
    } else log('  (no profile written)');
    if (process.env.BENCH_PROFILE_KEEP) log(`  profile kept in ${profileDir}`);
    else rmSync(profileDir, { recursive: true, force: true });
  }
}

await main();
