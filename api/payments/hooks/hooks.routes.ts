/**
 * `GET /payments/hooks?EventType=&RessourceId=&Date=` (the provider's spelling): answers 200 at once
 * and queues the event's handler (hook-handlers.ts) as a retried job (hooks.jobs.ts). Deliveries are unsigned, so
 * nothing in them is trusted: the handler re-reads the resource. Unknown event types and malformed
 * deliveries are answered 200 and dropped (a retry would not make them better). Only when the job
 * cannot be queued at all does the provider get a 503, so that it delivers again later.
 * Each client address has a budget of deliveries (HOOKS_PER_ADDRESS, 429 past it: the provider delivers
 * a refused hook again later); the handlers read only resources we recorded (hook-handlers.ts), and a
 * resource the provider does not know is not asked for again.
 */
import Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../http/errors';
import { countHook } from '../../observability/metrics';
import { throttle, type ThrottleRule } from '../../http/throttle';
import { requestIp } from '../donations/payer-context';
import { hookHandlerFor } from './hook-handlers';
import { HOOK_JOB, type HookJobData } from './hooks.jobs';

/** How long the route waits for the queue before answering anyway (the provider allows 2 s). */
export const HOOK_QUEUE_WAIT_MS = 150;
const RESOURCE_ID = /^[A-Za-z0-9_-]{1,64}$/;
/**
 * Deliveries per client address and minute: ten a second on average, well above the provider's bursts
 * (two or three events per donation at a campaign's peak), and every delivery counts, ignored or not.
 */
export const HOOKS_PER_ADDRESS: ThrottleRule = { scope: 'hooks:address', limit: 600, windowMs: 60_000 };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export function hookRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.get('/payments/hooks', async (ctx) => {
    const eventType = first(ctx.query.EventType);
    const resourceId = first(ctx.query.RessourceId);
    ctx.set('Cache-Control', 'no-store');
    await throttle(deps.db.knex, deps.clock, [[HOOKS_PER_ADDRESS, requestIp(ctx)]]);
    if (!hookHandlerFor(eventType) || !RESOURCE_ID.test(resourceId)) {
      countHook(hookHandlerFor(eventType) ? eventType : 'unknown', 'ignored');
      ctx.body = { status: 'ignored' };
      return;
    }
    const data: HookJobData = { eventType, resourceId };
    const queued = deps.jobs.send(HOOK_JOB, data).then(
      () => 'queued' as const,
      (err: unknown) => {
        deps.logger.error({ err, ...data }, 'hook not queued');
        return 'failed' as const;
      },
    );
    const outcome = await Promise.race([
      queued,
      new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), HOOK_QUEUE_WAIT_MS).unref()),
    ]);
    if (outcome === 'failed')
      throw new HttpError(503, [{ code: 'hook_not_queued', detail: 'Notification non enregistrée, merci de la renvoyer' }]);
    countHook(eventType, 'received');
    ctx.body = { status: 'received' };
  });

  return router;
}
