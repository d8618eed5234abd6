/**
 * Assembles the Koa application without listening (tests run it in-process; server.ts listens).
 * Order: the request frame (server span, client address, request id and log context; then errors,
 * security headers, metrics), body parsing with limits, the API under /api/v1, then the PWA's files
 * with the history fallback.
 */
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type { AppDeps } from './app-deps';
import { methodNotAllowed, notFound } from './http/errors';
import { segmentDispatch } from './http/segment-dispatch';
import { contentSecurityPolicy } from './http/security-headers';
import { requestFrame } from './http/request-frame';
import { traceRoutes } from './observability/trace-context';
import { cardTokenizationOrigins } from './payments';
import { staticFiles } from './http/static-files';
import { healthRoutes } from './health/health.routes';
import { directoryRoutes } from './directory/directory.routes';
import { accountsRouters } from './accounts/accounts.routes';
import { authentication } from './http/auth';
import { registerProviderHooks } from './provider-hooks';
import { registerClosureSteps } from './account-closure-steps';
import { resumeSession } from './accounts';
import { uploadsMiddleware } from './storage/uploads.middleware';
import { outboxRoutes } from './mail/outbox.routes';
import { publicSiteRouters } from './public-site/public-site.routes';
import { routePreloadRenderer, seoHtmlRenderer } from './public-site';
import { consentRoutes } from './public-site/consent.routes';
import { siteFilesRoutes } from './public-site/site-files.routes';
import { potsRouters } from './pots/pots.routes';
import { liveRoutes } from './pots/live/live.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { potPageRenderer } from './pots';
import { firstScreensRenderer } from './http/first-screens';
import { directoryFirstPage } from './directory';
import { paymentsCoreRouters } from './payments/donations/payments-core.routes';
import { bankSideRouters, readsItsOwnBody } from './payments/bank-side.routes';
import { managerRouters } from './manager/manager.routes';
import { charityAreaRouters } from './charity-area/charity-area.routes';
import { openApiRoutes } from './openapi/openapi.routes';
import { API_PREFIX } from './http/api-prefix';

export const JSON_BODY_LIMIT = '1mb';

/** Every router of the API, in the order they answer (docs/routes.md lists their routes, /api/v1/docs shows them). */
export function apiRouters(deps: AppDeps): Router[] {
  return [
    healthRoutes(deps),
    openApiRoutes(deps, API_PREFIX),
    ...accountsRouters(deps),
    directoryRoutes(deps),
    ...publicSiteRouters(deps),
    ...potsRouters(deps),
    liveRoutes(deps),
    dashboardRoutes(deps),
    ...paymentsCoreRouters(deps),
    ...bankSideRouters(deps),
    ...managerRouters(deps),
    ...charityAreaRouters(deps),
    ...outboxRoutes(deps),
  ];
}

export function createApp(deps: AppDeps): Koa {
  registerProviderHooks();
  registerClosureSteps();
  // The client's address is the socket's, or the X-Forwarded-For entry of a proxy TRUST_PROXY names:
  // a client cannot pick its own address for the per-address throttles by sending that header.
  const app = new Koa({ proxy: false });
  app.silent = true;
  const api = new Router({ prefix: API_PREFIX });
  api.use(authentication(deps, resumeSession));
  // Routes only: a nested router's allowedMethods() would join every API request's middleware chain
  // (one more layer per router, composed per request) and never act, since the catch-all below
  // answers any unknown method or path; `api.allowedMethods()` stays (docs/decisions.md, Performance).
  for (const routes of apiRouters(deps)) api.use(routes.routes());
  api.all('/{*rest}', () => {
    throw notFound('Cette adresse de l’API n’existe pas');
  });
  // With tracing on, one span per matched route, before the dispatch composes the routes' chains.
  traceRoutes(api.stack as unknown as Parameters<typeof traceRoutes>[0]);

  // The server span, client address, request id and log context, then the errors' answer, security
  // headers, metrics and request line: one layer (api/http/request-frame.ts).
  app.use(
    requestFrame({
      logger: deps.logger,
      trustProxy: deps.config.TRUST_PROXY,
      pagePolicy: contentSecurityPolicy(cardTokenizationOrigins(deps.config)),
      readiness: deps.readiness,
    }),
  );
  const streamsItsBody = readsItsOwnBody(API_PREFIX);
  const body = bodyParser({
    enableTypes: ['json', 'form'],
    jsonLimit: JSON_BODY_LIMIT,
    formLimit: '100kb',
    encoding: 'utf-8',
    onError: (err) => {
      throw err;
    },
  });
  // Skipped by GET and HEAD (the parser reads no body of theirs): most requests are reads, and each
  // layer of the chain costs every request (docs/decisions.md, performance). The identity-document upload
  // streams its own body (api/payments/kyc/kyc-body.ts); multipart uploads are not parsed here either.
  app.use((ctx, next) => (ctx.method === 'GET' || ctx.method === 'HEAD' || streamsItsBody(ctx) ? next() : body(ctx, next)));
  app.use(segmentDispatch(api, API_PREFIX));
  // A method no route takes (LOCK, TRACE…) is the client's choice, answered 405 in the error shape
  // rather than the router's bare 501: the server answers 5xx only for its own failures.
  app.use(api.allowedMethods({ throw: true, notImplemented: methodNotAllowed, methodNotAllowed }));
  app.use(consentRoutes(deps).routes());
  app.use(siteFilesRoutes(deps).routes());
  app.use(uploadsMiddleware(deps.storage));
  if (deps.distDir)
    app.use(
      staticFiles(deps.distDir, {
        renderHtml: potPageRenderer(
          deps,
          firstScreensRenderer(
            deps,
            (updatedAt) => directoryFirstPage(deps, updatedAt),
            routePreloadRenderer(deps.distDir, seoHtmlRenderer(deps.config.PUBLIC_URL)),
          ),
        ),
      }),
    );
  return app;
}
