/**
 * `POST /kyc/level` `{mangopay_id}` -> `{KYCLevel}`: the provider's identity-check level of the caller's
 * own provider user (LIGHT means not validated). Any other id answers 404, never another person's level.
 */
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { POT_NOTICES } from '../../domain/notices';
import { currentUser, requireAuth } from '../http/auth';
import { HttpError, notFound } from '../http/errors';
import { findUserById } from './users.queries';
import { bodyOf } from './request-body';

const providerDown = () => new HttpError(502, [{ code: 'provider_error', detail: POT_NOTICES.providerError }]);

export function kycRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.post('/kyc/level', requireAuth(), async (ctx) => {
    const user = await findUserById(deps.db.knex, currentUser(ctx).id);
    const asked = bodyOf(ctx).mangopay_id;
    const own = user?.mangopay_user_id;
    if (!own || (asked !== undefined && asked !== null && String(asked) !== own)) {
      throw notFound("Ce compte de paiement n'existe pas");
    }
    let level: string | undefined;
    try {
      level = (await deps.payments.getUserSca(own)).KYCLevel;
    } catch (err) {
      ctx.state.log?.warn({ err }, 'KYC level read failed');
      throw providerDown();
    }
    ctx.body = { KYCLevel: level ?? 'LIGHT' };
  });

  return router;
}
