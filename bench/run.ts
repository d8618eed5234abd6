/**
 * `npm run bench`: runs the benchmarks (not tests) and prints their results. Today: the directory's
 * filter at 10,000 charities (bench/directory-filter.ts). BENCH_DURATION (seconds per scenario, 5) and
 * BENCH_CONNECTIONS (10) tune it; DATABASE_URL runs it on PostgreSQL (in a database of its own).
 */
import os from 'node:os';
import { benchDirectoryFilter, CHARITIES } from './directory-filter';

process.env.TZ = 'UTC';
console.log(`Entraide benchmarks — Node ${process.version}, ${os.cpus().length} CPU(s), ${os.cpus()[0]?.model ?? 'unknown CPU'}`);
console.log(`\nPOST /api/v1/assocs/filter at ${CHARITIES.toLocaleString('en')} charities`);
const measures = await benchDirectoryFilter();
const failed = measures.filter((m) => m.failures > 0);
if (failed.length > 0) {
  console.error(`\n${failed.length} scenario(s) had failed requests.`);
  process.exitCode = 1;
}
