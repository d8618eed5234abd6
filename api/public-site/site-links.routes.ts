/**
 * `GET /site/links`: the external sites the PWA links to (header, redirects, video), from the
 * configuration; null when one is not configured, and the PWA then shows its own page instead.
 */
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import type { SiteLinks } from '../../domain/seo';
import type { Config } from '../config';

function web(url: string | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

export function siteLinks(config: Config): SiteLinks {
  return {
    corporate_site_url: web(config.CORPORATE_SITE_URL),
    label_site_url: web(config.LABEL_SITE_URL),
    partners_site_url: web(config.PARTNERS_SITE_URL),
    blog_url: web(config.BLOG_URL),
    presentation_video_url: web(config.PRESENTATION_VIDEO_URL),
  };
}

export function siteLinksRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/site/links', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = siteLinks(deps.config);
  });
  return router;
}
