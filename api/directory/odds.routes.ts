/** `GET /odds`. */
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { sendCacheable } from '../http/http-cache';
import { listOdds } from './odds.service';

export function oddsRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/odds', async (ctx) => {
    sendCacheable(ctx, await listOdds(deps.db.knex));
  });
  return router;
}
