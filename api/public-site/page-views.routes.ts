/**
 * `POST /analytics/page_views {path}` -> 204. The PWA sends it after each navigation unless the
 * visitor refused audience measurement in the cookie banner; the server checks it too (the banner's
 * cookie, domain/consent-cookie.ts), and a browser sending the Global Privacy Control signal (`Sec-GPC: 1`)
 * is treated as having refused.
 */
import Router from '@koa/router';
import { consentFromCookies } from '../../domain/consent-cookie';
import type { AppDeps } from '../app-deps';
import { createPageViewRecorder, PageViewBody } from './page-views.service';
import { createRateLimiter } from './rate-limit';

export const PAGE_VIEW_LIMIT = { limit: 300, windowMs: 60_000 } as const;

export function pageViewRoutes(deps: AppDeps): Router {
  const router = new Router();
  const limiter = createRateLimiter('page-views:client', PAGE_VIEW_LIMIT, deps.db.knex, deps.clock);
  const record = createPageViewRecorder(deps.db.knex);

  router.post('/analytics/page_views', async (ctx) => {
    await limiter.hit(ctx.ip);
    const { path } = PageViewBody.parse(ctx.request.body ?? {});
    if (ctx.get('Sec-GPC') !== '1' && consentFromCookies(ctx.get('Cookie')) !== 'refused') {
      await record({ path, clientAddress: ctx.ip, userAgent: ctx.get('User-Agent') }, deps.clock.now());
    }
    ctx.status = 204;
  });

  return router;
}
