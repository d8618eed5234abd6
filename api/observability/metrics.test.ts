/**
 * The metrics endpoint after real traffic: requests through createApp, a card donation against the
 * emulator, provider hooks, pg-boss jobs on this file's database and a money finding; each product
 * family is read back from `GET /metrics` with its labels and values.
 */
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app';
import { createPgBossJobs, JOB_BATCH_SIZE } from '../jobs/pg-boss-jobs';
import type { Jobs } from '../jobs/jobs';
import { donateByCard, donationRow, openPot, signedInDonor, type PotSetup } from '../payments/donations/testing/donation-flows';
import { startMetricsServer, type MetricsServer } from './metrics-server';

let t: TestContext;
let pot: PotSetup;
let metrics: MetricsServer;
let boss: Jobs;
let release!: () => void;
const busy = new Promise<void>((resolve) => {
  release = resolve;
});

/** The value of one sample (exact label set, in any order), or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const got = (match[2] ?? '')
      .split(/,(?=\w+=")/)
      .filter(Boolean)
      .sort()
      .join(',');
    if (got === wanted) return Number(match[3]);
  }
  return undefined;
}

async function scrape(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

const hook = (eventType: string, resourceId: string) =>
  t.request(`/api/v1/payments/hooks?EventType=${eventType}&RessourceId=${resourceId}&Date=${Math.floor(t.clock.now().getTime() / 1000)}`);

beforeAll(async () => {
  t = await startTestApp();
  pot = await openPot(t);
  metrics = await startMetricsServer({ METRICS_PORT: '0' }, { knex: t.db.knex, logger: pino({ level: 'silent' }) });
  // pg-boss on this file's database: a batch of jobs stuck running, two waiting behind it, one failed for
  // good. Queued before the worker starts, so that its first fetch takes a full batch.
  const queues = [
    { name: 'metrics.busy', retryLimit: 0, retryDelaySeconds: 1, run: () => busy },
    {
      name: 'metrics.failing',
      retryLimit: 0,
      retryDelaySeconds: 1,
      run: () => Promise.reject(new Error('fails on purpose')),
    },
  ];
  const sender = createPgBossJobs({
    connectionString: t.db.connectionString,
    logger: pino({ level: 'silent' }),
    work: false,
    maxConnections: 1,
  });
  await sender.start(queues);
  for (let i = 0; i < JOB_BATCH_SIZE + 2; i++) await sender.send('metrics.busy', { i });
  await sender.send('metrics.failing', {});
  await sender.stop();
  boss = createPgBossJobs({ connectionString: t.db.connectionString, logger: pino({ level: 'silent' }), pollingIntervalSeconds: 0.5 });
  await boss.start(queues);
  // A finding of today's reconciliation run.
  await t.db.knex('money_findings').insert({
    run_at: new Date(),
    kind: 'pot_totals',
    pot_id: pot.potId,
    field: 'donations_count',
    expected: 1,
    actual: 2,
  });
}, 60_000);

afterAll(async () => {
  release();
  await boss?.stop();
  await metrics?.close();
  await t?.close();
});

describe('GET /metrics', () => {
  it('serves only GET /metrics, on its own port', async () => {
    expect(metrics.port).toBeGreaterThan(0);
    expect(metrics.port).not.toBe(Number(new URL(t.url).port));
    expect((await fetch(`http://127.0.0.1:${metrics.port}/`)).status).toBe(404);
    // The public port has no metrics.
    expect((await t.request('/metrics')).status).not.toBe(200);
  });

  it('reads the jobs by queue and state, the open money findings and the pool from the database', async () => {
    await expect
      .poll(
        async () => {
          const text = await scrape();
          return {
            queued: sample(text, 'entraide_jobs', { queue: 'metrics.busy', state: 'queued' }),
            active: sample(text, 'entraide_jobs', { queue: 'metrics.busy', state: 'active' }),
            failed: sample(text, 'entraide_jobs', { queue: 'metrics.failing', state: 'failed' }),
          };
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toEqual({ queued: 2, active: JOB_BATCH_SIZE, failed: 1 });
    const text = await scrape();
    expect(sample(text, 'entraide_money_findings', { kind: 'pot_totals' })).toBe(1);
    expect(sample(text, 'entraide_money_findings', { kind: 'wallet_balance' })).toBe(0);
    for (const state of ['in_use', 'idle', 'waiting']) {
      expect(sample(text, 'entraide_db_pool_connections', { state })).toBeGreaterThanOrEqual(0);
    }
    // prom-client's default process metrics.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  }, 30_000);

  it('times requests by route template, method and status, never by raw path', async () => {
    const before = await scrape();
    const health = { route: '/api/v1/health', method: 'GET', status: '200' };
    const potRoute = { route: '/api/v1/cagnottes/:id', method: 'GET', status: '200' };
    const count = (text: string, labels: Record<string, string>) =>
      sample(text, 'entraide_http_request_duration_seconds_count', labels) ?? 0;
    expect((await t.request('/api/v1/health')).status).toBe(200);
    expect((await t.request(`/api/v1/cagnottes/${pot.potId}`)).status).toBe(200);
    expect((await t.request('/api/v1/nothing-here/12345')).status).toBe(404);
    const after = await scrape();
    expect(count(after, health) - count(before, health)).toBe(1);
    expect(count(after, potRoute) - count(before, potRoute)).toBe(1);
    expect(
      count(after, { route: '/api/v1/{*rest}', method: 'GET', status: '404' }) -
        count(before, { route: '/api/v1/{*rest}', method: 'GET', status: '404' }),
    ).toBe(1);
    expect(sample(after, 'entraide_http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBe(count(after, health));
    expect(after).not.toContain(`/cagnottes/${pot.potId}"`);
    expect(after).not.toContain('nothing-here');
  });

  it('counts a card donation, its provider calls and its hooks', async () => {
    const before = await scrape();
    const donations = (text: string) => sample(text, 'entraide_donations_total', { method: 'CARD', status: 'SUCCEEDED' }) ?? 0;
    const hooks = (text: string, event: string, outcome: string) => sample(text, 'entraide_hooks_total', { event, outcome }) ?? 0;
    const payIns = (text: string) =>
      sample(text, 'entraide_provider_request_duration_seconds_count', { operation: 'createCardPayIn', outcome: 'ok' }) ?? 0;

    const donor = await signedInDonor(t);
    const { body } = await donateByCard(t, { token: donor.token, potId: pot.potId, amount: 2500 });
    expect((await donationRow(t, body.id)).status).toBe('SUCCEEDED');
    const payinId = (await donationRow(t, body.id)).mangopay_payin_id as string;
    expect((await hook('PAYIN_NORMAL_SUCCEEDED', payinId)).status).toBe(200);
    expect((await hook('SOMETHING_NEW', '12345')).status).toBe(200);

    const after = await scrape();
    expect(donations(after) - donations(before)).toBe(1);
    expect(payIns(after) - payIns(before)).toBe(1);
    expect(hooks(after, 'PAYIN_NORMAL_SUCCEEDED', 'received') - hooks(before, 'PAYIN_NORMAL_SUCCEEDED', 'received')).toBe(1);
    // Tests run jobs inline: the hook's job has run by the time the route answered.
    expect(hooks(after, 'PAYIN_NORMAL_SUCCEEDED', 'applied') - hooks(before, 'PAYIN_NORMAL_SUCCEEDED', 'applied')).toBe(1);
    expect(hooks(after, 'unknown', 'ignored') - hooks(before, 'unknown', 'ignored')).toBe(1);
    // Every provider operation is labelled with an outcome from the bounded set.
    const outcomes = [...after.matchAll(/entraide_provider_request_duration_seconds_count\{[^}]*outcome="([^"]+)"/g)].map((m) => m[1]);
    expect(outcomes.length).toBeGreaterThan(0);
    for (const outcome of outcomes) expect(['ok', 'refused', 'timeout', 'network', 'provider', 'auth', 'unexpected']).toContain(outcome);
  });
});

describe('METRICS_PORT', () => {
  it('off disables the endpoint; a malformed value is refused', async () => {
    const logger = pino({ level: 'silent' });
    expect((await startMetricsServer({ METRICS_PORT: 'off' }, { knex: t.db.knex, logger })).port).toBeUndefined();
    await expect(startMetricsServer({ METRICS_PORT: 'nine' }, { knex: t.db.knex, logger })).rejects.toThrow(/METRICS_PORT/);
  });

  it('a port already taken leaves the process running without metrics', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => lines.push(line) });
    const second = await startMetricsServer({ METRICS_PORT: String(metrics.port) }, { knex: t.db.knex, logger });
    expect(second.port).toBeUndefined();
    expect(lines.join('')).toContain('METRICS_PORT');
  });
});
