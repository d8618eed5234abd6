/**
 * OpenTelemetry tracing, loaded by tracing-preload.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set,
 * before any module of the app: the http and pg instrumentations patch their modules as they load.
 * The product's code is ESM run by tsx, so the ESM hook of import-in-the-middle is registered for the
 * instrumented modules only (pg, http); CommonJS requires (knex's `pg`, the Mangopay SDK's axios
 * and `http`) are patched by require-in-the-middle. Spans go to OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces
 * as OTLP over HTTP (JSON); the standard OTEL_* variables (service name, resource attributes, sampler,
 * headers) apply as the SDK reads them.
 * Each request's server span is opened by the app (server-span.ts), not by the http instrumentation,
 * which only traces outgoing calls here, and each matched route's span by the app too (trace-context.ts's
 * `traceRoutes`), not by the Koa instrumentation, which gave one span per router function and wrapped
 * every one of them (docs/decisions/0432-route-spans.md). OpenTelemetry's own metrics and logs are not set up (the
 * Prometheus metrics are metrics.ts's; the logs are pino's): the SDK's defaults would record a duration
 * per request and per query, and push them to the collector.
 * Not traced: load balancers' health probes and the metrics server's scrapes (noise, every few seconds);
 * pg queries outside a request or job span (pg-boss's polling).
 */
import { register } from 'node:module';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { propagation, ROOT_CONTEXT, SpanStatusCode, trace, type Link, type SpanContext } from '@opentelemetry/api';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { routeInSpan, serveInSpan } from './server-span';
import { installTraceHooks } from './trace-context';

const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

const sdk = new NodeSDK({
  serviceName: process.env.OTEL_SERVICE_NAME ?? 'entraide',
  traceExporter: new OTLPTraceExporter(),
  metricReaders: [],
  logRecordProcessors: [],
  instrumentations: [
    new HttpInstrumentation({ disableIncomingRequestInstrumentation: true }),
    new PgInstrumentation({ requireParentSpan: true }),
  ],
});
sdk.start();
await waitForAllMessagesAcknowledged();

const tracer = trace.getTracer('entraide');

function toSpanContext(traceparent: string): SpanContext | undefined {
  const extracted = propagation.extract(ROOT_CONTEXT, { traceparent });
  const spanContext = trace.getSpanContext(extracted);
  return spanContext && trace.isSpanContextValid(spanContext) ? spanContext : undefined;
}

function toTraceparent(spanContext: SpanContext): string {
  const carrier: Record<string, string> = {};
  propagation.inject(trace.setSpanContext(ROOT_CONTEXT, spanContext), carrier);
  return carrier.traceparent as string;
}

installTraceHooks({
  current() {
    const span = trace.getActiveSpan();
    return span ? toTraceparent(span.spanContext()) : undefined;
  },
  runLinked(name, traceparents, run) {
    const links: Link[] = [];
    for (const traceparent of traceparents) {
      const spanContext = traceparent ? toSpanContext(traceparent) : undefined;
      if (spanContext) links.push({ context: spanContext });
    }
    return tracer.startActiveSpan(name, { root: true, links }, ROOT_CONTEXT, async (span) => {
      try {
        return await run();
      } catch (err) {
        span.recordException(err as Error);
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw err;
      } finally {
        span.end();
      }
    });
  },
  link(traceparent) {
    const span = trace.getActiveSpan();
    const target = toSpanContext(traceparent);
    if (!span || !target || target.traceId === span.spanContext().traceId) return;
    span.addLink({ context: target });
  },
  route(method, route) {
    const span = trace.getActiveSpan();
    if (!span) return;
    span.setAttribute('http.route', route);
    // The template stands for the path, which may hold a secret (an invitation or reset token).
    span.setAttribute('url.path', route);
    span.updateName(`${method} ${route}`);
  },
  inRoute: routeInSpan(tracer),
  serve: serveInSpan(tracer),
});

/** Flushes the spans still buffered when the process stops. */
async function shutdown(): Promise<void> {
  await sdk.shutdown().catch(() => undefined);
}
process.once('beforeExit', () => void shutdown());
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void shutdown());
