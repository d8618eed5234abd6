/**
 * The production topology on this machine (issue 42, item 1), all on loopback and on this test's own
 * ports: nginx (load balancer and stand-in CDN) in front of two web processes (`NODE_ENV=production`,
 * `RUN_JOBS=false`, `TRUST_PROXY` naming nginx), one worker (`npm run worker`), a PostgreSQL primary
 * and its streaming replica, uploads on s3rver, mail to an SMTP server the test reads, and the payment
 * emulator as the provider (its hooks come back through nginx: PUBLIC_URL is nginx's address).
 * Everything started is recorded in the run's state directory (processes.ts), so that `teardown` here
 * and run.ts's sweep leave nothing running.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { newControlToken } from '@entraide/mangopay-sandbox';
import { WORKER_READY_LINE } from '../../api/worker';
import { makeDistDir } from '../dist-dir';
import { startNginx, type Nginx } from './nginx';
import { startPgReplicaPair, type PgReplicaPair } from './pg-replica';
import { launch, root, stopGroup, stopRecorded, waitForLine, type Proc } from './processes';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox';

/** The deployment test's ports (8261-8279 and 55462-55463 on this shared machine; DEPLOY_PORT_BASE moves them). */
const BASE = Number(process.env.DEPLOY_PORT_BASE ?? 8261);
export const PORTS = {
  nginx: BASE,
  web1: BASE + 1,
  web2: BASE + 2,
  sandbox: BASE + 3,
  smtp: BASE + 4,
  s3: BASE + 5,
  metricsWeb1: BASE + 6,
  metricsWeb2: BASE + 7,
  metricsWorker: BASE + 8,
  primary: Number(process.env.DEPLOY_PG_PORT ?? 55462),
  replica: Number(process.env.DEPLOY_PG_PORT ?? 55462) + 1,
};
/**
 * The PostgreSQL pair listens on a loopback address of its own: on 127.0.0.1 its ports could be held by
 * another program's outgoing connection (an ephemeral port), which refuses the listener.
 */
const PG_HOST = process.env.DEPLOY_PG_HOST ?? '127.0.0.62';

export type WebName = 'web1' | 'web2';

export interface Topology {
  url: string;
  stateDir: string;
  postgres: PgReplicaPair;
  nginx: Nginx;
  inbox: SmtpInbox;
  sandbox: { url: string; controlToken: string; clientId: string };
  web: Record<WebName, Proc>;
  worker: Proc;
  /** Starts a web process again (after it exited) and waits until it serves. */
  restartWeb(name: WebName): Promise<Proc>;
  restartWorker(): Promise<Proc>;
  teardown(): Promise<void>;
}

const node = (script: string) => ['--import', 'tsx', '--import', './api/observability/tracing-preload.ts', script];

export async function startTopology(): Promise<Topology> {
  const stateDir = process.env.DEPLOY_STATE_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'entraide-deploy-'));
  const cleanups: Array<() => Promise<void> | void> = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  };
  try {
    const postgres = await startPgReplicaPair({
      primary: PORTS.primary,
      replica: PORTS.replica,
      host: PG_HOST,
      settings: ['max_connections=200'],
      stateDir,
    });
    cleanups.push(() => postgres.stop());
    // The release step of a deploy, then the demo charities (a test fixture: the pots need charities
    // that issue receipts), before any production process starts.
    for (const command of ['release', 'seed'])
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db.ts', command], {
        cwd: root,
        env: { ...process.env, TZ: 'UTC', NODE_ENV: 'test', DATABASE_URL: postgres.primaryUrl(), LOG_LEVEL: 'warn' },
        stdio: 'pipe',
      });

    const inbox = await startSmtpInbox(PORTS.smtp);
    cleanups.push(() => inbox.close());
    const s3Dir = mkdtempSync(path.join(stateDir, 's3-'));
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: PORTS.s3,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: 'entraide-deploy' }],
    });
    await s3.run();
    cleanups.push(() => s3.close());

    const apiKey = newControlToken();
    const controlToken = newControlToken();
    const sandboxProc = launch(stateDir, 'sandbox', process.execPath, ['--import', 'tsx', 'bench/servers/sandbox.ts'], {
      PORT: String(PORTS.sandbox),
      LOG_LEVEL: 'warn',
      SANDBOX_API_KEY: apiKey,
      SANDBOX_CONTROL_TOKEN: controlToken,
    });
    cleanups.push(() => stopGroup(sandboxProc.child.pid as number));
    await waitForLine(sandboxProc, /emulator listening at/);
    const sandbox = { url: `http://127.0.0.1:${PORTS.sandbox}`, controlToken, clientId: 'entraide-deploy' };

    const distDir = makeDistDir('deploy');
    cleanups.push(() => rmSync(distDir, { recursive: true, force: true }));
    const url = `http://127.0.0.1:${PORTS.nginx}`;
    const production: Record<string, string> = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: postgres.primaryUrl(),
      ...(process.env.DEPLOY_READ_REPLICA === 'off' ? {} : { DATABASE_READ_URL: postgres.replicaUrl() }),
      MANGOPAY_CLIENT_ID: sandbox.clientId,
      MANGOPAY_API_KEY: apiKey,
      MANGOPAY_BASE_URL: sandbox.url,
      SMTP_URL: inbox.url,
      PUBLIC_URL: url,
      STORAGE_S3_BUCKET: 'entraide-deploy',
      STORAGE_S3_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      DEVICE_COOKIE_SECRET: `${newControlToken()}${newControlToken()}`,
      DATA_DIR: path.join(stateDir, 'data'),
      DIST_DIR: distDir,
      TRUST_PROXY: '127.0.0.1',
      // The load test signs its donors up from one address (nginx's clients are all on loopback).
      SIGNUP_HOURLY_PER_ADDRESS: '100',
    };
    const webPorts = { web1: [PORTS.web1, PORTS.metricsWeb1], web2: [PORTS.web2, PORTS.metricsWeb2] } as const;
    // As `npm run start:prod` runs it (node with tsx's loader, so that SIGTERM reaches the server itself).
    const startWeb = async (name: WebName) => {
      const [port, metrics] = webPorts[name];
      const proc = launch(stateDir, name, process.execPath, node('api/server.ts'), {
        ...production,
        RUN_MIGRATIONS: 'false',
        RUN_JOBS: 'false',
        PORT: String(port),
        METRICS_PORT: String(metrics),
      });
      await waitForLine(proc, /Entraide is running at/);
      return proc;
    };
    const startWorker = async () => {
      const proc = launch(stateDir, 'worker', 'npm', ['run', 'worker'], { ...production, METRICS_PORT: String(PORTS.metricsWorker) });
      await waitForLine(proc, new RegExp(WORKER_READY_LINE));
      return proc;
    };
    const web = { web1: await startWeb('web1'), web2: await startWeb('web2') };
    const worker = await startWorker();
    const nginx = await startNginx(stateDir, path.join(stateDir, 'nginx'), { port: PORTS.nginx, web1: PORTS.web1, web2: PORTS.web2 });
    cleanups.push(async () => {
      await stopRecorded(stateDir);
      rmSync(path.join(stateDir, 'data'), { recursive: true, force: true });
    });
    const topology: Topology = {
      url,
      stateDir,
      postgres,
      nginx,
      inbox,
      sandbox,
      web,
      worker,
      async restartWeb(name) {
        topology.web[name] = await startWeb(name);
        return topology.web[name];
      },
      async restartWorker() {
        topology.worker = await startWorker();
        return topology.worker;
      },
      teardown,
    };
    return topology;
  } catch (err) {
    await stopRecorded(stateDir);
    await teardown();
    throw err;
  }
}
