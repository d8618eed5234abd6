/** `GET /regions`. */
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { sendCacheable } from '../http/http-cache';
import { listRegions } from './regions.service';

export function regionsRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/regions', async (ctx) => {
    sendCacheable(ctx, await listRegions(deps.db.knex));
  });
  return router;
}
