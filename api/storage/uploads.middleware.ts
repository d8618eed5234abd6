/**
 * Serves stored uploads under `/uploads/` (GET and HEAD only). Stored names are random and never
 * reused, so files are cached for a year; a missing file is a plain 404.
 * - local disk: the file itself (koa-send);
 * - S3: a permanent redirect to STORAGE_PUBLIC_URL when set, otherwise the object streamed from the
 *   bucket, so URLs stored or shown as `/uploads/…` keep working whatever the backend.
 */
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import type { Storage } from './storage';

export const UPLOADS_PREFIX = '/uploads/';

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

async function sendFromDisk(ctx: Context, root: string, relative: string): Promise<void> {
  try {
    await send(ctx, relative, { root: path.resolve(root), index: false, hidden: false });
  } catch (err) {
    if ((err as { status?: number }).status === 404) ctx.status = 404;
    else throw err;
  }
}

async function sendFromStorage(ctx: Context, storage: Pick<Storage, 'read' | 'redirectUrlOf'>, key: string): Promise<void> {
  const redirect = storage.redirectUrlOf(key);
  if (redirect) {
    ctx.status = 301;
    ctx.redirect(redirect);
    return;
  }
  const file = await storage.read(key, ctx.method === 'HEAD' ? 'HEAD' : 'GET');
  if (!file) {
    ctx.status = 404;
    return;
  }
  ctx.type = file.contentType;
  ctx.length = file.contentLength;
  if (file.body) ctx.body = file.body;
  else ctx.status = 200;
}

export function uploadsMiddleware(storage: Pick<Storage, 'kind' | 'root' | 'read' | 'redirectUrlOf'>): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(UPLOADS_PREFIX) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next() as Promise<void>;
    const relative = ctx.path.slice(UPLOADS_PREFIX.length);
    if (!/^[a-z0-9-]+\/[A-Za-z0-9._-]+$/.test(relative) || relative.includes('..')) {
      ctx.status = 404;
      return;
    }
    ctx.set('Cache-Control', CACHE_CONTROL);
    ctx.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
    if (storage.kind === 'local') await sendFromDisk(ctx, storage.root, relative);
    else await sendFromStorage(ctx, storage, relative);
  };
}
