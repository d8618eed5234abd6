/**
 * What a benchmark run is, from the environment:
 * - BENCH_DURATION_SECONDS: seconds per measure (default 20, 2 for a quick check);
 * - BENCH_CONNECTIONS: connections of the ratio measures (default 50);
 * - BENCH_DONATIONS: the two database sizes of the flat-cost measures: `full` (default: 1,000 and
 *   1,000,000), `small` (1,000 and 20,000: checks the harness in a minute), or two numbers `1000,200000`;
 * - BENCH_MEMORY_REQUESTS: the two points of the memory measure (default `10000,100000`);
 * - DATABASE_URL: the PostgreSQL server (default the local one) on which a fresh database is created.
 */
export interface BenchSettings {
  durationSeconds: number;
  connections: number;
  /** Connections of the flat-cost measures: few, so that p50 is service time rather than queueing. */
  flatConnections: number;
  sizes: [number, number];
  memoryPoints: [number, number];
  /** A short verification run: its figures are not the benchmark's results. */
  quick: boolean;
}

function pair(value: string, name: string): [number, number] {
  const [a, b] = value.split(',').map((v) => Number(v.trim().replaceAll('_', '')));
  if (!Number.isInteger(a) || !Number.isInteger(b) || (a as number) < 1 || (b as number) <= (a as number)) {
    throw new Error(`${name}: two increasing whole numbers, e.g. 1000,1000000 (got ${value})`);
  }
  return [a as number, b as number];
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): BenchSettings {
  const durationSeconds = Number(env.BENCH_DURATION_SECONDS ?? 20);
  const donations = env.BENCH_DONATIONS ?? 'full';
  const sizes =
    donations === 'full'
      ? ([1_000, 1_000_000] as [number, number])
      : donations === 'small'
        ? ([1_000, 20_000] as [number, number])
        : pair(donations, 'BENCH_DONATIONS');
  const memoryPoints = pair(env.BENCH_MEMORY_REQUESTS ?? '10000,100000', 'BENCH_MEMORY_REQUESTS');
  return {
    durationSeconds,
    connections: Number(env.BENCH_CONNECTIONS ?? 50),
    flatConnections: 10,
    sizes,
    memoryPoints,
    quick: durationSeconds < 20 || sizes[1] < 1_000_000 || memoryPoints[1] < 100_000,
  };
}
