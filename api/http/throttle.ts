/**
 * Throttling of sensitive routes with counters in the database (table throttle_counters), so several
 * API instances share them. A rule allows `limit` attempts per fixed window of `windowMs` for one value
 * (an e-mail, an IP address); every attempt counts, the counter is bumped atomically (one upsert) and
 * read back, and an attempt beyond the limit answers 429 with Retry-After until the window ends. Time
 * comes from the injected clock. A counter whose window has ended counts as absent (the next attempt
 * starts again at 1), so the daily job (throttle.jobs.ts) deletes the ones older than the longest window.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { HttpError } from './errors';

export interface ThrottleRule {
  /** Names the counter family ('login:account', 'login:ip'...). */
  scope: string;
  limit: number;
  windowMs: number;
}

/**
 * The longest window a rule may have: counters are stored by hash, without their rule, so the purge
 * deletes every counter whose window began longer ago than this.
 */
export const MAX_THROTTLE_WINDOW_MS = 24 * 60 * 60_000;

/** The stored key of a rule's value: a hash, so neither the e-mail nor the address is kept in clear. */
export const keyOf = (rule: Pick<ThrottleRule, 'scope'>, value: string) =>
  createHash('sha256').update(`${rule.scope}\n${value}`).digest('hex');

/** 429 with Retry-After (seconds) and a French message giving the wait in minutes. */
export function throttledFor(retryAfterSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return new HttpError(429, [{ code: 'throttled', detail: `Trop de tentatives. Pour votre sécurité, réessayez dans ${wait}.` }], {
    'Retry-After': String(Math.max(1, retryAfterSeconds)),
  });
}

/** Counts one attempt; returns the seconds to wait when it goes beyond the limit, else null. */
export async function countAttempt(db: Knex, clock: Clock, rule: ThrottleRule, value: string): Promise<number | null> {
  if (rule.windowMs > MAX_THROTTLE_WINDOW_MS) throw new Error(`throttle rule ${rule.scope}: window longer than MAX_THROTTLE_WINDOW_MS`);
  const now = clock.now();
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const result = await db.raw<{ rows: Array<{ count: number; window_started_at: Date }> }>(
    `INSERT INTO throttle_counters (key, count, window_started_at) VALUES (?, 1, ?)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN throttle_counters.window_started_at <= ? THEN 1 ELSE throttle_counters.count + 1 END,
       window_started_at = CASE WHEN throttle_counters.window_started_at <= ? THEN EXCLUDED.window_started_at
                                ELSE throttle_counters.window_started_at END
     RETURNING count, window_started_at`,
    [keyOf(rule, value), now, windowStart, windowStart],
  );
  const row = result.rows[0];
  if (!row || row.count <= rule.limit) return null;
  const endsAt = new Date(row.window_started_at).getTime() + rule.windowMs;
  return Math.ceil((endsAt - now.getTime()) / 1000);
}

/** Counts one attempt against every rule (each with its value); throws 429 when any is exceeded. */
export async function throttle(db: Knex, clock: Clock, checks: Array<[ThrottleRule, string]>): Promise<void> {
  let wait = 0;
  for (const [rule, value] of checks) wait = Math.max(wait, (await countAttempt(db, clock, rule, value)) ?? 0);
  if (wait > 0) throw throttledFor(wait);
}

/**
 * Counts one attempt against `checks` (per address...), then, only when they let it through, against
 * `ceiling`, one counter shared by everyone: one address going on past its own limit never uses up the
 * others' share of the ceiling.
 */
export async function throttleUnderCeiling(
  db: Knex,
  clock: Clock,
  checks: Array<[ThrottleRule, string]>,
  ceiling: ThrottleRule,
): Promise<void> {
  await throttle(db, clock, checks);
  await throttle(db, clock, [[ceiling, 'all']]);
}

/** Takes one attempt back from a value's counter (a successful login is not a failure of its account). */
export async function forgiveAttempt(db: Knex, rule: ThrottleRule, value: string): Promise<void> {
  await db('throttle_counters')
    .where({ key: keyOf(rule, value) })
    .where('count', '>', 0)
    .decrement('count', 1);
}

/** Forgets a value's counter (the right current password clears its account's wrong tries). */
export async function clearAttempts(db: Knex, rule: ThrottleRule, value: string): Promise<void> {
  await db('throttle_counters')
    .where({ key: keyOf(rule, value) })
    .delete();
}

/** Deletes the counters whose window ended (begun more than MAX_THROTTLE_WINDOW_MS ago); returns how many. */
export async function purgeExpiredCounters(db: Knex, clock: Clock): Promise<number> {
  const before = new Date(clock.now().getTime() - MAX_THROTTLE_WINDOW_MS);
  return db('throttle_counters').where('window_started_at', '<=', before).delete();
}
