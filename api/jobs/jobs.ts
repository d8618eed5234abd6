/**
 * Background jobs. A job is a plain async function of its data (and of the app's dependencies, which
 * it closes over); a runner only decides when it runs and retries it. One runner per process:
 * - pg-boss on the product's database in the server (pg-boss-jobs.ts), with retries and backoff;
 * - `createInlineJobs` in tests: a job runs as soon as it is sent, retried at once up to its limit,
 *   so tests see its effects right after the request that sent it.
 */
import type { Logger } from 'pino';
import { runInJobContext, withJobContext } from './job-context';

/** A kind of job: its queue name, how often a failure is retried, and what it does. */
export interface JobDefinition<T extends object = Record<string, unknown>> {
  name: string;
  /** Retries after the first failure. */
  retryLimit: number;
  /** Seconds before the first retry (pg-boss doubles it each time). */
  retryDelaySeconds: number;
  /**
   * A recurring job: a cron expression (UTC, pg-boss `schedule`) at which the server queues it with
   * empty data. Tests never schedule: they call the job's function with their ManualClock instead.
   */
  cron?: string;
  run(data: T): Promise<void>;
}

export interface Jobs {
  /** Registers the definitions and starts working on their queues. */
  start(definitions: JobDefinition<never>[]): Promise<void>;
  /** Queues one job; it runs later (pg-boss) or now (inline). */
  send(name: string, data: object): Promise<void>;
  /** Stops taking jobs and waits for the running ones (`waitMs` at most, default 5 s). */
  stop(options?: { waitMs?: number }): Promise<void>;
}

/** The test runner: `send` runs the job at once (awaited), retrying up to its limit; failures are logged. */
export function createInlineJobs(logger: Logger): Jobs & { runs: Array<{ name: string; data: object; ok: boolean }> } {
  const definitions = new Map<string, JobDefinition<never>>();
  const runs: Array<{ name: string; data: object; ok: boolean }> = [];
  return {
    runs,
    start(list) {
      for (const definition of list) definitions.set(definition.name, definition);
      return Promise.resolve();
    },
    async send(name, data) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`unknown job ${name}`);
      // As pg-boss would: the data goes through the job context (the request's id) and back.
      const sent = { name, data: withJobContext(data) };
      for (let attempt = 0; attempt <= definition.retryLimit; attempt++) {
        const ok = await runInJobContext(sent, async (received) => {
          try {
            await definition.run(received as never);
            return true;
          } catch (err) {
            logger.warn({ err, attempt }, 'job failed');
            return false;
          }
        });
        runs.push({ name, data, ok });
        if (ok) return;
      }
    },
    stop() {
      definitions.clear();
      return Promise.resolve();
    },
  };
}
