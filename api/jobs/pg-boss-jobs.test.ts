// The server's job runner on the test database (PGlite or PostgreSQL): a failing job is retried by
// pg-boss until it succeeds.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../../test/db';
import { createPgBossJobs } from './pg-boss-jobs';
import type { Jobs } from './jobs';

let db: Database;
let jobs: Jobs;
beforeAll(async () => {
  db = await openTestDatabase();
  jobs = createPgBossJobs({ connectionString: db.connectionString, logger: pino({ level: 'silent' }), pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await jobs.stop();
  await db.close();
});

describe('pg-boss jobs', () => {
  it('retries a failing job until it succeeds', async () => {
    const attempts: string[] = [];
    let done!: () => void;
    const finished = new Promise<void>((resolve) => {
      done = resolve;
    });
    await jobs.start([
      {
        name: 'test.flaky',
        retryLimit: 3,
        retryDelaySeconds: 1,
        run: async (data: { label: string }) => {
          attempts.push(data.label);
          if (attempts.length < 3) throw new Error('not yet');
          done();
        },
      },
    ] as never);
    await jobs.send('test.flaky', { label: 'bonjour' });
    await finished;
    expect(attempts).toEqual(['bonjour', 'bonjour', 'bonjour']);
  }, 60_000);
});
