/**
 * Idempotency-Key on every POST, as https://docs.mangopay.com/api-reference/overview/idempotency
 * documents it: 16 to 36 characters `[A-Za-z0-9-]`; within 24 hours every request after the first with
 * the same key is blocked with 409 `idempotent_creation_conflict`, whatever the first answer was (an
 * error included); the first answer is kept and served by `GET /responses/{IdempotencyKey}`
 * (https://docs.mangopay.com/api-reference/api-responses/view-api-response:
 * `{StatusCode, ContentLength, ContentType, Date, RequestURL, Resource}`, all strings but Resource).
 *
 * The key is marked in flight synchronously, before any await, so a concurrent second request with the
 * same key is refused (409) instead of creating a second resource.
 */
import type { Middleware } from 'koa';
import type { Clock } from './clock';
import { clientOf, type ApiRouter, type SandboxRequestState } from './context';
import { idempotencyConflict, paramError, renderError, resourceNotFound } from './errors';

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9-]{16,36}$/;
export const IDEMPOTENCY_WINDOW_MS = 24 * 3600 * 1000;

export function idempotency(clock: Clock, onUnexpected: (err: unknown) => void): Middleware<SandboxRequestState> {
  return async (ctx, next) => {
    const key = ctx.get('Idempotency-Key');
    if (ctx.method !== 'POST' || key === '') {
      await next();
      return;
    }
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw paramError({
        'Idempotency-Key': 'The idempotency key must contain between 16 and 36 alphanumeric characters or dashes',
      });
    }
    const client = ctx.state.client;
    const now = clock.now().getTime();
    for (const [k, entry] of client.idempotency) {
      if (now - entry.createdAt >= IDEMPOTENCY_WINDOW_MS) client.idempotency.delete(k);
    }
    if (client.idempotency.has(key)) throw idempotencyConflict();
    client.idempotency.set(key, { state: 'in-flight', createdAt: now });
    try {
      await next();
    } catch (err) {
      renderError(ctx, err, clock, onUnexpected);
    }
    const text = JSON.stringify(ctx.body ?? null);
    client.idempotency.set(key, {
      state: 'done',
      createdAt: now,
      StatusCode: String(ctx.status),
      ContentLength: String(Buffer.byteLength(text)),
      ContentType: 'application/json; charset=utf-8',
      Date: new Date(now).toUTCString(),
      RequestURL: ctx.href,
      Resource: JSON.parse(text) as unknown,
    });
  };
}

/** GET /responses/:key — the stored first answer of an idempotent POST. */
export function responsesRoutes(api: ApiRouter, clock: Clock): void {
  api.get('/responses/:key', (ctx) => {
    const entry = clientOf(ctx).idempotency.get(ctx.params.key ?? '');
    const expired = entry && clock.now().getTime() - entry.createdAt >= IDEMPOTENCY_WINDOW_MS;
    if (!entry || entry.state !== 'done' || expired) throw resourceNotFound('Response', ctx.params.key ?? '');
    const { state: _state, createdAt: _createdAt, ...response } = entry;
    ctx.body = response;
  });
}
