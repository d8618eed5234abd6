/**
 * `POST sponsorship/show` with `{description}`: the address of the page explaining the sponsorship,
 * which the goals modal links to. The spec shows no shape; we answer `{url}`, a path of this site.
 */
import Router from '@koa/router';
import { sponsorshipRequestSchema } from '../../domain/directory-filter-schemas';

/** Where the sponsorship and the goals it supports are explained (the quality charter page). */
export const SPONSORSHIP_EXPLANATION_PATH = '/charte-qualité-cagnotte-solidaire#parrainage';

export function sponsorshipRoutes(): Router {
  const router = new Router();
  router.post('/sponsorship/show', (ctx) => {
    sponsorshipRequestSchema.parse(ctx.request.body ?? {});
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { url: SPONSORSHIP_EXPLANATION_PATH };
  });
  return router;
}
