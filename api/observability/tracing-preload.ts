/**
 * Preloaded by the entry points (`tsx --import ./api/observability/tracing-preload.ts api/server.ts`,
 * see package.json) before any module of the app: starts OpenTelemetry (tracing.ts) when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set, and imports nothing of it otherwise. It has to run before the app's
 * modules load, so that the instrumentations patch http, koa and pg as they are imported: a dynamic
 * import at the top of server.ts would run after its static imports.
 */
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) await import('./tracing');
export {};
