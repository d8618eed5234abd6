/** `GET /user/export` (the person's data as a JSON download) and `DELETE /user` (account closure). */
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { currentUser, requireAuth } from '../http/auth';
import { exportPersonalData } from './export/personal-data-export';
import { closeAccount } from './personal-data.service';

export function personalDataRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.get('/user/export', requireAuth(), async (ctx) => {
    const data = await exportPersonalData(deps, currentUser(ctx).id);
    ctx.set('Content-Disposition', 'attachment; filename="entraide-mes-donnees.json"');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = data;
  });

  router.delete('/user', requireAuth(), async (ctx) => {
    await closeAccount(deps, currentUser(ctx).id);
    ctx.status = 204;
  });

  return router;
}
