/**
 * The job behind `GET /payments/hooks` (hooks.routes.ts queues it): runs the handler of the event type,
 * retried by the queue when it fails, except when the provider does not know the resource.
 */
import type { AppDeps } from '../../app-deps';
import type { JobDefinition } from '../../jobs/jobs';
import { countHook } from '../../observability/metrics';
import { PaymentProviderError } from '../errors';
import { hookHandlerFor } from './hook-handlers';

export const HOOK_JOB = 'payments.hook';

export interface HookJobData {
  eventType: string;
  resourceId: string;
}

/** The provider answered that the resource does not exist: asking again would get the same answer. */
const isUnknownAtProvider = (err: unknown) => err instanceof PaymentProviderError && err.kind === 'provider' && err.status === 404;

/** Runs the handler of the event type; a resource unknown at the provider ends it. */
export async function runHook(deps: AppDeps, data: HookJobData): Promise<void> {
  const handler = hookHandlerFor(data.eventType);
  if (!handler) return;
  try {
    await handler(deps, data.resourceId);
    countHook(data.eventType, 'applied');
  } catch (err) {
    if (!isUnknownAtProvider(err)) throw err;
    deps.logger.warn({ err, ...data }, 'hook for a resource the provider does not know: dropped');
  }
}

export function hookJob(deps: AppDeps): JobDefinition<HookJobData> {
  return { name: HOOK_JOB, retryLimit: 6, retryDelaySeconds: 30, run: (data) => runHook(deps, data) };
}
