/**
 * Files and redirects served at the site's root (outside /api/v1): sitemap.xml, robots.txt, the
 * spec's alias routes as permanent redirects (the PWA redirects the same way when it navigates
 * itself), and the corporate-giving paths sent to the external site when it is configured.
 */
import Router from '@koa/router';
import { canonicalUrl, CORPORATE_REDIRECT_PATHS, normalizePath, PUBLIC_ALIASES, PUBLIC_PAGES } from '../../domain/seo';
import type { AppDeps } from '../app-deps';
import { escapeHtml } from './seo-html.renderer';
import { siteLinks } from './site-links.routes';

/** Where /outsourcing and /mecenat-entreprise go when no corporate site is configured. */
export const CORPORATE_FALLBACK_PATH = '/mecenat-rse';

/** Paths that are no use to a search engine (private areas, flows, the API). */
export const ROBOTS_DISALLOW = ['/api/', '/company', '/particular', '/manager', '/create/', '/edit/', '/newsletter/', '/login'];

export function sitemapXml(origin: string): string {
  const urls = PUBLIC_PAGES.filter((p) => p.sitemap).map((p) => `  <url><loc>${escapeHtml(canonicalUrl(origin, p))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}

export function siteFilesRoutes(deps: AppDeps): Router {
  const router = new Router();
  const origin = deps.config.PUBLIC_URL;

  router.get('/sitemap.xml', (ctx) => {
    ctx.type = 'application/xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = sitemapXml(origin);
  });

  router.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = robotsTxt(origin);
  });

  router.get('/{*path}', async (ctx, next) => {
    const path = normalizePath(ctx.path);
    const alias = PUBLIC_ALIASES[path];
    if (alias !== undefined) {
      ctx.status = 301;
      ctx.redirect(encodeURI(alias) + (ctx.querystring ? `?${ctx.querystring}` : ''));
      return;
    }
    if ((CORPORATE_REDIRECT_PATHS as readonly string[]).includes(path)) {
      ctx.status = 302;
      ctx.redirect(siteLinks(deps.config).corporate_site_url ?? CORPORATE_FALLBACK_PATH);
      return;
    }
    await next();
  });

  return router;
}
