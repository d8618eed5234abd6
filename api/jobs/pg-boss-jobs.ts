/**
 * The server's job runner: one pg-boss per process on the product's database. Its pool is kept small
 * (`max` 2, plus no LISTEN connection) so that, with knex's pool of 4, it stays within the embedded
 * PGlite's 8 connections; workers poll every 2 seconds.
 */
import { PgBoss } from 'pg-boss';
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
    // How often the queues' backlog is read (what burstWhenReadyExceeds below looks at): every few
    // seconds, so that a backlog is seen soon after it forms (pg-boss's default is a minute).
    queueCacheIntervalSeconds: 5,
    // How often a stale job (below: no heartbeat) is noticed and put back for a retry.
    superviseIntervalSeconds: 15,
  });
  boss.on('error', (err) => logger.error({ err }, 'job runner error'));
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
            batchSize: 1,
            // One job per poll (2 s) is 0.5 job/s per queue: a party's hundreds of gifts would wait
            // minutes for their e-mails (seen by test:deploy's load). While jobs are waiting, fetch
            // the next one as soon as one ends; back to polling once the queue is empty.
            burstWhenReadyExceeds: 1,
          },
          async ([job]) => {
            if (!job) return;
            await runInJobContext({ name: definition.name, id: job.id, data: job.data }, async (data) => {
              try {
                await runWithTraceContext(definition.name, job.data, () => definition.run(data as never));
              } catch (err) {
                logger.warn({ err }, 'job failed; pg-boss retries it');
                throw err;
              }
            });
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
