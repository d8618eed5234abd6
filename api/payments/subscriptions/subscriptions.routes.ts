/** `POST /cagnottes/{potId}/subscriptions` (idempotent): subscriptions.service.ts. */
import Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { currentUser, requireAuth } from '../../http/auth';
import { idempotent } from '../../http/idempotency';
import { wrapped } from '../../http/request-body';
import { potIdOf } from '../../pots';
import { createSubscription } from './subscriptions.service';

export function subscriptionRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.post('/cagnottes/:id/subscriptions', requireAuth(), idempotent(deps), async (ctx) => {
    ctx.body = await createSubscription(deps, currentUser(ctx).id, potIdOf(ctx), wrapped(ctx, 'charity_subscription'));
    ctx.status = 201;
  });
  return router;
}
