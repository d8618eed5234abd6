/**
 * The manager area's API under `/manager` (role manager only, enforced here for every route), and the
 * organiser's CSV export of a pot's donations. `managerRouters` is what app.ts mounts; the route list
 * the authorisation test reads comes from the same routers.
 */
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { currentUser, requireAuth } from '../http/auth';
import { potDonationsCsv, sendCsv } from '../exports';
import { potIdOf } from '../pots';
import { requireManager } from './manager-auth';
import { managerCharitiesRoutes } from './manager-charities.routes';
import { managerMoneyRoutes } from './manager-money.routes';
import { managerReconciliationRoutes } from './reconciliation/reconciliation.routes';
import { managerInvitationsRoutes } from './manager-invitations.routes';

export const MANAGER_PREFIX = '/manager';

export function managerRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: MANAGER_PREFIX });
  router.use(requireManager());
  for (const sub of [
    managerCharitiesRoutes(deps),
    managerInvitationsRoutes(deps),
    managerMoneyRoutes(deps),
    managerReconciliationRoutes(deps),
  ])
    router.use(sub.routes(), sub.allowedMethods());
  return router;
}

export function organiserExportRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/user/cagnottes/:id/donations.csv', requireAuth(), async (ctx) => {
    const { filename, body } = await potDonationsCsv(deps, currentUser(ctx).id, potIdOf(ctx));
    sendCsv(ctx, filename, body);
  });
  return router;
}

/** Every router of this area, in the order app.ts mounts them. */
export function managerRouters(deps: AppDeps): Router[] {
  return [managerRoutes(deps), organiserExportRoutes(deps)];
}
