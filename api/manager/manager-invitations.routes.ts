/** A manager invites a charity's representative (mounted under /manager, behind requireManager). */
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { bodyOf } from '../http/request-body';
import { currentManager } from './manager-auth';
import { idParam } from './manager-params';
import { inviteRepresentative, listInvitations } from '../charity-area';

export function managerInvitationsRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.post('/charities/:id/representative_invitations', async (ctx) => {
    ctx.body = await inviteRepresentative(deps, idParam(ctx), bodyOf(ctx), currentManager(ctx).id);
    ctx.status = 201;
  });

  router.get('/charities/:id/representative_invitations', async (ctx) => {
    ctx.body = await listInvitations(deps, idParam(ctx));
  });

  return router;
}
