/**
 * Gauges read at scrape time from the database: the knex pool's connections (tarn's numbers, no query),
 * pg-boss's jobs by queue and state, and the money reconciliation's open findings. The two queries run
 * at most once per CACHE_MS whatever the number of scrapers, and a scrape never waits for a slow query
 * twice: concurrent scrapes share the one in flight.
 */
import type { Knex } from 'knex';
import { Gauge } from 'prom-client';

const CACHE_MS = 5000;
/** pg-boss's states that say something about a backlog: waiting (created, retry), running, given up. */
const JOB_STATES = { created: 'queued', retry: 'queued', active: 'active', failed: 'failed' } as const;

interface Snapshot {
  jobs: Array<{ queue: string; state: string; count: number }>;
  findings: Array<{ kind: string; count: number }>;
}

let source: Knex | undefined;
let cached: { at: number; value: Promise<Snapshot> } | undefined;

async function readSnapshot(knex: Knex): Promise<Snapshot> {
  const [jobs, findings] = await Promise.all([
    knex
      .withSchema('pgboss')
      .from('job')
      .whereIn('state', Object.keys(JOB_STATES))
      .groupBy('name', 'state')
      .select('name', 'state', knex.raw('count(*)::int AS count'))
      .catch(() => []),
    // Open findings: the latest run's, while it is the latest daily run (a run that finds nothing
    // writes no row, so an older run's rows stop counting after a day).
    knex('money_findings')
      .whereRaw("run_at = (SELECT max(run_at) FROM money_findings) AND run_at > now() - interval '24 hours'")
      .groupBy('kind')
      .select('kind', knex.raw('count(*)::int AS count')),
  ]);
  const byQueue = new Map<string, number>();
  for (const row of jobs as Array<{ name: string; state: keyof typeof JOB_STATES; count: number }>) {
    const key = `${row.name}\u0000${JOB_STATES[row.state]}`;
    byQueue.set(key, (byQueue.get(key) ?? 0) + Number(row.count));
  }
  return {
    jobs: [...byQueue].map(([key, count]) => {
      const [queue, state] = key.split('\u0000') as [string, string];
      return { queue, state, count };
    }),
    findings: (findings as Array<{ kind: string; count: number }>).map((r) => ({ kind: r.kind, count: Number(r.count) })),
  };
}

const EMPTY: Snapshot = { jobs: [], findings: [] };

/** The cached snapshot; an unreachable database leaves these gauges out of the scrape, never fails it. */
function snapshot(knex: Knex): Promise<Snapshot> {
  const now = Date.now();
  if (!cached || now - cached.at > CACHE_MS) {
    const value = readSnapshot(knex);
    cached = { at: now, value };
    // A failed read is not kept: the next scrape asks again.
    value.catch(() => {
      if (cached?.value === value) cached = undefined;
    });
  }
  return cached.value.catch(() => EMPTY);
}

new Gauge({
  name: 'entraide_jobs',
  help: 'Background jobs (pg-boss) by queue and state: queued (created or waiting for a retry), active, failed (kept until pg-boss deletes them)',
  labelNames: ['queue', 'state'] as const,
  async collect() {
    this.reset();
    if (!source) return;
    for (const { queue, state, count } of (await snapshot(source)).jobs) this.set({ queue, state }, count);
  },
});

new Gauge({
  name: 'entraide_money_findings',
  help: "Open findings of the daily money reconciliation (the latest run's, within a day), by kind",
  labelNames: ['kind'] as const,
  async collect() {
    this.reset();
    if (!source) return;
    // Both kinds always present (0 when none), so that an alert on `> 0` has a series to read.
    const counts: Record<string, number> = { wallet_balance: 0, pot_totals: 0 };
    for (const { kind, count } of (await snapshot(source)).findings) counts[kind] = count;
    for (const [kind, count] of Object.entries(counts)) this.set({ kind }, count);
  },
});

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

new Gauge({
  name: 'entraide_db_pool_connections',
  help: "The database pool's connections (knex/tarn): in use, idle, and acquisitions waiting for one",
  labelNames: ['state'] as const,
  collect() {
    const pool = (source?.client as { pool?: TarnPool } | undefined)?.pool;
    if (!pool) return;
    this.set({ state: 'in_use' }, pool.numUsed());
    this.set({ state: 'idle' }, pool.numFree());
    this.set({ state: 'waiting' }, pool.numPendingAcquires());
  },
});

/** The database the gauges read (the process's one knex). */
export function watchDatabase(knex: Knex): void {
  source = knex;
  cached = undefined;
}
