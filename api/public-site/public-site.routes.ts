/** The public site's API routers (mounted under /api/v1 by app.ts). */
import type Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { newsletterRoutes } from './newsletter.routes';
import { pageViewRoutes } from './page-views.routes';
import { siteLinksRoutes } from './site-links.routes';

export function publicSiteRouters(deps: AppDeps): Router[] {
  return [newsletterRoutes(deps), pageViewRoutes(deps), siteLinksRoutes(deps)];
}
