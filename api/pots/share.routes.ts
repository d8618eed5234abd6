/** `POST /share/emails` (signed in) and `POST /share/decline` (the link of the invitation e-mail). */
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { bodyOf } from '../http/request-body';
import { currentUser, requireAuth } from '../http/auth';
import { createRateLimiter } from '../public-site';
import { declineInvitation, SHARE_LIMITS, shareByEmail } from './share.service';

export function shareRoutes(deps: AppDeps): Router {
  const router = new Router();
  const perAccount = createRateLimiter('share:account', SHARE_LIMITS.perAccount, deps.db.knex, deps.clock);

  router.post('/share/emails', requireAuth(), async (ctx) => {
    ctx.body = await shareByEmail(deps, perAccount, currentUser(ctx), bodyOf(ctx));
  });

  router.post('/share/decline', async (ctx) => {
    ctx.body = await declineInvitation(deps, bodyOf(ctx).token);
  });

  return router;
}
