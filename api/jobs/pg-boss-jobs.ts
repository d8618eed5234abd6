/**
 * The server's job runner: one pg-boss per process on the product's database. Its pool is kept small
 * (`max` 2, plus no LISTEN connection) so that, with knex's pool of 4, it stays within the embedded
 * PGlite's 8 connections; workers poll every 2 seconds.
 */
import { PgBoss, type Job, type JobResult } from 'pg-boss';
import type { Logger } from 'pino';
import type { JobDefinition, Jobs } from './jobs';
import { runWithTraceContext, withTraceContext } from '../observability/trace-context';
import { runInJobContext, withJobContext } from './job-context';

/** A running job's heartbeat: pg-boss's worker refreshes it every half of this. */
const JOB_HEARTBEAT_SECONDS = 30;

export const PG_BOSS_MAX_CONNECTIONS = 2;
/**
 * On a real PostgreSQL: every donation queues its e-mails and every provider hook its job through this
 * pool, so 2 connections made the hook route wait behind the sends (docs/decisions.md, Performance).
 */
export const PG_BOSS_MAX_CONNECTIONS_POSTGRES = 10;

/**
 * Jobs fetched at once by a worker, run one after the other: at most this many per poll when the queue
 * is short, and back-to-back fetches while batches come back full.
 */
export const JOB_BATCH_SIZE = 10;

/**
 * `work: false` (a web process with RUN_JOBS=false): the queues and schedules are created and jobs can
 * be sent, but this process runs none; a worker process (api/worker.ts) does.
 */
export function createPgBossJobs(options: {
  connectionString: string;
  logger: Logger;
  pollingIntervalSeconds?: number;
  work?: boolean;
  maxConnections?: number;
}): Jobs {
  const { logger } = options;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    max: options.maxConnections ?? PG_BOSS_MAX_CONNECTIONS,
    schema: 'pgboss',
    // How often a stale job (below: no heartbeat) is noticed and put back for a retry.
    superviseIntervalSeconds: 15,
  });
  boss.on('error', (err) => logger.error({ err }, 'job runner error'));
  /**
   * One job of a batch, in its own job and trace context. A success is completed at once, not with the
   * batch: a worker killed later in the batch leaves only the unfinished jobs to run again (an e-mail
   * sent is never sent twice for its neighbours). A failure is logged and settled with the batch: pg-boss
   * retries it.
   */
  async function runJob(definition: JobDefinition<never>, job: Job<object>): Promise<JobResult> {
    // Aborted: pg-boss stopped past its wait and has already failed the batch's unfinished jobs for a
    // retry. Not run; "completed" settles only a job still active, so it leaves that retry alone.
    if (job.signal.aborted) return { id: job.id, status: 'completed' };
    const failure = await runInJobContext({ name: definition.name, id: job.id, data: job.data }, async (data) => {
      try {
        await runWithTraceContext(definition.name, job.data, () => definition.run(data as never));
        return undefined;
      } catch (err) {
        logger.warn({ err }, 'job failed; pg-boss retries it');
        return err instanceof Error ? err : new Error(String(err));
      }
    });
    if (failure) return { id: job.id, status: 'failed', output: failure };
    await boss.complete(definition.name, job.id);
    return { id: job.id, status: 'completed' };
  }
  let started = false;
  return {
    async start(definitions: JobDefinition<never>[]) {
      await boss.start();
      started = true;
      for (const definition of definitions) {
        // heartbeatSeconds: a running job's worker touches it every 15 s; a job whose worker died (SIGKILL,
        // a lost machine) goes back for a retry about a minute later instead of staying active until its
        // 15-minute expiry (a donor's e-mail waited that long in test:deploy's rolling restart).
        const queue = {
          retryLimit: definition.retryLimit,
          retryDelay: definition.retryDelaySeconds,
          retryBackoff: true,
          heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
        };
        if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, queue);
        else await boss.createQueue(definition.name, queue);
        if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
        if (options.work === false) continue;
        await boss.work<object>(
          definition.name,
          {
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
            batchSize: JOB_BATCH_SIZE,
            // A full batch means more are waiting: fetch the next one at once, and poll again only
            // once a fetch comes back short. (pg-boss's burstWhenReadyExceeds reads the queue's backlog
            // from statistics its supervisor refreshes once a minute: a burst of sends after a quiet
            // spell waited at one job per poll for up to a minute; docs/decisions/0452-job-batches.md.)
            burstWhenBatchFull: true,
            // Each job of a batch succeeds or fails on its own: a failed e-mail is retried, not the
            // ones sent beside it.
            perJobResults: true,
          },
          async (batch) => {
            const results = [];
            for (const job of batch) results.push(await runJob(definition, job));
            return results;
          },
        );
      }
    },
    async send(name, data) {
      if (!started) throw new Error('jobs are not started');
      await boss.send(name, withJobContext(withTraceContext(data)));
    },
    async stop({ waitMs = 5000 } = {}) {
      // graceful: pg-boss takes no new job and waits for the running ones, then closes its pool.
      if (started) await boss.stop({ graceful: true, timeout: waitMs });
      started = false;
    },
  };
}
