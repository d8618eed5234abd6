/**
 * The context of the work in progress, kept across awaits by AsyncLocalStorage: the request id while a
 * request is served (api/http/request-context.ts), and the request id that queued a job, with the job's
 * queue and id, while a job runs (api/jobs/job-context.ts). The logger (api/logger.ts) reads it on every
 * line it writes, so every call site of the global logger gets the id without passing it along.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface LogContext {
  /** The id of the request being served, or of the request that queued the running job. */
  readonly reqId?: string;
  /** The running job's queue name. */
  readonly job?: string;
  /** The running job's id (pg-boss's). */
  readonly jobId?: string;
}

const storage = new AsyncLocalStorage<LogContext>();

/** Runs `fn(...args)` (and everything it starts, awaited or not) in `context`. */
export function runInLogContext<T, A extends unknown[]>(context: LogContext, fn: (...args: A) => T, ...args: A): T {
  return storage.run(context, fn, ...args);
}

/** The context of the running request or job; undefined outside of both (start-up, schedules). */
export function currentLogContext(): LogContext | undefined {
  return storage.getStore();
}
