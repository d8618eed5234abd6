/**
 * The runtime image deployed as the Procfile says (`npm run test:image`): the release step on a fresh
 * PostgreSQL database, then a web container and a worker container on it, with the payment emulator
 * started alone on the host in Mangopay's place (the three MANGOPAY_* variables) and a local SMTP server
 * this test reads. Every container runs as the image says: its own user, a read-only root filesystem
 * (DATA_DIR and /tmp writable only), NODE_ENV=production from the image.
 */
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createKnex } from '../../api/db/database';
import { seedDemoCharities } from '../../migrations/seeds/demo-charities.seed';
import { seedReceiptProfiles } from '../../migrations/seeds/receipt-profiles.seed';
import { startSmtpSink, type SunkMail } from '../../bench/servers/smtp-sink';
import { startSandboxProcess, type Child } from '../money/crash/processes';
import { adminUrl, databaseUrlFor } from '../pg-urls';
import { DIRECTORY_PATH } from '../../domain/directory-paths';
import { giveByCard, openPotWithDonor } from './card-gift';
import { podman, removeContainer, runContainer, terminate, waitForLine, type RunningContainer } from './podman';
import { containerPorts } from './ports';

const image = inject('image').runtime;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `image_${process.pid}`;
const databaseUrl = databaseUrlFor(serverUrl, database);
const DRAIN_MS = 2000;
const TIMEOUT_MS = 20_000;

let sandbox: { child: Child; url: string; apiKey: string };
let smtp: Server;
const mails: SunkMail[] = [];
let env: Record<string, string>;
let web: RunningContainer;
let worker: RunningContainer;
let webUrl: string;
let potId: number;
const dirs: string[] = [];

/** A DATA_DIR for one container, writable by the image's user (10001). */
function dataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'entraide-image-data-'));
  chownSync(dir, 10001, 10001);
  dirs.push(dir);
  return dir;
}

/** `podman run` options of a hardened production container with `env`. */
function runOptions(extra: Record<string, string> = {}): string[] {
  const vars = Object.entries({ ...env, ...extra }).flatMap(([name, value]) => ['-e', `${name}=${value}`]);
  return ['--read-only', '--read-only-tmpfs=false', '--tmpfs', '/tmp:rw,mode=1777', '-v', `${dataDir()}:/data`, ...vars, image];
}

beforeAll(async () => {
  const admin = createKnex(adminUrl(serverUrl), 1);
  await admin.raw(`CREATE DATABASE ${database}`);
  await admin.destroy();
  sandbox = await startSandboxProcess(mkdtempSync(path.join(os.tmpdir(), 'entraide-image-sandbox-')));
  const sink = await startSmtpSink('127.0.0.1', (mail) => mails.push(mail));
  smtp = sink.server;
  const { web: port } = await containerPorts();
  webUrl = `http://127.0.0.1:${port}`;
  env = {
    DATABASE_URL: databaseUrl,
    MANGOPAY_CLIENT_ID: 'entraide-image-test',
    MANGOPAY_API_KEY: sandbox.apiKey,
    MANGOPAY_BASE_URL: sandbox.url,
    SMTP_URL: sink.url,
    PUBLIC_URL: webUrl,
    UPLOADS_DIR: '/data/uploads',
    DEVICE_COOKIE_SECRET: 'une-clef-de-test-de-plus-de-trente-deux-caracteres',
    PORT: String(port),
    METRICS_PORT: 'off',
    PUBLIC_READ_CACHE: 'false',
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    SHUTDOWN_TIMEOUT_MS: String(TIMEOUT_MS),
  };
});

afterAll(async () => {
  for (const container of [web, worker]) if (container) await removeContainer(container.name);
  await sandbox?.child.stop();
  smtp?.close();
  const admin = createKnex(adminUrl(serverUrl), 1);
  await admin.raw(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.destroy();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the image deployed as the Procfile says', () => {
  it('runs the release step: migrations and reference data, then exits 0', async () => {
    const release = await podman(['run', '--rm', '--network=host', ...runOptions(), 'release'], { timeoutMs: 300_000 });
    expect(release.code, release.output).toBe(0);
    const knex = createKnex(databaseUrl, 1);
    try {
      expect(Number((await knex('event_types').count({ n: '*' }))[0]!.n)).toBeGreaterThan(0);
      expect(Number((await knex('assocs').count({ n: '*' }))[0]!.n)).toBe(0); // never the demo charities
      // The charities an operator adds (here the demo's, with their receipt profiles): the web process opens their wallets.
      await seedDemoCharities(knex);
      await seedReceiptProfiles(knex);
    } finally {
      await knex.destroy();
    }
  });

  it('starts a web and a worker container: readiness answers, and JSON logs go to stdout', async () => {
    web = runContainer(`entraide-web-${process.pid}`, runOptions());
    worker = runContainer(`entraide-worker-${process.pid}`, [...runOptions(), 'worker']);
    await Promise.all([waitForLine(web, /Entraide is running at/), waitForLine(worker, /Entraide worker is running/)]);
    const ready = await fetch(`${webUrl}/api/v1/health/ready`);
    expect(ready.status).toBe(200);
    // The image's HEALTHCHECK, as an orchestrator runs it: readiness for web, the process for the worker.
    for (const container of [web, worker]) expect((await podman(['healthcheck', 'run', container.name])).code).toBe(0);
    const lines = web
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(JSON.parse(line)).toHaveProperty('msg');
  });

  it('counts a card gift made through the container’s API, and the worker container mails the donor', async () => {
    const knex = createKnex(databaseUrl, 1);
    try {
      const opened = await openPotWithDonor(knex);
      potId = opened.potId;
      const donor = opened.donor;
      const answer = await giveByCard(webUrl, donor.token, potId, 2500);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body.payment_status).toBe('SUCCEEDED');
      const pot = (await (await fetch(`${webUrl}/api/v1/cagnottes/${potId}`)).json()) as Record<string, unknown>;
      expect(pot).toMatchObject({ donations_total_amount: 2500, donations_count: 1 });
      await expect.poll(() => mails.filter((mail) => mail.to.includes(donor.email)).length, { timeout: 60_000, interval: 500 }).toBe(1);
    } finally {
      await knex.destroy();
    }
  });

  it('renders the first screens on the server (the PWA’s libraries live in the build only) and serves the API’s reference', async () => {
    // The image prunes React, Tiptap, Redoc's tree...: the server render must carry what it uses.
    const pages = { '/': 'Entraide', [`/participate/${potId}`]: 'Les 40 ans de Paul', [DIRECTORY_PATH]: 'Nos associations partenaires' };
    for (const [page, text] of Object.entries(pages)) {
      const answer = await fetch(`${webUrl}${page}`);
      const html = await answer.text();
      expect(answer.status, page).toBe(200);
      const root = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1] ?? '';
      expect(root.length, `${page}: #root is empty (no server render)`).toBeGreaterThan(200);
      expect(root, page).toContain(text);
    }
    expect(web.output()).not.toMatch(/first screen|Cannot find (module|package)/i);
    const redoc = await fetch(`${webUrl}/api/v1/docs/redoc.standalone.js`);
    expect(redoc.status).toBe(200);
    expect((await redoc.text()).length).toBeGreaterThan(500_000);
  });

  it('stops each container on SIGTERM within its drain and timeout, exit code 0', async () => {
    const stoppingWeb = terminate(web);
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS / 4));
    expect((await fetch(`${webUrl}/api/v1/health/ready`)).status).toBe(503); // the load balancer takes it out
    const [webStop, workerStop] = await Promise.all([stoppingWeb, terminate(worker)]);
    expect(webStop.code, web.output().slice(-2000)).toBe(0);
    expect(webStop.ms).toBeGreaterThanOrEqual(DRAIN_MS);
    expect(webStop.ms).toBeLessThan(TIMEOUT_MS);
    expect(workerStop.code, worker.output().slice(-2000)).toBe(0);
    expect(workerStop.ms).toBeLessThan(TIMEOUT_MS);
  });
});
