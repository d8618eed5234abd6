/**
 * The request frame: what every request gets before and after the app's own middleware, in one layer
 * of the chain rather than six (docs/decisions/0455-one-request-frame.md). In order:
 * - with tracing on, the request's server span around all the rest (api/observability/server-span.ts);
 * - the client's address (`ctx.ip`: the socket's, or the X-Forwarded-For entry of a proxy TRUST_PROXY
 *   names, so that a client cannot pick its own address for the per-address throttles);
 * - the request id (a sane incoming X-Request-Id or a new one, answered in X-Request-Id), `ctx.state`
 *   (request-context.ts) and the log context holding the id: every line the app's logger writes while
 *   the request is served, and by the jobs it queues, carries `reqId` (api/log-context.ts);
 * then the rest of the chain, and once it has settled:
 * - an exception becomes the answer in the API's error shape (error-middleware.ts's `answerError`);
 * - the security headers and the API's Cache-Control (security-headers.ts);
 * - the request counted in entraide_http_request_duration_seconds under its route template
 *   (api/observability/http-metrics.ts);
 * - the request's log line, when LOG_LEVEL lets `info` through (its path without secret segments).
 * Each of those six used to be a middleware of its own, each costing every request a dispatch of
 * koa-compose and a promise: one layer instead made /health's answer about 5 % cheaper in CPU time.
 */
import type { Context, Middleware, Next } from 'koa';
import type { Logger } from 'pino';
import { runInLogContext } from '../log-context';
import { recordHttpRequest } from '../observability/http-metrics';
import { serverSpans } from '../observability/trace-context';
import type { Readiness } from '../shutdown';
import { clientAddress, type TrustProxy } from './client-address';
import { answerError } from './error-middleware';
import { loggedPath, requestIdOf, requestStateClass } from './request-context';
import { setSecurityHeaders } from './security-headers';

export interface RequestFrameOptions {
  logger: Logger;
  trustProxy: TrustProxy;
  /** The pages' Content-Security-Policy (security-headers.ts's `contentSecurityPolicy`). */
  pagePolicy: string;
  /** From the stop's start on (api/shutdown.ts), every answer not yet written says `Connection: close`. */
  readiness?: Readiness;
}

/**
 * What the frame does once the rest of the chain has settled (a module function, not a closure made per
 * request: under tsx every named closure also costs a call giving it its name).
 */
function finish(ctx: Context, options: RequestFrameOptions, started: number, logLine: boolean, failed: boolean): void {
  if (!failed) {
    setSecurityHeaders(ctx, options.pagePolicy);
    // A keep-alive client reconnects (elsewhere) rather than holding a connection the stop would cut.
    if (options.readiness?.draining && !ctx.res.headersSent) ctx.res.setHeader('Connection', 'close');
  }
  recordHttpRequest(ctx, started, failed);
  if (logLine) {
    const ms = Math.round(performance.now() - started);
    options.logger.info({ method: ctx.method, path: loggedPath(ctx.path), status: ctx.status, ms }, 'request');
  }
}

/** The rest of the chain, then `finish` (a plain chain on next()'s promise, which rejects rather than throws). */
function serveInFrame(ctx: Context, next: Next, options: RequestFrameOptions, started: number, logLine: boolean): Promise<void> {
  return next().then(
    () => finish(ctx, options, started, logLine, false),
    (err: unknown) => {
      try {
        answerError(ctx, err);
      } catch (failure) {
        finish(ctx, options, started, logLine, true);
        throw failure;
      }
      finish(ctx, options, started, logLine, false);
    },
  );
}

export function requestFrame(options: RequestFrameOptions): Middleware {
  const { logger, trustProxy } = options;
  const RequestState = requestStateClass(logger);
  const serve = serverSpans();
  const frame = (ctx: Context, next: Next): Promise<void> => {
    const started = performance.now();
    const forwardedFor = trustProxy.kind === 'none' ? undefined : ctx.get('X-Forwarded-For');
    ctx.request.ip = clientAddress(ctx.req.socket.remoteAddress ?? '', forwardedFor || undefined, trustProxy);
    const id = requestIdOf(ctx.req);
    ctx.state = new RequestState(id);
    ctx.res.setHeader('X-Request-Id', id);
    // Read as the request starts: with the request line muted (LOG_LEVEL=warn, as in production), no line.
    return runInLogContext({ reqId: id }, serveInFrame, ctx, next, options, started, logger.isLevelEnabled('info'));
  };
  return serve ? (ctx, next) => serve(ctx.req, ctx.res, () => frame(ctx, next)) : frame;
}
