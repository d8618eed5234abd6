/** The current user: `GET /user`. */
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { currentUser, requireAuth } from '../http/auth';
import { accountNotFound } from './account-errors';
import { presentUser } from './user.presenter';
import { findAccount } from './users.queries';

export function userRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.get('/user', requireAuth(), async (ctx) => {
    const account = await findAccount(deps.db.knex, currentUser(ctx).id);
    if (!account) throw accountNotFound();
    ctx.body = presentUser(account);
  });

  return router;
}
