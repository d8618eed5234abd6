/**
 * A request body read as it arrives, under a hard byte limit: a declared Content-Length over the limit
 * is refused before a byte is read, and a body that crosses the limit while streaming (chunked, or
 * lying about its length) is refused as soon as it does. Nothing is buffered here: each chunk is handed
 * on and forgotten.
 *
 * The request stream is left paused, not destroyed, when reading stops early: destroying it would reset
 * the socket before the 413 is written, and the client would see a reset instead of the answer. The
 * refusal carries `Connection: close` (payloadTooLarge), so Node closes the socket once the answer is
 * sent instead of reading the rest of the body to reuse the connection.
 */
import type { Context } from 'koa';
import { HttpError, payloadTooLarge } from '../http/errors';

const incompleteBody = () => new HttpError(400, [{ code: 'bad_request', detail: 'Le corps de la requête est incomplet' }]);

/** The Content-Length the client declared (0 when none: chunked or no body). */
export function declaredLength(ctx: Context): number {
  const value = Number(ctx.get('Content-Length') || 0);
  return Number.isFinite(value) ? value : 0;
}

/** 413 with `tooLargeDetail` when the declared length is already over `maxBytes`. */
export function refuseDeclaredOverLimit(ctx: Context, maxBytes: number, tooLargeDetail?: string): void {
  if (declaredLength(ctx) > maxBytes) throw payloadTooLarge(tooLargeDetail);
}

/** The body's chunks; 413 with `tooLargeDetail` once more than `maxBytes` have arrived. */
export async function* limitedChunks(ctx: Context, maxBytes: number, tooLargeDetail?: string): AsyncGenerator<Buffer> {
  refuseDeclaredOverLimit(ctx, maxBytes, tooLargeDetail);
  let received = 0;
  const req = ctx.req;
  try {
    for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (received > maxBytes) throw payloadTooLarge(tooLargeDetail);
      yield chunk;
    }
  } catch (err) {
    // The stream's own failure is a client that went away mid-body: its request, not a fault of ours.
    throw err instanceof HttpError ? err : incompleteBody();
  } finally {
    if (!req.readableEnded) req.pause();
  }
}

/** Whether the body may still hold unread bytes (a refusal then closes the connection). */
export function bodyLeftUnread(ctx: Context): boolean {
  const hasBody = declaredLength(ctx) > 0 || ctx.get('Transfer-Encoding') !== '';
  return hasBody && !ctx.req.readableEnded;
}
