/**
 * Entraide under benchmark as the Procfile runs it: the web process (`api/server.ts` as
 * `npm run start:prod` starts it: NODE_ENV=production, no migrations, RUN_JOBS=false, logs at warn) on a
 * free port with its own data directory, a job worker process (`api/worker.ts`), both talking to the Mangopay
 * emulator run as a process of its own (bench/servers/sandbox.ts), through the real SDK as with
 * Mangopay: in production the provider is another machine, so its work is not counted in the API's
 * process and event loop. The charities' wallets are opened at the emulator when Entraide starts.
 * Production wants every part named (api/production-profile.ts): mails go to a local SMTP sink that
 * drops them (smtp-sink.ts), uploads to the run's data directory (UPLOADS_DIR).
 */
import path from 'node:path';
import { WORKER_READY_LINE } from '../../api/worker';
import { smtpSinkUrl } from './smtp-sink';
import { freePort, startServer, type RunningServer } from './spawn';
import { newControlToken } from '@entraide/mangopay-sandbox';

/** The emulator's client id and API key the benchmark uses (the emulator accepts any client id). */
export const BENCH_SANDBOX_CLIENT_ID = 'entraide-local';
const SANDBOX_API_KEY = newControlToken();
/** The emulator's control token for this run (the write path reads wallet balances through the control routes). */
export const BENCH_SANDBOX_CONTROL_TOKEN = newControlToken();
/** The key of the sign-in device cookies, one for the run's web process and worker. */
const BENCH_DEVICE_COOKIE_SECRET = `${newControlToken()}${newControlToken()}`;

/** The emulator in its own process, state in memory (bench/servers/sandbox.ts); its `url` is the SDK's base URL. */
export async function startSandboxProcess(): Promise<RunningServer> {
  return startServer(
    'bench/servers/sandbox.ts',
    await freePort(),
    { LOG_LEVEL: 'warn', SANDBOX_API_KEY, SANDBOX_CONTROL_TOKEN: BENCH_SANDBOX_CONTROL_TOKEN },
    /emulator listening at/,
  );
}

/** The environment of a production process on these parts (the emulator's process stands in for Mangopay). */
export async function productionEnv(databaseUrl: string, dataDir: string, sandboxUrl: string): Promise<Record<string, string>> {
  return {
    DATABASE_URL: databaseUrl,
    RUN_MIGRATIONS: 'false',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    MANGOPAY_CLIENT_ID: BENCH_SANDBOX_CLIENT_ID,
    MANGOPAY_API_KEY: SANDBOX_API_KEY,
    MANGOPAY_BASE_URL: sandboxUrl,
    SMTP_URL: await smtpSinkUrl(),
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    DEVICE_COOKIE_SECRET: BENCH_DEVICE_COOKIE_SECRET,
  };
}

/** The web process as the Procfile's `web:` runs it: RUN_JOBS=false, it only queues jobs. */
export async function startEntraide(
  databaseUrl: string,
  dataDir: string,
  sandboxUrl: string,
  nodeArgs: string[] = [],
  env: Record<string, string> = {},
  checkout?: string,
  wrapper: string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  return startServer(
    'api/server.ts',
    port,
    { ...(await productionEnv(databaseUrl, dataDir, sandboxUrl)), RUN_JOBS: 'false', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    /Entraide is running at/,
    nodeArgs,
    checkout,
    wrapper,
  );
}

/** The Procfile's `worker:` (api/worker.ts): runs the jobs the web process queued (hooks, e-mails, receipts). */
export async function startWorkerProcess(
  databaseUrl: string,
  dataDir: string,
  sandboxUrl: string,
  publicUrl: string,
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  return startServer(
    'api/worker.ts',
    0,
    { ...(await productionEnv(databaseUrl, dataDir, sandboxUrl)), PUBLIC_URL: publicUrl },
    new RegExp(WORKER_READY_LINE),
    nodeArgs,
  );
}
