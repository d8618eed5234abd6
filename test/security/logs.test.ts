/**
 * Logs an operator can follow (docs/security.md, "Logs"): through createApp over HTTP, with the
 * product's logger (api/logger.ts) writing into memory at `debug`.
 * - A line a service writes through the app's global logger while a request is served carries that
 *   request's id, once; so does the line a job queued by the request writes in a separate pg-boss worker
 *   (api/worker.ts) on the same database.
 * - No single-use token of a path, body or query, no password, no Authorization or Cookie value ever
 *   reaches a line.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../app';
import { openTestDatabase } from '../db';
import { buildUser, signInAs } from '../factories';
import { newSecretToken } from '../../api/http/secret-tokens';
import { JOB_CONTEXT_FIELD } from '../../api/jobs/job-context';
import { createPgBossJobs } from '../../api/jobs/pg-boss-jobs';
import { createLogger } from '../../api/logger';
import type { OutboxMail } from '../../api/mail/outbox.routes';
import { HOOK_JOB } from '../../api/payments/hooks/hooks.jobs';
import { startWorker, type RunningWorker } from '../../api/worker';

/** Every line the logger wrote, as written (JSON text) and parsed. */
const written: string[] = [];
const logger = createLogger('debug', { write: (line: string) => void written.push(line) });
const lines = () => written.map((line) => JSON.parse(line) as Record<string, unknown>);

const waitFor = async <T>(find: () => T | undefined, ms = 15_000): Promise<T | undefined> => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
    const found = find();
    if (found !== undefined) return found;
  }
  return find();
};

/** A delivery of the provider for a dispute it does not know: its job logs that it drops it. */
const hookForUnknownDispute = (t: TestContext, headers: Record<string, string> = {}) =>
  t.request(`/api/v1/payments/hooks?EventType=DISPUTE_CREATED&RessourceId=unknown-${Date.now()}`, { headers });
const DROPPED = 'hook for a resource the provider does not know: dropped';

describe('request ids in the log', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({ logger });
  });
  afterAll(() => t.close());

  it('puts the request id on the lines a service writes through the global logger, once each', async () => {
    const res = await hookForUnknownDispute(t);
    expect(res.status).toBe(200);
    const reqId = res.headers.get('X-Request-Id');
    expect(reqId).toBeTruthy();
    const dropped = await waitFor(() => lines().find((line) => line.msg === DROPPED && line.reqId === reqId));
    expect(dropped).toMatchObject({ reqId, job: HOOK_JOB, eventType: 'DISPUTE_CREATED' });
    const access = await waitFor(() => lines().find((line) => line.msg === 'request' && line.reqId === reqId));
    expect(access).toMatchObject({ method: 'GET', path: '/api/v1/payments/hooks', status: 200 });
    // Written once per line (a child logger's binding next to the mixin's field would write it twice).
    for (const line of written.filter((text) => text.includes(reqId as string))) expect(line.split('"reqId"')).toHaveLength(2);
  });

  it('keeps a safe incoming X-Request-Id and replaces any other', async () => {
    const kept = await t.request('/api/v1/health', { headers: { 'X-Request-Id': 'lb-7f3a9c21-0001' } });
    expect(kept.headers.get('X-Request-Id')).toBe('lb-7f3a9c21-0001');
    expect(lines().find((line) => line.msg === 'request' && line.reqId === 'lb-7f3a9c21-0001')).toBeTruthy();
    for (const unsafe of ['x","evil":"1', 'short', 'a'.repeat(65)]) {
      const replaced = await t.request('/api/v1/health', { headers: { 'X-Request-Id': unsafe } });
      expect(replaced.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(written.join('')).not.toContain('evil');
    expect(written.join('')).not.toContain('a'.repeat(65));
  });
});

describe('request ids in a separate worker’s lines', () => {
  let t: TestContext;
  let worker: RunningWorker | undefined;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'entraide-logs-'));
  });
  afterEach(async () => {
    await worker?.stop();
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes the id of the request that queued a job on the lines of the pg-boss worker that runs it', async () => {
    // The web side only queues (RUN_JOBS=false); the worker runs the product's jobs on the same database.
    const db = await openTestDatabase();
    const web = createPgBossJobs({ connectionString: db.connectionString, logger, work: false });
    t = await startTestApp({ db, logger, jobs: web });
    const reqId = 'hook-delivery-0001';
    const res = await hookForUnknownDispute(t, { 'X-Request-Id': reqId });
    expect(res.status).toBe(200);
    expect(await waitFor(() => lines().find((line) => line.msg === DROPPED && line.reqId === reqId), 1000)).toBeUndefined();

    const { config, clock, payments, storage, mail } = t.deps;
    worker = await startWorker({ config, db, clock, logger, payments, storage, mail }, { pollingIntervalSeconds: 0.5 });
    const dropped = await waitFor(() => lines().find((line) => line.msg === DROPPED && line.reqId === reqId), 30_000);
    expect(dropped).toMatchObject({ reqId, job: HOOK_JOB, eventType: 'DISPUTE_CREATED' });
    expect(dropped?.jobId).toEqual(expect.any(String));
    // The job's function got its data without the reserved field (the line spreads the job's data).
    expect(dropped).not.toHaveProperty(JOB_CONTEXT_FIELD);
    expect(dropped).toHaveProperty('resourceId');
  });
});

describe('secrets never reach the log', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({ logger });
  });
  afterAll(() => t.close());

  it('writes no token of a path, body or query, no password, no Authorization or Cookie value', async () => {
    const user = await buildUser(t.db.knex, { email: 'journal@exemple.fr' });
    const session = await signInAs(t.db.knex, t.clock, user);
    const invitation = newSecretToken();
    const cookie = newSecretToken();
    const secrets = [session, invitation, cookie];
    const headers = { Authorization: `Bearer ${session}`, Cookie: `entraide_device=${cookie}` };

    // A reset link asked for, read in the outbox and used with a new password.
    expect((await t.request('/api/v1/user/pwd/reset', { method: 'POST', json: { email: user.email } })).status).toBe(202);
    const [mail] = (await (await t.outbox(user.email)).json()) as OutboxMail[];
    const reset = decodeURIComponent(mail?.text.match(/\?token=(\S+)/)?.[1] ?? '');
    expect(reset).toHaveLength(43);
    const password = 'Journal-Secret-2026!';
    secrets.push(reset, password);
    const confirmed = await t.request('/api/v1/user/pwd/reset/confirm', {
      method: 'POST',
      json: { token: reset, password, password_confirmation: password },
    });
    expect(confirmed.status).toBe(200);

    const invitationRead = await t.request(`/api/v1/charity_invitations/${invitation}`, { headers });
    expect(invitationRead.status).toBeGreaterThanOrEqual(400);
    await t.request(`/api/v1/charity_invitations/${invitation}/accept`, {
      method: 'POST',
      headers,
      json: { password, password_confirmation: password },
    });
    await t.request(`/association/espace/invitation/${invitation}`, { headers });
    await t.request(`/api/v1/user/email/confirm?token=${cookie}`, { method: 'POST', headers, json: { token: invitation } });
    await t.request('/api/v1/user/email/revert', { method: 'POST', headers, json: { token: invitation } });
    await t.request('/api/v1/user/auth/facebook', { method: 'POST', headers, json: { code: invitation } });
    await t.request('/api/v1/user', { headers });

    const paths = await waitFor(() => {
      const found = lines()
        .filter((line) => line.msg === 'request')
        .map((line) => line.path as string)
        .filter((p) => p.includes('invitation'));
      return found.length === 3 ? found : undefined;
    });
    expect(paths).toEqual([
      '/api/v1/charity_invitations/[caché]',
      '/api/v1/charity_invitations/[caché]/accept',
      '/association/espace/invitation/[caché]',
    ]);
    const log = written.join('');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
