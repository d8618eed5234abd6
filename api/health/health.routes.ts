/**
 * Liveness (no database) and readiness (database answers, and the process is not stopping: from SIGTERM
 * on, readiness answers 503 so that a load balancer stops sending requests; api/shutdown.ts).
 */
import Router from '@koa/router';
import type { Logger } from 'pino';
import type { AppDeps } from '../app-deps';

export function healthRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/health', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  router.get('/health/ready', async (ctx) => {
    if (deps.readiness?.draining) {
      ctx.status = 503;
      ctx.body = { status: 'draining' };
      return;
    }
    try {
      await deps.db.knex.raw('select 1');
      ctx.body = { status: 'ok' };
    } catch (err) {
      (ctx.state as { log?: Logger }).log?.warn({ err }, 'database not ready');
      ctx.status = 503;
      ctx.body = { status: 'unavailable' };
    }
  });
  return router;
}
