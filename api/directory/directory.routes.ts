/**
 * Every route of the charity directory, event types and their reference data, as one router. Routes
 * only: the API's catch-all answers unknown methods, so per-router allowedMethods() would only lengthen
 * every request's middleware chain (docs/decisions.md, Performance).
 */
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { assocsRoutes } from './assocs.routes';
import { categoriesRoutes } from './categories.routes';
import { eventTypesRoutes } from './event-types.routes';
import { oddsRoutes } from './odds.routes';
import { regionsRoutes } from './regions.routes';
import { seekerRoutes } from './seeker.routes';
import { sponsorshipRoutes } from './sponsorship.routes';

export function directoryRoutes(deps: AppDeps): Router {
  const router = new Router();
  for (const routes of [
    assocsRoutes(deps),
    categoriesRoutes(deps),
    regionsRoutes(deps),
    oddsRoutes(deps),
    eventTypesRoutes(deps),
    seekerRoutes(deps),
    sponsorshipRoutes(),
  ]) {
    router.use(routes.routes());
  }
  return router;
}
