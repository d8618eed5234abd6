/**
 * What a job carries of the request that queued it, and gets back when it runs. The runner adds it to
 * the job's data when the job is sent (`withJobContext`) under one reserved field, and takes it out
 * again before the job's function sees the data (`runInJobContext`): job functions and their payload
 * checks never see it. While the job runs, the log context (api/log-context.ts) holds the request's id,
 * the queue and the job's id, so the worker's lines carry the id of the request that caused them.
 * Whatever else should follow a request into its jobs (a trace context) goes through these two functions.
 */
import { currentLogContext, runInLogContext } from '../log-context';

/** The reserved field of a job's data; job functions never receive it. */
export const JOB_CONTEXT_FIELD = '_context';

/** What travels in `JOB_CONTEXT_FIELD`. */
export interface JobContext {
  reqId?: string;
}

/** `data` with the context of the running request or job added (the same object when there is none). */
export function withJobContext(data: object): object {
  const reqId = currentLogContext()?.reqId;
  if (reqId === undefined) return data;
  return { ...data, [JOB_CONTEXT_FIELD]: { reqId } satisfies JobContext };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The context sent with a job, read defensively (a job's data is whatever was stored). */
function readJobContext(value: unknown): JobContext {
  if (!isRecord(value)) return {};
  return typeof value.reqId === 'string' && value.reqId.length <= 64 ? { reqId: value.reqId } : {};
}

/**
 * Runs a job's function on its data without the reserved field, in the log context of the request
 * that queued it (if any), the queue name and the job's id.
 */
export function runInJobContext<T>(job: { name: string; id?: string; data: unknown }, run: (data: object) => Promise<T>): Promise<T> {
  const { [JOB_CONTEXT_FIELD]: sent, ...data } = isRecord(job.data) ? job.data : {};
  const context = readJobContext(sent);
  return runInLogContext({ ...context, job: job.name, ...(job.id === undefined ? {} : { jobId: job.id }) }, () => run(data));
}
