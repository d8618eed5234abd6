/**
 * Mangopay's error report, as the emulator renders it.
 * Shape from https://docs.mangopay.com/errors/error-report : `{Message, Type, Id, Date, errors}` where
 * `Id` is "<uuid>#<unix>" and `Date` a Unix timestamp; `errors` maps a field to its message, or is null.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import type { Clock } from './clock';

export type FieldErrors = Record<string, string>;

export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly errors: FieldErrors | null = null,
  ) {
    super(message);
  }
}

export const PARAM_ERROR_MESSAGE =
  'One or several required parameters are missing or incorrect. An incorrect resource ID also raises this kind of error.';

/** 400 param_error with one message per field. */
export const paramError = (errors: FieldErrors) => new SandboxError(400, 'param_error', PARAM_ERROR_MESSAGE, errors);

/** 404 ressource_not_found (Mangopay's spelling), e.g. kind "UserNatural". */
export const resourceNotFound = (kind: string, id: string) =>
  new SandboxError(404, 'ressource_not_found', 'The ressource does not exist', {
    RessourceNotFound: `Cannot found the ressource ${kind} with the id=${id}`,
  });

/** 401 for a missing, unknown or expired bearer token (body seen in mangopay2-nodejs-sdk issue #435). */
export const invalidCredentials = () => new SandboxError(401, 'invalid_credentials', 'The authorization credentials are not valid');

/** 409 on a reused Idempotency-Key (https://docs.mangopay.com/api-reference/overview/idempotency). */
export const idempotencyConflict = () =>
  new SandboxError(409, 'idempotent_creation_conflict', 'A resource has already been created with this Idempotency Key');

export function errorBody(err: SandboxError, clock: Clock) {
  const date = Math.floor(clock.now().getTime() / 1000);
  return { Message: err.message, Type: err.type, Id: `${randomUUID()}#${date}`, Date: date, errors: err.errors };
}

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  message?: string;
}

/** Turns anything thrown by a handler (or by the body parser) into the status and body of Mangopay's report. */
export function renderError(ctx: Context, err: unknown, clock: Clock, onUnexpected: (err: unknown) => void): void {
  let error: SandboxError;
  if (err instanceof SandboxError) error = err;
  else {
    const e = (err ?? {}) as HttpLikeError;
    const status = e.status ?? e.statusCode;
    if (status === 413) error = new SandboxError(413, 'request_entity_too_large', 'The request entity is too large');
    else if (status === 415) error = new SandboxError(415, 'unsupported_media_type', 'Unsupported media type');
    else if (status === 400) error = paramError({ Body: 'The request body is not valid JSON' });
    else {
      onUnexpected(err);
      error = new SandboxError(500, 'internal_error', 'Internal server error');
    }
  }
  ctx.status = error.status;
  ctx.body = errorBody(error, clock);
}
