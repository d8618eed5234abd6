/**
 * Assembles the Koa application without listening (tests run it in-process; server.ts listens).
 * Order: request context, security headers, errors, body parsing with limits, the API under
 * /api/v1, then the PWA's files with the history fallback.
 */
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type { AppDeps } from './app-deps';
import { errorMiddleware } from './http/error-middleware';
import { notFound } from './http/errors';
import { requestContext } from './http/request-context';
import { securityHeaders } from './http/security-headers';
import { staticFiles } from './http/static-files';
import { healthRoutes } from './health/health.routes';
import { directoryRoutes } from './directory/directory.routes';
import { accountsRouters } from './accounts/accounts.routes';
import { authentication } from './http/auth';
import { uploadsMiddleware } from './storage/uploads.middleware';
import { outboxRoutes } from './mail/outbox.routes';
import { publicSiteRouters } from './public-site/public-site.routes';
import { seoHtmlRenderer } from './public-site/seo-html.renderer';
import { siteFilesRoutes } from './public-site/site-files.routes';
import { potsRouters } from './pots/pots.routes';
import { potPageRenderer } from './pots/pot-page.renderer';

export const API_PREFIX = '/api/v1';
export const JSON_BODY_LIMIT = '1mb';

export function createApp(deps: AppDeps): Koa {
  const app = new Koa({ proxy: true });
  app.silent = true;
  const api = new Router({ prefix: API_PREFIX });
  api.use(authentication(deps));
  for (const routes of [healthRoutes(deps), ...accountsRouters(deps), directoryRoutes(deps), ...publicSiteRouters(deps), ...potsRouters(deps), ...outboxRoutes(deps)]) api.use(routes.routes(), routes.allowedMethods());
  api.all('/{*rest}', () => {
    throw notFound('Cette adresse de l’API n’existe pas');
  });

  app.use(requestContext(deps.logger));
  app.use(securityHeaders);
  app.use(errorMiddleware);
  app.use(
    bodyParser({
      enableTypes: ['json', 'form'],
      jsonLimit: JSON_BODY_LIMIT,
      formLimit: '100kb',
      encoding: 'utf-8',
      onError: (err) => {
        throw err;
      },
    }),
  );
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(siteFilesRoutes(deps).routes());
  app.use(uploadsMiddleware(deps.storage));
  if (deps.distDir) app.use(staticFiles(deps.distDir, { renderHtml: potPageRenderer(deps, seoHtmlRenderer(deps.config.PUBLIC_URL)) }));
  return app;
}
