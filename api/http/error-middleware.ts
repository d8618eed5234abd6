/**
 * The one error handler, run by the request frame (request-frame.ts) for every request: HttpError as is, ZodError -> 422 listing every failing field with its
 * French message (zod's own fallbacks in French too: french-zod-errors.ts), PostgreSQL unique violation
 * -> 409, PostgreSQL data exceptions (class 22) -> 400, body-parser errors -> 400/413, anything else
 * -> 500 with the generic French message and no internals (the stack goes to the log only).
 */
import type { Context } from 'koa';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { toFieldErrors } from '../../domain/schema-helpers';
import { HttpError, conflict, internal, payloadTooLarge, badRequest, unprocessable } from './errors';
import { closeWithoutReset } from './lingering-close';
import './french-zod-errors'; // zod's English fallback messages never reach a caller

const fromZod = (error: ZodError): HttpError => unprocessable(toFieldErrors(error));

interface ErrorWithStatus {
  status?: number;
  statusCode?: number;
  type?: string;
  code?: string;
  expose?: boolean;
}

export function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof ZodError) return fromZod(err);
  const e = (err ?? {}) as ErrorWithStatus;
  if (e.code === '23505') return conflict('Cette ressource existe déjà', 'duplicate');
  // PostgreSQL data exceptions (class 22: a NUL byte or bad UTF-8 in text, a number or date out of
  // range, text where a number was expected) come from what the caller sent, never from a bug of ours
  // that a 500 would reveal better: the value is refused.
  if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code))
    return badRequest('Une valeur envoyée n’est pas valide', 'invalid_value');
  const status = e.status ?? e.statusCode;
  if (status === 413 || e.type === 'entity.too.large') return payloadTooLarge();
  if (status === 400 || e.type === 'entity.parse.failed') return badRequest('Le corps de la requête est invalide');
  if (status === 415) return new HttpError(415, [{ code: 'unsupported_media_type', detail: 'Type de contenu non pris en charge' }]);
  return internal();
}

/** Answers `err` in the API's error shape. */
export function answerError(ctx: Context, err: unknown): void {
  const http = toHttpError(err);
  if (http.status >= 500) (ctx.state as { log?: Logger }).log?.error({ err }, 'request failed');
  ctx.status = http.status;
  ctx.set(http.headers);
  ctx.body = { errors: http.errors };
  if (ctx.response.get('Connection') === 'close' && !ctx.req.readableEnded) closeWithoutReset(ctx.req);
}
