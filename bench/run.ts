/**
 * `npm run bench`: the API benchmark (a benchmark, not a test), written to the api-bench
 * section of docs/performance.md. Settings: bench/settings.ts (BENCH_DURATION_SECONDS, BENCH_CONNECTIONS,
 * BENCH_DONATIONS, BENCH_MEMORY_REQUESTS, DATABASE_URL = the PostgreSQL server, default the local one).
 * `npm run bench -- directory` runs the detailed directory-filter benchmark instead (bench/directory-filter.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSession } from '../api/accounts/sessions.service';
import { systemClock } from '../api/clock';
import { createBenchDatabase } from './bench-database';
import { fillDirectory } from './charities-at-scale';
import { benchDirectoryFilter } from './directory-filter';
import { flatTargets, measureSize } from './flat-costs';
import { benchMemory, MEMORY_PROBE_NODE_ARGS } from './memory';
import { benchRatio } from './ratio';
import { renderReport, writeReport } from './report';
import { seedDonations } from './seed-data';
import { startEntraide, startSandboxProcess, startWorkerProcess } from './servers/entraide';
import { startOtlpSink } from './servers/otlp-sink';
import { freePort, startServer, type RunningServer } from './servers/spawn';
import { readSettings } from './settings';
import { entraideTargets } from './targets';
import { benchWritePath } from './write-path';

process.env.TZ = 'UTC';
const root = path.resolve(import.meta.dirname, '..');
const log = (line: string) => console.log(line);
const machine = `Node ${process.version}, ${os.cpus().length} CPU(s) ${os.cpus()[0]?.model ?? ''}`.trim();

async function benchApi(): Promise<void> {
  const settings = readSettings();
  log(
    `Entraide API benchmark — ${machine}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const db = await createBenchDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-bench-'));
  let entraide: RunningServer | undefined;
  let sandbox: RunningServer | undefined;
  try {
    log(`Fresh database ${db.name} (PostgreSQL ${db.version}); 10,000 charities…`);
    const seeded = Number((await db.knex('assocs').max({ id: 'id' }).first())?.id ?? 0);
    await fillDirectory(db.knex, 10_000);
    // The generated charities take no donation here: fictional provider ids spare the server's start-up
    // from opening 10,000 wallets at the emulator (the seeded charities get real ones).
    await db
      .knex('assocs')
      .where('id', '>', seeded)
      .whereNull('mangopay_user_id')
      .update({ mangopay_user_id: db.knex.raw("'bench-user-' || id"), mangopay_wallet_id: db.knex.raw("'bench-wallet-' || id") });
    const [smallSize, largeSize] = settings.sizes;
    log(`Seeding ${smallSize.toLocaleString('en')} donations…`);
    let fixtures = await seedDonations(db.knex, smallSize, log);
    const token = await openSession(db.knex, systemClock, fixtures.userId);
    sandbox = await startSandboxProcess();
    // The flat costs measure the database work as the data grows: without the production micro-cache,
    // which would answer most requests from memory whatever the size.
    entraide = await startEntraide(db.url, dataDir, sandbox.url, [], { PUBLIC_READ_CACHE: 'false' });

    log('2. Flat costs, small database (micro-cache off)');
    const small = await measureSize(flatTargets(entraideTargets(entraide.url, fixtures, token)), fixtures, settings, log);
    log(`Seeding up to ${largeSize.toLocaleString('en')} donations…`);
    fixtures = await seedDonations(db.knex, largeSize, log);
    const flatLarge = flatTargets(entraideTargets(entraide.url, fixtures, token));
    const labels = flatLarge.map((t) => t.label);
    log('2. Flat costs, large database (micro-cache off)');
    const large = await measureSize(flatLarge, fixtures, settings, log);

    // From here on, Entraide as production runs it (micro-cache on), observability on (issue 41, item 8):
    // metrics on their port, every request traced (the SDK's default sampler) to a stand-in collector.
    await entraide.stop();
    const otlp = await startOtlpSink();
    entraide = await startEntraide(
      db.url,
      dataDir,
      sandbox.url,
      ['--import', 'tsx', '--import', './api/observability/tracing-preload.ts'],
      {
        OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
        METRICS_PORT: String(await freePort()),
      },
    );
    const targets = entraideTargets(entraide.url, fixtures, token);
    log('1. Ratio to bare Koa');
    const bare = await startServer('bench/servers/bare-koa.ts', await freePort(), {}, /ready \d+/);
    let ratio;
    try {
      ratio = await benchRatio(bare.url, targets, settings, log);
    } finally {
      await bare.stop();
    }

    log('3. Write path: card donations through the API and the sandbox emulator, hooks meanwhile');
    const worker = await startWorkerProcess(db.url, dataDir, sandbox.url, entraide.url);
    let writePath;
    try {
      writePath = await benchWritePath({
        baseUrl: entraide.url,
        databaseUrl: db.url,
        connections: settings.connections,
        durationSeconds: settings.durationSeconds,
        log,
      });
    } finally {
      await worker.stop();
    }
    log(`  traces: ${otlp.batches()} OTLP batches received from the web process`);
    if (otlp.batches() === 0) throw new Error('tracing was on, yet no span reached the OTLP sink');
    await otlp.close();
    log(
      `  ${writePath.donationsPerSecond} donations/s (${writePath.donations}, ${writePath.failures} failed), p99 ${writePath.donationP99} ms; total ${writePath.totalChecked ? 'exact' : 'WRONG'}; hook p99 ${writePath.hookP99} ms (${writePath.hookRequests})`,
    );

    log('4. Memory (a fresh API process, with the memory probe: full GC before each reading)');
    await entraide.stop();
    entraide = await startEntraide(db.url, dataDir, sandbox.url, MEMORY_PROBE_NODE_ARGS);
    const running = entraide;
    const memory = await benchMemory(
      [targets.health, targets.pot, targets.participantsFirst, targets.filter].map((t) => ({
        ...t,
        url: t.url.replace(/^http:\/\/127\.0\.0\.1:\d+/, running.url),
      })),
      running,
      settings,
      log,
    );

    const section = renderReport({
      date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
      machine: `${machine}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} at the end`,
      database: `PostgreSQL ${db.version} on 127.0.0.1 (fresh database, knex pool of 10)`,
      settings: `${settings.durationSeconds} s per measure; ${settings.connections} connections for the ratio and memory, ${settings.flatConnections} for the flat costs.`,
      quick: settings.quick,
      ratio,
      flat: { small, large, labels },
      writePath,
      memory,
    });
    writeReport(path.join(root, 'docs/performance.md'), section);
    log('docs/performance.md: api-bench section written');
  } finally {
    await entraide?.stop();
    await sandbox?.stop();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'directory') {
  const measures = await benchDirectoryFilter();
  if (measures.some((m) => m.failures > 0)) process.exitCode = 1;
} else {
  await benchApi();
}
