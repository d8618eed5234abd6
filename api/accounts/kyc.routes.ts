/**
 * `POST /kyc/level` `{mangopay_id}` -> `{KYCLevel}`: the provider's identity-check level of the caller's
 * own provider user (LIGHT means not validated). Any other id answers 404, never another person's level.
 */
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { currentUser, requireAuth } from '../http/auth';
import { bodyOf } from '../http/request-body';
import { kycLevelOf } from './kyc-level.service';

export function kycRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.post('/kyc/level', requireAuth(), async (ctx) => {
    ctx.body = { KYCLevel: await kycLevelOf(deps, currentUser(ctx).id, bodyOf(ctx).mangopay_id) };
  });

  return router;
}
