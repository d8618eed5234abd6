/** `POST /seeker` with `{seeker: {query}}`: the free-text search across charities (and pots). */
import Router from '@koa/router';
import { seekerRequestSchema } from '../../domain/directory-filter-schemas';
import type { AppDeps } from '../app-deps';
import { seek } from './seeker.service';

export function seekerRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.post('/seeker', async (ctx) => {
    const { seeker } = seekerRequestSchema.parse(ctx.request.body ?? {});
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await seek(deps.db.knex, seeker.query);
  });
  return router;
}
