/**
 * Times every request (the request frame, api/http/request-frame.ts, calls it once each ends) into
 * entraide_http_request_duration_seconds, labelled with the route template @koa/router matched (`/api/v1/cagnottes/:id`, set by the router and by
 * segment-dispatch.ts as `ctx._matchedRoute`), never the raw path, so that the label set stays bounded.
 * A request no router matched is `static` when the PWA's files answered it with a 2xx or 304, and
 * `unmatched` otherwise. Unknown methods count as `OTHER`. Per request: one clock read at each end and
 * a cached histogram child (metrics.ts). With tracing on, the server span is named after the route too.
 */
import type { Context } from 'koa';
import { observeHttpRequest } from './metrics';
import { nameServerSpan } from './trace-context';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

function routeOf(ctx: { _matchedRoute?: unknown; status: number }): string {
  const matched = ctx._matchedRoute;
  if (typeof matched === 'string') return matched;
  if (matched instanceof RegExp) return 'pattern';
  return ctx.status < 300 || ctx.status === 304 ? 'static' : 'unmatched';
}

/** Counts a request that started at `started` (performance.now()); `failed`: it ended in an exception no one answered. */
export function recordHttpRequest(ctx: Context, started: number, failed: boolean): void {
  const status = failed ? 500 : ctx.status;
  const method = METHODS.has(ctx.method) ? ctx.method : 'OTHER';
  const route = routeOf(ctx);
  observeHttpRequest(route, method, status, (performance.now() - started) / 1000);
  nameServerSpan(method, route);
}
