/** One autocannon run and the figures the report keeps from it. */
import autocannon from 'autocannon';

export interface Target {
  label: string;
  /** Full URL. */
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
}

export interface Measure {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
}

/** Checks the target answers 200 once (the measure is meaningless otherwise); returns the status. */
export async function probe(target: Target): Promise<number> {
  const res = await fetch(target.url, {
    method: target.method ?? 'GET',
    headers: { ...(target.body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...target.headers },
    body: target.body !== undefined ? JSON.stringify(target.body) : undefined,
  });
  await res.arrayBuffer();
  return res.status;
}

/** Load for `duration` seconds, or `amount` requests, at `connections` connections. */
export async function measure(target: Target, options: { connections: number; duration?: number; amount?: number }): Promise<Measure> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: { ...(target.body !== undefined ? { 'content-type': 'application/json' } : {}), ...target.headers },
    body: target.body !== undefined ? JSON.stringify(target.body) : undefined,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? 10 }),
  });
  return {
    label: target.label,
    requestsPerSecond: Math.round(result.requests.total / Math.max(result.duration, 0.001)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
