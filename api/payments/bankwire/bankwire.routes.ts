/** `POST /cagnottes/{id}/donations/bankwire` (idempotent): bankwire.service.ts. */
import Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { currentUser, requireAuth } from '../../http/auth';
import { idempotent, userScope } from '../../http/idempotency';
import { wrapped } from '../../http/request-body';
import { potIdOf } from '../../pots';
import { createBankWireDonation } from './bankwire.service';

export function bankWireRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.post('/cagnottes/:id/donations/bankwire', requireAuth(), idempotent(deps), async (ctx) => {
    const user = currentUser(ctx);
    const key = ctx.get('Idempotency-Key');
    ctx.body = await createBankWireDonation(
      deps,
      user.id,
      potIdOf(ctx),
      wrapped(ctx, 'charity_donation'),
      key ? `${userScope(ctx)}|${key}` : null,
    );
    ctx.status = 201;
  });
  return router;
}
