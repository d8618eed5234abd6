/**
 * E-mail changes waiting for confirmation (email-change.service.ts): `POST /user/email/confirm {token}`
 * from the link sent to the new address (no session needed: the link proves the mailbox; 200, 422 on the
 * token for an unknown, used, cancelled or expired link, 409 when another account took the address);
 * `GET /user/email/pending` (`{pending_email: {email, requested_at, expires_at} | null}`) and
 * `DELETE /user/email/pending` (cancels it, 204) for the profile page.
 */
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { emailConfirmSchema } from '../../domain/registration';
import { currentUser, requireAuth } from '../http/auth';
import { cancelEmailChange, confirmEmailChange, EMAIL_CONFIRMED, pendingEmailChange } from './email-change.service';
import { bodyOf } from '../http/request-body';

export function emailChangeRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.post('/user/email/confirm', async (ctx) => {
    const { token } = emailConfirmSchema.parse(bodyOf(ctx));
    const email = await confirmEmailChange(deps, token);
    ctx.body = { detail: EMAIL_CONFIRMED, email };
  });

  router.get('/user/email/pending', requireAuth(), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { pending_email: await pendingEmailChange(deps, currentUser(ctx).id) };
  });

  router.delete('/user/email/pending', requireAuth(), async (ctx) => {
    await cancelEmailChange(deps, currentUser(ctx).id);
    ctx.status = 204;
  });

  return router;
}
