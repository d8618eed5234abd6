/**
 * Serves stored uploads under `/uploads/` (GET and HEAD only). Stored names are random and never
 * reused, so files are cached for a year; a missing file is a plain 404.
 */
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import type { Storage } from './storage';

export const UPLOADS_PREFIX = '/uploads/';

export function uploadsMiddleware(storage: Pick<Storage, 'root'>): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(UPLOADS_PREFIX) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const relative = ctx.path.slice(UPLOADS_PREFIX.length);
    if (!/^[a-z0-9-]+\/[A-Za-z0-9._-]+$/.test(relative) || relative.includes('..')) {
      ctx.status = 404;
      return;
    }
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
    try {
      await send(ctx, relative, { root: path.resolve(storage.root), index: false, hidden: false });
    } catch (err) {
      if ((err as { status?: number }).status === 404) ctx.status = 404;
      else throw err;
    }
  };
}
