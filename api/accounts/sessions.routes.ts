/**
 * The caller's own sessions, for the profile page: `GET /user/sessions` lists the live ones (device,
 * opened, last used, expiry, `current` for the one of this request); `DELETE /user/sessions/{id}` ends
 * one (404 for an id that is not a live session of the caller's: another person's session is neither
 * shown nor told apart from one that does not exist); `DELETE /user/sessions` ends all but this one.
 */
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { idSchema } from '../../domain/requests';
import { currentUser, requireAuth } from '../http/auth';
import { notFound } from '../http/errors';
import { presentOwnSession } from './sessions.presenter';
import { endOtherSessions, endOwnSession, listOwnSessions } from './sessions.service';

const sessionNotFound = () => notFound('Cette session n’existe pas ou est déjà terminée.', 'session_not_found');

export function sessionsRoutes(deps: AppDeps): Router {
  const router = new Router();
  const { knex } = deps.db;

  router.get('/user/sessions', requireAuth(), async (ctx) => {
    const sessions = await listOwnSessions(knex, deps.clock, currentUser(ctx));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = sessions.map(presentOwnSession);
  });

  router.delete('/user/sessions/:id', requireAuth(), async (ctx) => {
    const id = idSchema.safeParse(ctx.params.id);
    if (!id.success || !(await endOwnSession(knex, deps.clock, currentUser(ctx).id, id.data))) throw sessionNotFound();
    ctx.status = 204;
  });

  router.delete('/user/sessions', requireAuth(), async (ctx) => {
    ctx.body = { ended: await endOtherSessions(knex, currentUser(ctx)) };
  });

  return router;
}
