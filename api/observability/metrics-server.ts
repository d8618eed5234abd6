/**
 * The metrics endpoint, on a port of its own (never the public one): `GET /metrics` in Prometheus's
 * text format. METRICS_PORT (default 9464; `off` disables it; 0 takes a free port, for tests) and
 * METRICS_HOST (default 127.0.0.1: a scraper on another machine needs METRICS_HOST=0.0.0.0 and a
 * firewall). The web process and the worker each serve their own: on one machine, give the worker
 * another METRICS_PORT. A port already taken is logged as an error and the process goes on without
 * metrics (its target shows as down in Prometheus, which ops/prometheus/alerts.yml reports).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { collectDefaultMetrics, register } from 'prom-client';
import { z } from 'zod';
import { watchDatabase } from './db-metrics';

const DEFAULT_METRICS_PORT = 9464;

const OFF = ['off', 'false', 'no', 'none', 'disabled'];

const MetricsEnv = z.object({
  METRICS_PORT: z
    .string()
    .trim()
    .toLowerCase()
    .default(String(DEFAULT_METRICS_PORT))
    // Empty means unset, as for the other variables.
    .transform((v) => (v === '' ? String(DEFAULT_METRICS_PORT) : v))
    .refine((v) => OFF.includes(v) || /^\d{1,5}$/.test(v))
    .transform((v) => (OFF.includes(v) ? undefined : Number(v)))
    .pipe(z.number().int().min(0).max(65535).optional()),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
});

export interface MetricsServer {
  /** The port it listens on (undefined when off or when the port was taken). */
  port: number | undefined;
  close(): Promise<void>;
}

let defaultsOn = false;

/** Starts the endpoint as the environment says; throws on a malformed METRICS_PORT. */
export async function startMetricsServer(env: NodeJS.ProcessEnv, deps: { knex: Knex; logger: Logger }): Promise<MetricsServer> {
  const parsed = MetricsEnv.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid configuration:\n  METRICS_PORT: a port number (0-65535) or off`);
  const { METRICS_PORT: port, METRICS_HOST: host } = parsed.data;
  if (port === undefined) return { port: undefined, close: () => Promise.resolve() };
  if (!defaultsOn) collectDefaultMetrics();
  defaultsOn = true;
  watchDatabase(deps.knex);
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    register.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': register.contentType }).end(text),
      (err: unknown) => {
        deps.logger.error({ err }, 'metrics: scrape failed');
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end('scrape failed\n');
      },
    );
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      deps.logger.error(
        { err, host, port },
        `metrics: cannot listen on ${host}:${port} (${err.code}); set METRICS_PORT to a free port, or off`,
      );
      resolve(false);
    });
    server.listen(port, host, () => resolve(true));
  });
  if (!listening) return { port: undefined, close: () => Promise.resolve() };
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
