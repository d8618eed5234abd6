/** The current user: `GET /user`. */
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { currentUser, requireAuth } from '../http/auth';
import { presentUser } from './user.presenter';
import { getAccount } from './profile.service';

export function userRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.get('/user', requireAuth(), async (ctx) => {
    ctx.body = presentUser(await getAccount(deps, currentUser(ctx).id));
  });

  return router;
}
