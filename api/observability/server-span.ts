/**
 * The server span of each request, opened by the app's first middleware (trace-context.ts's
 * `serverSpans`) rather than by the http instrumentation's incoming side, which tracing.ts turns off.
 * That instrumentation cost every request, the health probes it was told to ignore included: an
 * AsyncLocalStorage context entered, the request and the response bound to it (every method that adds
 * or removes a listener replaced, every listener wrapped), the URL parsed into a dozen attributes, and
 * a duration recorded in OpenTelemetry's metrics (the Prometheus histogram already has it). Here a
 * health probe costs one regular expression test, and a traced request one span with the attributes
 * the semantic conventions ask of a server span: method, scheme, status, route (set by the app once the
 * router matched: http-metrics.ts), never the raw path or query (a path may hold a token). The parent
 * comes from the request's `traceparent`; the span ends when the answer is sent or the connection
 * closes, as the instrumentation's did.
 * `routeInSpan` gives a traced request one more span, around the matched route's own middleware and
 * handler (trace-context.ts's `traceRoutes` puts it at the head of each route's chain): named
 * `router - <template>` with the Koa instrumentation's attributes, which it replaces at a span per route
 * rather than one per router function (docs/decisions/0432-route-spans.md).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';

/** Not traced: load balancers' health and readiness probes (noise, every few seconds). */
const NOT_TRACED = /^\/api\/v1\/health(\/|\?|$)/;

export function serveInSpan(tracer: Tracer) {
  return (request: IncomingMessage, response: ServerResponse, run: () => Promise<unknown>): Promise<unknown> => {
    if (NOT_TRACED.test(request.url ?? '')) return run();
    const method = request.method ?? 'GET';
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const span = tracer.startSpan(
      method,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'url.scheme': 'http' } },
      parent,
    );
    response.once('close', () => {
      const status = response.statusCode;
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) {
        span.setAttribute('error.type', String(status));
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    });
    return context.with(trace.setSpan(parent, span), run);
  };
}

/** Runs `run` in a child span of the request's span, named after the route; untraced requests run bare. */
export function routeInSpan(tracer: Tracer) {
  return (route: string, run: () => Promise<unknown>): Promise<unknown> => {
    const active = context.active();
    if (!trace.getSpan(active)) return run();
    const span = tracer.startSpan(`router - ${route}`, {
      attributes: { 'koa.type': 'router', 'koa.name': route, 'http.route': route },
    });
    return context.with(trace.setSpan(active, span), run).then(
      (value) => {
        span.end();
        return value;
      },
      (err: unknown) => {
        span.recordException(err as Error);
        span.end();
        throw err;
      },
    );
  };
}
