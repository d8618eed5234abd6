/**
 * The product's Prometheus metrics (prom-client's default registry, one per process). Counters are per
 * process, as Prometheus expects: a query sums them over the processes (`sum by (...) (rate(...))`).
 * The recording functions below are the only way the rest of the code touches them, so that a call
 * site is one line; the two histograms on hot paths are FastHistograms (a map look-up and additions).
 */
import type { Knex } from 'knex';
import { Counter } from 'prom-client';
import { FastHistogram } from './fast-histogram';

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const httpDuration = new FastHistogram<'route' | 'method' | 'status'>(
  'entraide_http_request_duration_seconds',
  'HTTP requests by matched route template (never the raw path), method and status',
  SECONDS_BUCKETS,
);

const providerDuration = new FastHistogram<'operation' | 'outcome'>(
  'entraide_provider_request_duration_seconds',
  'Calls to the payment provider (Mangopay) by gateway operation and outcome (ok, refused, or the error kind)',
  SECONDS_BUCKETS,
);

const donations = new Counter({
  name: 'entraide_donations_total',
  help: 'Donations reaching a final status (SUCCEEDED, FAILED, REFUNDED), by payment method, counted once committed',
  labelNames: ['method', 'status'] as const,
});

const hooks = new Counter({
  name: 'entraide_hooks_total',
  help: "Provider hook deliveries received (queued), ignored (unknown event or resource), and applied (the job's handler ran)",
  labelNames: ['event', 'outcome'] as const,
});

/** One answered request; `route` is a template or a fixed word, never a raw path. */
export function observeHttpRequest(route: string, method: string, status: number, seconds: number): void {
  httpDuration.observe(`${method} ${status} ${route}`, () => ({ route, method, status: String(status) }), seconds);
}

/**
 * One gateway call, retries included, from `started` (performance.now()): `ok`, `refused` (the provider
 * answered 4xx: an answer the caller handles), or the error's kind (timeout, network, provider for a
 * 5xx, auth, unexpected), which the provider-errors alert counts.
 */
export function observeProviderCall(operation: string, started: number, error?: { kind: string; status?: number }): void {
  const outcome = !error ? 'ok' : error.kind === 'provider' && error.status !== undefined && error.status < 500 ? 'refused' : error.kind;
  providerDuration.observe(`${outcome} ${operation}`, () => ({ operation, outcome }), (performance.now() - started) / 1000);
}

/**
 * Counts a donation entering a final status once `trx` commits (a rolled-back change never happened).
 * Called by applyDonationStatus, the one way a donation's status changes.
 */
export function countDonationOnCommit(trx: Knex.Transaction, method: string, status: string): void {
  if (status === 'CREATED') return;
  trx.executionPromise.then(
    () => donations.inc({ method, status }),
    () => undefined,
  );
}

type HookOutcome = 'received' | 'ignored' | 'applied';

/** `event` is a known event type, or `unknown` for anything else (a caller cannot grow the label set). */
export function countHook(event: string, outcome: HookOutcome): void {
  hooks.inc({ event, outcome });
}
