/**
 * The server span a request gets with tracing on (server-span.ts), and the matched route's span under it,
 * through OpenTelemetry's real SDK with
 * an exporter that keeps what it is given, behind a real HTTP server: the span a collector would receive,
 * its parent from the caller's `traceparent`, no span for health probes, no raw path in any attribute.
 * The route naming and the whole chain (database, provider calls, jobs) are test/ops/tracing.test.ts's.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeInSpan, serveInSpan } from './server-span';

interface ExportedSpan {
  name: string;
  kind: SpanKind;
  attributes: Record<string, unknown>;
  status: { code: SpanStatusCode };
  parentSpanContext?: { spanId: string };
  spanContext(): { traceId: string; spanId: string };
}

const exported: ExportedSpan[] = [];
let sdk: NodeSDK;
let server: http.Server;
let base: string;

beforeAll(async () => {
  sdk = new NodeSDK({
    traceExporter: {
      export(spans, done) {
        exported.push(...(spans as unknown as ExportedSpan[]));
        done({ code: 0 });
      },
      shutdown: () => Promise.resolve(),
    },
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [],
  });
  sdk.start();
  const serve = serveInSpan(trace.getTracer('test'));
  const inRoute = routeInSpan(trace.getTracer('test'));
  server = http.createServer((req, res) => {
    const answer = () => {
      res.statusCode = req.url?.startsWith('/fails') ? 503 : 200;
      res.end('{}');
      return Promise.resolve();
    };
    // `/routed…` and the health probe run a matched route's chain, as traceRoutes makes the app do.
    const routed = req.url?.startsWith('/routed') || req.url?.startsWith('/api/v1/health');
    void serve(req, res, routed ? () => inRoute('/routed/:id', answer) : answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await sdk.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
});

/** The spans exported once every ended span is flushed. */
async function flushed(): Promise<ExportedSpan[]> {
  const proxy = trace.getTracerProvider() as unknown as { getDelegate(): { forceFlush(): Promise<void> } };
  await proxy.getDelegate().forceFlush();
  return exported.splice(0);
}

describe('server spans', () => {
  it('gives a request one server span, child of the caller’s traceparent, without its raw path or query', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parentId = '00f067aa0ba902b7';
    const res = await fetch(`${base}/api/v1/charity_invitations/secret-token-123?token=abc`, {
      headers: { traceparent: `00-${traceId}-${parentId}-01` },
    });
    expect(res.status).toBe(200);
    const spans = await flushed();
    expect(spans).toHaveLength(1);
    const span = spans[0] as ExportedSpan;
    expect(span.kind).toBe(SpanKind.SERVER);
    expect(span.name).toBe('GET');
    expect(span.spanContext().traceId).toBe(traceId);
    expect(span.parentSpanContext?.spanId).toBe(parentId);
    expect(span.attributes).toMatchObject({ 'http.request.method': 'GET', 'http.response.status_code': 200 });
    expect(JSON.stringify(span.attributes)).not.toMatch(/secret-token|abc/);
  });

  it('marks a 5xx answer as an error', async () => {
    expect((await fetch(`${base}/fails`)).status).toBe(503);
    const [span] = await flushed();
    expect(span?.status.code).toBe(SpanStatusCode.ERROR);
    expect(span?.attributes['http.response.status_code']).toBe(503);
  });

  it('gives a matched route one span under the server span, named after its template', async () => {
    expect((await fetch(`${base}/routed/42?token=abc`)).status).toBe(200);
    const spans = await flushed();
    expect(spans.map((s) => s.name).sort()).toEqual(['GET', 'router - /routed/:id']);
    const route = spans.find((s) => s.name.startsWith('router')) as ExportedSpan;
    const server = spans.find((s) => s.kind === SpanKind.SERVER) as ExportedSpan;
    expect(route.kind).toBe(SpanKind.INTERNAL);
    expect(route.parentSpanContext?.spanId).toBe(server.spanContext().spanId);
    expect(route.spanContext().traceId).toBe(server.spanContext().traceId);
    expect(route.attributes).toEqual({ 'koa.type': 'router', 'koa.name': '/routed/:id', 'http.route': '/routed/:id' });
  });

  it('does not trace the health probes', async () => {
    expect((await fetch(`${base}/api/v1/health`)).status).toBe(200);
    expect((await fetch(`${base}/api/v1/health/ready`)).status).toBe(200);
    expect(await flushed()).toEqual([]);
  });
});
