/**
 * pg type parsers, registered once per process, so PostgreSQL and PGlite (behind pglite-socket) give the
 * same JavaScript types: bigint counts and sums become numbers (refusing values beyond 2^53), `date`
 * stays a `YYYY-MM-DD` string, timestamps are Date objects in UTC.
 */
import pg from 'pg';

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

function toSafeNumber(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || Math.abs(n) > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(`Database value ${value} cannot be represented exactly as a number`);
  }
  return n;
}

let registered = false;

export function registerTypeParsers(): void {
  if (registered) return;
  pg.types.setTypeParser(INT8, toSafeNumber);
  pg.types.setTypeParser(NUMERIC, toSafeNumber);
  pg.types.setTypeParser(DATE, (v: string) => v);
  registered = true;
}
