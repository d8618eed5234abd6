/**
 * A second web process on the same PostgreSQL, for live-processes.test.ts: the real app (createApp)
 * with its own pools and its own live hub, paying through the test's Mangopay emulator. Reads
 * DATABASE_URL, SANDBOX_URL, SANDBOX_CLIENT_ID and SANDBOX_API_KEY; prints `{"port": n}` once it
 * listens; stops on SIGTERM.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { createApp } from '../../../app';
import type { AppDeps } from '../../../app-deps';
import { systemClock } from '../../../clock';
import { loadConfig } from '../../../config';
import { openDatabase } from '../../../db/database';
import { createInlineJobs } from '../../../jobs/jobs';
import { jobDefinitions } from '../../../jobs/registry';
import { createMailer } from '../../../mail/mailer';
import { createGateway } from '../../../payments/gateway';
import { createStorage } from '../../../storage/storage';
import { createLiveHub } from '../live-hub';

const env = process.env;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-second-server-'));
const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, TRUST_PROXY: '1', DATABASE_URL: env.DATABASE_URL });
const logger = pino({ level: 'silent' });
const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
const gateway = {
  clientId: env.SANDBOX_CLIENT_ID ?? '',
  apiKey: env.SANDBOX_API_KEY ?? '',
  baseUrl: env.SANDBOX_URL ?? '',
  timeoutMs: 5000,
};
const deps: AppDeps = {
  config,
  db,
  clock: systemClock,
  logger,
  payments: createGateway(gateway, logger),
  storage: createStorage(dataDir),
  mail: createMailer(config),
  jobs: createInlineJobs(logger),
};
deps.live = createLiveHub(deps);
await deps.jobs.start(jobDefinitions(deps));
const server = createApp(deps).listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
});

process.once('SIGTERM', () => {
  void (async () => {
    await deps.live?.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await deps.jobs.stop();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  })();
});
