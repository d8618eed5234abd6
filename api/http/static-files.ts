/**
 * Serves the built PWA (`dist/`) with an SPA history fallback to index.html. Hashed assets are cached
 * for a year; the HTML shell and the service worker are always revalidated, but for the public pages
 * (the pot page, the directory) a CDN may keep a few seconds (api/http/shared-cache.ts).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { badRequest, notFound } from './errors';
import { publicPageCacheControl } from './shared-cache';

const NO_CACHE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

function cacheControl(filePath: string): string {
  if (NO_CACHE.has(filePath)) return 'no-cache';
  if (filePath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Rewrites the HTML shell before it is sent (per-page title and meta tags); `path` is the request path,
 * `search` its query string ('' or '?…'), `cookie` the request's Cookie header ('' when none: the cookie
 * banner's choice, api/http/first-screens.ts).
 */
export type HtmlRenderer = (path: string, html: string, search: string, cookie: string) => string | Promise<string>;

export interface StaticFilesOptions {
  renderHtml?: HtmlRenderer;
}

/**
 * The request path decoded: 400 when its escapes are malformed, 404 when it climbs out of the build
 * (`..` as a segment, also written `%2e%2e` or with `%2f`/`%5c` separators) or holds a NUL, so that what
 * exists outside the web root is never revealed by a different answer.
 */
const gzipped = promisify(gzip);

/**
 * A page written per request (its first screen and the data it was drawn from: about 37 kB on the
 * directory) goes out gzipped when the browser accepts it, as the build's precompressed files do:
 * on a phone's slow connection those bytes come before the first paint.
 */
async function sendHtml(ctx: Context, html: string): Promise<void> {
  ctx.type = 'html';
  ctx.vary('Accept-Encoding');
  if (ctx.acceptsEncodings('gzip', 'identity') !== 'gzip') {
    ctx.body = html;
    return;
  }
  ctx.set('Content-Encoding', 'gzip');
  ctx.body = await gzipped(html, { level: 6 });
}

function decodedPath(rawPath: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    throw badRequest('Cette adresse est mal formée', 'malformed_path');
  }
  if (decoded.includes('\0') || decoded.split(/[\\/]/).includes('..')) throw notFound('Cette page n’existe pas');
  return decoded;
}

export function staticFiles(distDir: string, options: StaticFilesOptions = {}): Middleware {
  const root = path.resolve(distDir);
  const hasIndex = () => existsSync(path.join(root, 'index.html'));
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/')) return next() as Promise<void>;
    let file = ctx.path === '/' ? '/index.html' : decodedPath(ctx.path);
    if (!existsSync(path.join(root, file))) {
      // Unknown files with an extension are real 404s; everything else is a client route.
      if (path.extname(file) || !ctx.accepts('html') || !hasIndex()) return next() as Promise<void>;
      file = '/index.html';
    }
    ctx.set('Cache-Control', (file === '/index.html' && publicPageCacheControl(ctx.path, ctx.search)) || cacheControl(file));
    if (file === '/index.html' && options.renderHtml) {
      ctx.vary('Cookie');
      await sendHtml(ctx, await options.renderHtml(ctx.path, await readFile(path.join(root, file), 'utf8'), ctx.search, ctx.get('Cookie')));
      return;
    }
    ctx.vary('Accept-Encoding'); // koa-send answers with the build's .br or .gz copy when there is one
    await send(ctx, file, { root, index: false, hidden: false });
  };
}
