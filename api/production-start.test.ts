/**
 * Production never runs on demo parts by accident: with NODE_ENV=production the real entries
 * (`tsx api/server.ts` as `npm run serve` runs it, and `tsx api/worker.ts`) refuse to start, exit 1 with
 * one message naming every missing variable, unless each part is configured for real; and a production
 * start loads no module of packages/mangopay-sandbox (a preload records every module the process loads,
 * through Node's module hooks). On PGlite the web process gets `pglite:///…` (an embedded database chosen
 * on purpose); with DATABASE_URL set (PostgreSQL), a database of its own.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/db';
import { loadConfig, loadConfigOrExit } from './config';
import type { Database } from './db/database';
import { productionProblems } from './production-profile';

const root = path.resolve(import.meta.dirname, '..');
const RECORDER = path.join(root, 'test/production/record-loaded-modules.mjs');
const SANDBOX_PACKAGE = /packages\/mangopay-sandbox\/|@entraide\/mangopay-sandbox/;

/** Every variable a production start reads for its parts, cleared from the inherited environment. */
const PARTS = [
  'DATABASE_URL',
  'MANGOPAY_CLIENT_ID',
  'MANGOPAY_API_KEY',
  'MANGOPAY_BASE_URL',
  'SMTP_URL',
  'PUBLIC_URL',
  'STORAGE_S3_BUCKET',
  'UPLOADS_DIR',
  'SANDBOX_API_KEY',
  'DEV_OUTBOX',
  'DEVICE_COOKIE_SECRET',
  'METRICS_PORT',
];

let dir: string;
let db: Database | undefined;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'entraide-production-'));
});
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

interface Run {
  output: () => string;
  /** The exit code, or 'still running' after `ms` (the process is then stopped, so that no test leaves one behind). */
  exitCode(ms?: number): Promise<number | null | 'still running'>;
  waitFor(pattern: RegExp, ms: number): Promise<boolean>;
  stop(): Promise<void>;
}

/** `tsx <entry>` with the project's Node, NODE_ENV=production and `env` over an environment cleared of PARTS. */
function run(entry: string, env: Record<string, string>, recordTo?: string): Run {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of PARTS) delete base[name];
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, entry)], {
    cwd: root,
    env: {
      ...base,
      TZ: 'UTC',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      METRICS_PORT: 'off',
      DATA_DIR: path.join(dir, 'data'),
      ...(recordTo ? { RECORD_MODULES_FILE: recordTo, NODE_OPTIONS: `--import=${RECORDER}` } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  };
  return {
    output: () => output,
    async exitCode(ms = 40_000) {
      const code = await Promise.race([exited, new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), ms))]);
      await stop();
      return code;
    },
    async waitFor(pattern, ms) {
      for (const end = Date.now() + ms; Date.now() < end && !pattern.test(output) && child.exitCode === null;)
        await new Promise((resolve) => setTimeout(resolve, 200));
      return pattern.test(output);
    },
    stop,
  };
}

const MISSING = [
  'DATABASE_URL',
  'MANGOPAY_CLIENT_ID',
  'MANGOPAY_API_KEY',
  'MANGOPAY_BASE_URL',
  'SMTP_URL',
  'PUBLIC_URL',
  'STORAGE_S3_BUCKET or UPLOADS_DIR',
  'DEVICE_COOKIE_SECRET',
];

describe.each([
  ['web process', 'api/server.ts'],
  ['worker', 'api/worker.ts'],
])('the %s with NODE_ENV=production and no part configured', (_, entry) => {
  it('exits with 1 and one message naming every missing variable', async () => {
    const started = run(entry, {});
    expect(await started.exitCode()).toBe(1);
    const output = started.output();
    expect(output.match(/Invalid configuration:/g), output).toHaveLength(1);
    for (const name of MISSING) expect(output, name).toContain(`  ${name}: required with NODE_ENV=production`);
    expect(output).not.toContain('is running');
  });

  it('names only what is still missing, and a plain-http PUBLIC_URL on a public host', async () => {
    const started = run(entry, {
      MANGOPAY_CLIENT_ID: 'entraide',
      MANGOPAY_API_KEY: 'une-cle',
      MANGOPAY_BASE_URL: 'https://api.mangopay.com',
      PUBLIC_URL: 'http://entraide.example',
      UPLOADS_DIR: path.join(dir, 'uploads'),
      DEVICE_COOKIE_SECRET: 'une-cle-des-cookies-d-appareil-de-production',
    });
    expect(await started.exitCode()).toBe(1);
    const output = started.output();
    for (const name of ['DATABASE_URL', 'SMTP_URL']) expect(output, name).toContain(`  ${name}: required with NODE_ENV=production`);
    expect(output).toContain('  PUBLIC_URL: must be https:// with NODE_ENV=production');
    for (const name of ['MANGOPAY_CLIENT_ID', 'MANGOPAY_API_KEY', 'MANGOPAY_BASE_URL', 'STORAGE_S3_BUCKET or UPLOADS_DIR'])
      expect(output, name).not.toContain(`  ${name}:`);
  });
});

describe('the production profile (production-profile.ts)', () => {
  const complete = {
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/entraide',
    MANGOPAY_CLIENT_ID: 'entraide',
    MANGOPAY_API_KEY: 'une-cle',
    MANGOPAY_BASE_URL: 'https://api.mangopay.com',
    SMTP_URL: 'smtp://smtp.exemple.fr:587',
    PUBLIC_URL: 'https://entraide.exemple.fr',
    STORAGE_S3_BUCKET: 'entraide-fichiers',
    DEVICE_COOKIE_SECRET: 'une-cle-des-cookies-d-appareil-de-production',
  };

  it.each([
    ['https on any host', 'https://entraide.exemple.fr', true],
    ['http on localhost', 'http://localhost:8080', true],
    ['http on 127.0.0.1', 'http://127.0.0.1:8080', true],
    ['http on 127.12.0.3 (127.0.0.0/8)', 'http://127.12.0.3', true],
    ['http on [::1]', 'http://[::1]:8080', true],
    ['http on a public host', 'http://entraide.exemple.fr', false],
    ['http on a LAN address', 'http://192.168.1.20:8080', false],
    ['http on a name starting with 127.', 'http://127.0.0.1.exemple.fr', false],
    ['http on localhost as a subdomain', 'http://localhost.exemple.fr', false],
  ])('PUBLIC_URL: %s', (_, url, accepted) => {
    expect(productionProblems({ ...complete, PUBLIC_URL: url })).toEqual(
      accepted ? [] : ['  PUBLIC_URL: must be https:// with NODE_ENV=production (http:// only for localhost, 127.0.0.0/8 or [::1])'],
    );
  });

  it('takes uploads on S3 or in a directory named on purpose, and an embedded database only when named', () => {
    expect(productionProblems({ ...complete, STORAGE_S3_BUCKET: '', UPLOADS_DIR: '/srv/entraide/uploads' })).toEqual([]);
    expect(productionProblems({ ...complete, DATABASE_URL: 'pglite:///srv/entraide/pglite' })).toEqual([]);
    expect(productionProblems({ ...complete, STORAGE_S3_BUCKET: ' ' })).toEqual([
      '  STORAGE_S3_BUCKET or UPLOADS_DIR: required with NODE_ENV=production (uploads on an S3 bucket, or in a directory named on purpose)',
    ]);
  });

  it('accepts DATABASE_URL=pglite:///absolute/path everywhere, and refuses another pglite form', () => {
    expect(loadConfig({ DATABASE_URL: 'pglite:///srv/entraide/pglite' }).DATABASE_URL).toBe('pglite:///srv/entraide/pglite');
    for (const url of ['pglite://srv/entraide', 'pglite:relative/path', 'pglite:///', 'mysql://127.0.0.1/entraide'])
      expect(() => loadConfig({ DATABASE_URL: url }), url).toThrow(
        /DATABASE_URL: expected postgres:\/\/… \(PostgreSQL\) or pglite:\/\/\/absolute\/path/,
      );
  });

  it('keeps the demo as it is: with no variable outside production, an entry asks for nothing', () => {
    const config = loadConfigOrExit(undefined, {});
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.NODE_ENV).toBe('development');
  });
});

describe('a production start with every part configured (a fake MANGOPAY_BASE_URL)', () => {
  it('serves, and never loads a module of packages/mangopay-sandbox', async () => {
    const port = await freePort();
    const record = path.join(dir, 'web-modules.txt');
    const databaseUrl = process.env.DATABASE_URL
      ? (db ??= await openTestDatabase()).connectionString
      : `pglite://${path.join(dir, 'pglite')}`;
    const web = run(
      'api/server.ts',
      {
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: databaseUrl,
        MANGOPAY_CLIENT_ID: 'entraide',
        MANGOPAY_API_KEY: 'une-cle-de-production',
        // Nothing listens there: the provider calls of the start fail, are logged, and the start goes on.
        MANGOPAY_BASE_URL: 'http://127.0.0.1:9',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        UPLOADS_DIR: path.join(dir, 'uploads'),
        DEVICE_COOKIE_SECRET: 'une-cle-des-cookies-d-appareil-de-production',
      },
      record,
    );
    try {
      expect(await web.waitFor(/Entraide is running at/, 150_000), web.output()).toBe(true);
      expect(web.output()).toContain('payments: Mangopay at http://127.0.0.1:9');
      expect(web.output()).toContain(process.env.DATABASE_URL ? 'database: PostgreSQL' : `database: PGlite in ${path.join(dir, 'pglite')}`);
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/cagnottes/1`)).status).not.toBe(500);
    } finally {
      await web.stop();
    }
    const loaded = readFileSync(record, 'utf8').split('\n').filter(Boolean);
    // The recorder sees the entry's TypeScript modules and the SDK (so it would see the emulator's).
    expect(loaded.some((url) => url.endsWith('/api/payments/provider.ts'))).toBe(true);
    expect(loaded.some((url) => url.includes('/mangopay2-nodejs-sdk/'))).toBe(true);
    expect(loaded.filter((url) => SANDBOX_PACKAGE.test(url))).toEqual([]);
  }, 200_000);

  it('the worker too', async () => {
    db ??= await openTestDatabase();
    const record = path.join(dir, 'worker-modules.txt');
    const worker = run(
      'api/worker.ts',
      {
        PUBLIC_URL: 'https://entraide.exemple.fr',
        DATABASE_URL: db.connectionString,
        MANGOPAY_CLIENT_ID: 'entraide',
        MANGOPAY_API_KEY: 'une-cle-de-production',
        MANGOPAY_BASE_URL: 'http://127.0.0.1:9',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        STORAGE_S3_BUCKET: 'entraide-fichiers',
        DEVICE_COOKIE_SECRET: 'une-cle-des-cookies-d-appareil-de-production',
      },
      record,
    );
    try {
      expect(await worker.waitFor(/Entraide worker is running/, 90_000), worker.output()).toBe(true);
    } finally {
      await worker.stop();
    }
    const loaded = readFileSync(record, 'utf8').split('\n').filter(Boolean);
    expect(loaded.some((url) => url.endsWith('/api/worker.ts'))).toBe(true);
    expect(loaded.filter((url) => SANDBOX_PACKAGE.test(url))).toEqual([]);
  }, 120_000);

  it('the recorder does see the emulator’s modules when they are loaded (`npm run sandbox`)', async () => {
    const record = path.join(dir, 'sandbox-modules.txt');
    const sandbox = run('packages/mangopay-sandbox/src/main.ts', { SANDBOX_PORT: String(await freePort()) }, record);
    try {
      expect(await sandbox.waitFor(/listening at/, 60_000), sandbox.output()).toBe(true);
    } finally {
      await sandbox.stop();
    }
    expect(
      readFileSync(record, 'utf8')
        .split('\n')
        .filter((url) => SANDBOX_PACKAGE.test(url)).length,
    ).toBeGreaterThan(10);
  }, 90_000);
});

describe('the worker with an embedded database', () => {
  it('refuses pglite:///… (an embedded database belongs to one process), naming DATABASE_URL', async () => {
    const worker = run('api/worker.ts', {
      NODE_ENV: 'test',
      DATABASE_URL: `pglite://${path.join(dir, 'pglite-worker')}`,
      SANDBOX_API_KEY: 'cle-api-de-l-emulateur-du-test',
    });
    expect(await worker.exitCode()).toBe(1);
    expect(worker.output()).toContain('DATABASE_URL: the worker needs a PostgreSQL shared with the web processes');
  });

  it('in the demo, without MANGOPAY_*, asks for SANDBOX_API_KEY (the web process’s emulator prints it)', async () => {
    db ??= await openTestDatabase();
    const worker = run('api/worker.ts', { NODE_ENV: 'development', DATABASE_URL: db.connectionString });
    expect(await worker.exitCode()).toBe(1);
    expect(worker.output()).toContain('SANDBOX_API_KEY: required by the worker without MANGOPAY_*');
  });
});
