/** The hourly job that deletes expired idempotency keys: schedule, what it deletes, and what it keeps. */
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/db';
import { ManualClock } from '../clock';
import type { Database } from '../db/database';
import { jobDefinitions } from '../jobs/registry';
import type { AppDeps } from '../app-deps';
import { IDEMPOTENCY_TTL_MS } from './idempotency';
import { IDEMPOTENCY_PURGE_CRON, IDEMPOTENCY_PURGE_JOB, idempotencyPurgeJob } from './idempotency.jobs';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const keys = async () => (await db.knex('idempotency_keys').orderBy('key').select('key')).map((r) => r.key as string);
const insertKey = (key: string, createdAt: Date, status: 'in_flight' | 'completed' = 'completed') =>
  db.knex('idempotency_keys').insert({
    scope: 'user:1',
    key,
    request_hash: 'a'.repeat(64),
    status,
    created_at: createdAt,
    ...(status === 'completed' ? { response_status: 201, response_body: '{"id":1}', completed_at: createdAt } : {}),
  });

describe('idempotency keys purge', () => {
  it('is a recurring job of the product, run every hour', () => {
    const clock = new ManualClock('2026-11-22T10:00:00Z');
    const job = idempotencyPurgeJob({ db, clock, logger: pino({ level: 'silent' }) });
    expect(job.name).toBe(IDEMPOTENCY_PURGE_JOB);
    expect(job.cron).toBe(IDEMPOTENCY_PURGE_CRON);
    expect(IDEMPOTENCY_PURGE_CRON.split(' ').slice(1)).toEqual(['*', '*', '*', '*']); // every hour of every day
    const registered = jobDefinitions({ db, clock, logger: pino({ level: 'silent' }) } as unknown as AppDeps).map((j) => j.name);
    expect(registered).toContain(IDEMPOTENCY_PURGE_JOB);
  });

  it('deletes the keys past their 24 hours, completed or left in flight, and keeps the others', async () => {
    await db.knex('idempotency_keys').delete();
    const clock = new ManualClock('2026-11-22T10:41:00Z');
    const now = clock.now().getTime();
    await insertKey('expired-completed-0001', new Date(now - IDEMPOTENCY_TTL_MS - 1));
    await insertKey('expired-in-flight-0002', new Date(now - 3 * IDEMPOTENCY_TTL_MS), 'in_flight');
    await insertKey('just-in-window-00003', new Date(now - IDEMPOTENCY_TTL_MS + 1000));
    await insertKey('fresh-in-flight-00004', new Date(now - 1000), 'in_flight');
    const job = idempotencyPurgeJob({ db, clock, logger: pino({ level: 'silent' }) });
    await job.run({});
    expect(await keys()).toEqual(['fresh-in-flight-00004', 'just-in-window-00003']);
    clock.advance(IDEMPOTENCY_TTL_MS);
    await job.run({});
    expect(await keys()).toEqual([]);
  });
});
