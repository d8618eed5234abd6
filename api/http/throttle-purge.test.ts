/** The daily job that deletes ended throttle counters and quiet backoffs: schedule, what it deletes, and what it keeps. */
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/db';
import { ManualClock } from '../clock';
import type { Database } from '../db/database';
import { THROTTLE_PURGE_CRON, THROTTLE_PURGE_JOB, throttlePurgeJob } from './throttle.jobs';
import { countAttempt, MAX_THROTTLE_WINDOW_MS, type ThrottleRule } from './throttle';
import { countBackoffAttempt, type BackoffRule } from './backoff';

const HOUR = 60 * 60_000;
const rule: ThrottleRule = { scope: 'test:purge', limit: 2, windowMs: HOUR };
let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const counters = () =>
  db
    .knex('throttle_counters')
    .count({ n: '*' })
    .first()
    .then((row) => Number(row?.n));

describe('throttle counters purge', () => {
  it('is a recurring job run every day', () => {
    const clock = new ManualClock('2026-11-22T10:00:00Z');
    const job = throttlePurgeJob({ db, clock, logger: pino({ level: 'silent' }) });
    expect(job.name).toBe(THROTTLE_PURGE_JOB);
    expect(job.cron).toBe(THROTTLE_PURGE_CRON);
    expect(THROTTLE_PURGE_CRON.split(' ').slice(2)).toEqual(['*', '*', '*']); // every day of every month
  });

  it('deletes the counters whose window ended long ago, keeps the recent ones, and throttling goes on', async () => {
    await db.knex('throttle_counters').delete();
    const clock = new ManualClock('2026-11-20T08:00:00Z');
    const job = throttlePurgeJob({ db, clock, logger: pino({ level: 'silent' }) });
    for (const value of ['ancien-1', 'ancien-2', 'ancien-3']) await countAttempt(db.knex, clock, rule, value);
    clock.set('2026-11-22T03:00:00Z');
    await countAttempt(db.knex, clock, rule, 'recent');
    await countAttempt(db.knex, clock, rule, 'recent');
    expect(await counters()).toBe(4);

    clock.set('2026-11-22T03:17:00Z');
    await job.run({});
    expect(await counters()).toBe(1);
    // The kept counter still counts: a third attempt in its window is refused.
    expect(await countAttempt(db.knex, clock, rule, 'recent')).toBeGreaterThan(0);
    // A purged value starts again from zero.
    expect(await countAttempt(db.knex, clock, rule, 'ancien-1')).toBeNull();

    clock.advance(MAX_THROTTLE_WINDOW_MS + 1);
    await job.run({});
    expect(await counters()).toBe(0);
  });

  it('deletes the backoffs quiet for a day, keeps the others, and their waits go on', async () => {
    const backoff: BackoffRule = {
      scope: 'test:backoff',
      freeAttempts: 1,
      firstDelayMs: HOUR,
      maxDelayMs: 2 * HOUR,
      forgetAfterMs: MAX_THROTTLE_WINDOW_MS,
    };
    const backoffs = () =>
      db
        .knex('throttle_backoffs')
        .count({ n: '*' })
        .first()
        .then((row) => Number(row?.n));
    await db.knex('throttle_backoffs').delete();
    const clock = new ManualClock('2026-11-20T08:00:00Z');
    const job = throttlePurgeJob({ db, clock, logger: pino({ level: 'silent' }) });
    await countBackoffAttempt(db.knex, clock, backoff, 'ancien');
    clock.set('2026-11-22T03:00:00Z');
    expect(await countBackoffAttempt(db.knex, clock, backoff, 'recent')).toBeNull(); // its one attempt starts an hour's wait
    clock.set('2026-11-22T03:17:00Z');
    await job.run({});
    expect(await backoffs()).toBe(1);
    expect(await countBackoffAttempt(db.knex, clock, backoff, 'recent')).toBe(43 * 60);
  });

  it('refuses a rule whose window the purge would cut short', async () => {
    const clock = new ManualClock('2026-11-22T10:00:00Z');
    await expect(countAttempt(db.knex, clock, { scope: 'test:long', limit: 1, windowMs: MAX_THROTTLE_WINDOW_MS + 1 }, 'x')).rejects.toThrow(
      /MAX_THROTTLE_WINDOW_MS/,
    );
    const backoff: BackoffRule = {
      scope: 'test:long',
      freeAttempts: 1,
      firstDelayMs: HOUR,
      maxDelayMs: HOUR,
      forgetAfterMs: MAX_THROTTLE_WINDOW_MS + 1,
    };
    await expect(countBackoffAttempt(db.knex, clock, backoff, 'x')).rejects.toThrow(/MAX_THROTTLE_WINDOW_MS/);
  });
});
