/**
 * The invitation link's routes (no session): `GET /charity_invitations/:token` (what the page shows) and
 * `POST /charity_invitations/:token/accept` (sets the password; answers 201 `{auth_token, user}` as sign-up).
 */
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { bodyOf } from '../http/request-body';
import { presentAuth } from '../accounts';
import { acceptInvitation, viewInvitation } from './invitations.service';

export function invitationRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.get('/charity_invitations/:token', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await viewInvitation(deps, ctx.params.token ?? '');
  });

  router.post('/charity_invitations/:token/accept', async (ctx) => {
    const { token, account } = await acceptInvitation(deps, ctx.params.token ?? '', bodyOf(ctx));
    ctx.status = 201;
    ctx.body = presentAuth(token, account);
  });

  return router;
}
