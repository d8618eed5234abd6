/**
 * Request id (taken from a sane incoming X-Request-Id or generated) and one structured log line per
 * request with its duration. The request's child logger (`ctx.state.log`, bound to the request id) is
 * made on first use only, and the line is skipped when the level mutes it: most requests log nothing
 * else, and pino's child() serializes its bindings each time (docs/decisions.md, Performance).
 */
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Defines `state.log` as the request's child logger, created when first read. */
function defineLazyLog(state: Record<string, unknown>, logger: Logger, reqId: string): void {
  let child: Logger | undefined;
  Object.defineProperty(state, 'log', {
    configurable: true,
    enumerable: true,
    get: () => (child ??= logger.child({ reqId })),
    set: (value: Logger) => {
      child = value;
    },
  });
}

export function requestContext(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const id = SAFE_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    defineLazyLog(ctx.state, logger, id);
    ctx.set('X-Request-Id', id);
    const started = performance.now();
    try {
      await next();
    } finally {
      if (logger.isLevelEnabled('info')) {
        (ctx.state.log as Logger).info(
          { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) },
          'request',
        );
      }
    }
  };
}
