/**
 * Cacheable answers of the directory's GET routes: the JSON is hashed into a weak ETag, a request whose
 * If-None-Match carries it answers 304 without a body, and Cache-Control lets browsers and a CDN keep
 * the answer for a minute and serve it stale while revalidating for another (api/http/shared-cache.ts).
 * If-None-Match is evaluated here (RFC 9110 §13.1.2, weak comparison) rather than with Koa's
 * `ctx.fresh`, which ignores it when the request says `Cache-Control: no-cache` — and fetch() adds
 * that header to every request whose code sets If-None-Match itself, as the PWA's offline sync does.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { DIRECTORY_CACHE_CONTROL } from './shared-cache';

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether an If-None-Match header value names this ETag ('*' names any). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const tags = ifNoneMatch.split(',').map((tag) => tag.trim());
  return tags.includes('*') || tags.some((tag) => opaque(tag) === opaque(etag));
}

/** Sends `body` as JSON with an ETag and Cache-Control, or 304 when the caller already has it. */
export function sendCacheable(ctx: Context, body: unknown, cacheControl = DIRECTORY_CACHE_CONTROL): void {
  const json = JSON.stringify(body);
  const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
  ctx.set('Cache-Control', cacheControl);
  ctx.set('ETag', etag);
  if ((ctx.method === 'GET' || ctx.method === 'HEAD') && etagMatches(ctx.get('If-None-Match'), etag)) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  ctx.status = 200;
  ctx.type = 'application/json';
  ctx.body = json;
}
