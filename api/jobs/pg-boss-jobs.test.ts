// The server's job runner on the test database (PGlite or PostgreSQL): a failing job is retried by
// pg-boss until it succeeds; a backlog is worked through in batches, each job settled on its own.
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../../test/db';
import { createPgBossJobs, JOB_BATCH_SIZE } from './pg-boss-jobs';
import type { JobDefinition, Jobs } from './jobs';

const logger = pino({ level: 'silent' });
let db: Database;
const running: Jobs[] = [];
beforeAll(async () => {
  db = await openTestDatabase();
});
afterEach(async () => {
  for (const jobs of running.splice(0)) await jobs.stop();
});
afterAll(async () => {
  await db.close();
});

function runner(options: { pollingIntervalSeconds?: number; work?: boolean } = {}): Jobs {
  const jobs = createPgBossJobs({ connectionString: db.connectionString, logger, maxConnections: 1, ...options });
  running.push(jobs);
  return jobs;
}

/** Resolves once `count` calls of `tick` were made. */
function counter(count: number): { tick: () => void; reached: Promise<void> } {
  let seen = 0;
  let done!: () => void;
  const reached = new Promise<void>((resolve) => {
    done = resolve;
  });
  return {
    tick: () => {
      seen += 1;
      if (seen === count) done();
    },
    reached,
  };
}

describe('pg-boss jobs', () => {
  it('retries a failing job until it succeeds', async () => {
    const attempts: string[] = [];
    const third = counter(3);
    const jobs = runner({ pollingIntervalSeconds: 0.5 });
    await jobs.start([
      {
        name: 'test.flaky',
        retryLimit: 3,
        retryDelaySeconds: 1,
        run: async (data: { label: string }) => {
          attempts.push(data.label);
          third.tick();
          if (attempts.length < 3) throw new Error('not yet');
        },
      },
    ] as never);
    await jobs.send('test.flaky', { label: 'bonjour' });
    await third.reached;
    expect(attempts).toEqual(['bonjour', 'bonjour', 'bonjour']);
  }, 60_000);

  it('works through a backlog without waiting a poll per job, and retries only the job that failed', async () => {
    // Queued while no process works the queue (a web process sends, the worker is restarting), then a
    // worker polling every 20 s starts: the whole backlog runs at its first fetches, not one job a poll
    // (before batches: one job every 20 s here, every 2 s in the server, for up to a minute).
    const backlog = 2 * JOB_BATCH_SIZE + 3;
    const runs: number[] = [];
    const everyJob = counter(backlog);
    const retried = counter(2);
    const definition: JobDefinition<{ n: number }> = {
      name: 'test.backlog',
      retryLimit: 2,
      retryDelaySeconds: 1,
      run: async ({ n }) => {
        if (!runs.includes(n)) everyJob.tick();
        runs.push(n);
        if (n === 5) {
          retried.tick();
          if (runs.filter((seen) => seen === 5).length === 1) throw new Error('first attempt fails');
        }
      },
    };
    const sender = runner({ work: false });
    await sender.start([definition] as never);
    for (let n = 0; n < backlog; n++) await sender.send(definition.name, { n });

    const started = Date.now();
    const worker = runner({ pollingIntervalSeconds: 20 });
    await worker.start([definition] as never);
    await everyJob.reached;
    expect(Date.now() - started).toBeLessThan(15_000);
    // The failed job comes back after its delay, at a later fetch; the jobs beside it do not.
    await retried.reached;
    await worker.stop({ waitMs: 10_000 });
    const expected = [...Array(backlog).keys(), 5];
    expect(runs.toSorted((a, b) => a - b)).toEqual(expected.toSorted((a, b) => a - b));
  }, 90_000);
});
