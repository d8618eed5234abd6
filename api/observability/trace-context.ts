/**
 * What the product's code asks of tracing, without importing OpenTelemetry: tracing.ts (loaded only
 * when OTEL_EXPORTER_OTLP_ENDPOINT is set) installs the implementation; otherwise every function here is
 * a no-op costing one test of `undefined`. Trace contexts travel as W3C `traceparent` strings:
 * - in a job's data (`withTraceContext` when it is sent, `runWithTraceContext` when it runs): the job's
 *   span is linked to the request (or job) that queued it;
 * - on a donation's row (`trace_parent`, written when the donation is created): the provider's hook
 *   arrives later as a request of its own, so the job that settles the donation links back to the trace
 *   that created the pay-in (`linkTraceparent`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from 'koa';

export interface TraceHooks {
  /** The active span's traceparent, if any. */
  current(): string | undefined;
  /** Runs `run` in a new root span named `name`, linked to `links` (traceparents). */
  runLinked<T>(name: string, links: Array<string | undefined>, run: () => Promise<T>): Promise<T>;
  /** Adds a link to `traceparent` on the active span (not when it is the same trace). */
  link(traceparent: string): void;
  /** Names the active server span after the matched route template. */
  route(method: string, route: string): void;
  /** Runs `run` (a matched route's own middleware and handler) in a span named after `route`, if traced. */
  inRoute(route: string, run: () => Promise<unknown>): Promise<unknown>;
  /** Runs `run` (the rest of the request's middleware) in the request's server span, if it is traced. */
  serve: (request: IncomingMessage, response: ServerResponse, run: () => Promise<unknown>) => Promise<unknown>;
}

let hooks: TraceHooks | undefined;

/** Called once by tracing.ts. */
export function installTraceHooks(implementation: TraceHooks): void {
  hooks = implementation;
}

/** The active trace context, to store with something that a later request or job continues. */
export function currentTraceparent(): string | undefined {
  return hooks?.current();
}

export function linkTraceparent(traceparent: string | null | undefined): void {
  if (hooks && traceparent) hooks.link(traceparent);
}

export function nameServerSpan(method: string, route: string): void {
  hooks?.route(method, route);
}

/**
 * What opens each request's server span (the request frame runs the rest of the request in it), or
 * undefined when tracing is off: then the frame runs the request as it is.
 */
export function serverSpans(): TraceHooks['serve'] | undefined {
  return hooks?.serve;
}

/** What traceRoutes reads and changes of a @koa/router layer. */
interface RouteLayer {
  path: string | RegExp;
  methods: string[];
  stack: Middleware[];
}

/**
 * With tracing on, puts a span at the head of each route's chain (`layers`: the API router's stack,
 * before any dispatch composes it): one span per matched route, named after its template, covering
 * its own middleware and handler (the prefix-wide authentication runs before it, in the server span).
 * Off, the layers are left as they are.
 */
export function traceRoutes(layers: RouteLayer[]): void {
  const installed = hooks;
  if (!installed) return;
  for (const layer of layers) {
    if (layer.methods.length === 0) continue;
    const route = String(layer.path);
    layer.stack = [(_ctx, next) => installed.inRoute(route, next), ...layer.stack];
  }
}

/** The key of a job's data that carries the sender's trace context (absent when tracing is off). */
const TRACE_KEY = '_traceparent';

/** `data` with the sender's trace context, for pg-boss's send. */
export function withTraceContext<T extends object>(data: T): T {
  const traceparent = hooks?.current();
  return traceparent ? { ...data, [TRACE_KEY]: traceparent } : data;
}

/** Runs a job in a span of its own, linked to the trace that queued it. */
export function runWithTraceContext<T>(job: string, data: unknown, run: () => Promise<T>): Promise<T> {
  if (!hooks) return run();
  const traceparent = data && typeof data === 'object' ? (data as Record<string, unknown>)[TRACE_KEY] : undefined;
  return hooks.runLinked(`job ${job}`, [typeof traceparent === 'string' ? traceparent : undefined], run);
}
