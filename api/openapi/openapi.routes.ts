/**
 * The API reference: `GET /openapi.json` (the OpenAPI 3.1 document, built once per process from the
 * routes' schemas), `GET /docs` (a page showing it with Redoc) and the Redoc script itself, served from
 * the pinned npm package: the page loads nothing from elsewhere, and nothing of it is in the PWA.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import Router from '@koa/router';
import type { AppDeps } from '../app-deps';
import { sendCacheable } from '../http/http-cache';
import type { PagePolicyState } from '../http/security-headers';
import { openApiDocument } from './document';
import { apiOperations, TAGS } from './operations';

/** The reference changes only with a deployment: browsers keep it five minutes, then revalidate (ETag). */
const REFERENCE_CACHE_CONTROL = 'public, max-age=300';
const REDOC_SCRIPT = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');

/**
 * The page's CSP: Redoc's search runs in a worker it makes from a blob (`worker-src blob:`, this page
 * only: it shows a public document and handles no session); images only from here, so the footer's
 * logo that Redoc would fetch from its CDN is not asked for; nothing posts anywhere.
 */
const REFERENCE_PAGE_POLICY = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "font-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

/** The page: Redoc reads the document from `spec-url`; no inline script. */
function referencePage(apiPrefix: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Entraide API reference</title>
<link rel="icon" href="/icons/icon-192.png" sizes="192x192" type="image/png">
<style>body { margin: 0; }</style>
</head>
<body>
<redoc spec-url="${apiPrefix}/openapi.json" hide-hostname="true" path-in-middle-panel="true" sort-tags-alphabetically="false"></redoc>
<script src="${apiPrefix}/docs/redoc.standalone.js"></script>
</body>
</html>
`;
}

export function openApiRoutes(deps: AppDeps, apiPrefix: string): Router {
  const router = new Router();
  let built: object | undefined;
  let script: Promise<Buffer> | undefined;

  router.get('/openapi.json', (ctx) => {
    built ??= openApiDocument(apiOperations(deps, deps.clock.now()), TAGS, apiPrefix);
    sendCacheable(ctx, built, REFERENCE_CACHE_CONTROL);
  });

  router.get('/docs', (ctx) => {
    (ctx.state as PagePolicyState).pagePolicy = REFERENCE_PAGE_POLICY;
    ctx.set('Cache-Control', REFERENCE_CACHE_CONTROL);
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = referencePage(apiPrefix);
  });

  router.get('/docs/redoc.standalone.js', async (ctx) => {
    script ??= readFile(REDOC_SCRIPT);
    ctx.set('Cache-Control', REFERENCE_CACHE_CONTROL);
    ctx.type = 'text/javascript; charset=utf-8';
    ctx.body = await script;
  });

  return router;
}
