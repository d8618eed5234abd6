/**
 * Throttling with growing waits, kept in the database (table throttle_backoffs) so several API
 * instances share it. A value (say an account and an address together) gets `freeAttempts` attempts;
 * the attempt that uses the last one starts a wait of `firstDelayMs`; after that wait one more attempt
 * is allowed, and using it starts a wait twice as long, and so on up to `maxDelayMs`. An attempt during
 * a wait is refused and not counted. A value is forgotten `forgetAfterMs` after its last counted
 * attempt, or at once when the caller clears it (a successful login). The wait starts when the attempt
 * is counted, before the caller checks it, so concurrent attempts cannot slip past it: the counting
 * runs in a transaction holding the value's row.
 */
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import type { ThrottleBackoffsRow } from '../db/tables.generated';
import { keyOf, MAX_THROTTLE_WINDOW_MS } from './throttle';

export interface BackoffRule {
  /** Names the family of values ('login:pair'...). */
  scope: string;
  freeAttempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** Longer than maxDelayMs and at most MAX_THROTTLE_WINDOW_MS: the daily purge deletes the values quiet for longer. */
  forgetAfterMs: number;
}

type BackoffRow = Pick<ThrottleBackoffsRow, 'attempts' | 'lockouts' | 'locked_until' | 'last_attempt_at'>;

/** The wait that the `lockout`-th lockout (1 for the first) imposes. */
export function backoffDelayMs(rule: BackoffRule, lockout: number): number {
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.max(0, lockout - 1));
}

/** Counts one attempt; returns the seconds left to wait when the value is in a wait (attempt refused), else null. */
export async function countBackoffAttempt(db: Knex, clock: Clock, rule: BackoffRule, value: string): Promise<number | null> {
  if (rule.forgetAfterMs > MAX_THROTTLE_WINDOW_MS || rule.maxDelayMs >= rule.forgetAfterMs) {
    throw new Error(`backoff rule ${rule.scope}: its waits must end before it forgets, within MAX_THROTTLE_WINDOW_MS`);
  }
  const key = keyOf(rule, value);
  const now = clock.now();
  return db.transaction(async (trx) => {
    await trx('throttle_backoffs')
      .insert({ key, attempts: 0, lockouts: 0, locked_until: null, last_attempt_at: now })
      .onConflict('key')
      .ignore();
    const row = (await trx('throttle_backoffs').where({ key }).forUpdate().first()) as BackoffRow;
    const forgotten = new Date(row.last_attempt_at).getTime() <= now.getTime() - rule.forgetAfterMs;
    const state = forgotten ? { attempts: 0, lockouts: 0, locked_until: null } : row;
    const lockedUntil = state.locked_until === null ? 0 : new Date(state.locked_until).getTime();
    if (lockedUntil > now.getTime()) return Math.ceil((lockedUntil - now.getTime()) / 1000);

    const attempts = state.attempts + 1;
    const allowed = state.lockouts === 0 ? rule.freeAttempts : 1;
    const next =
      attempts < allowed
        ? { attempts, lockouts: state.lockouts, locked_until: null }
        : { attempts: 0, lockouts: state.lockouts + 1, locked_until: new Date(now.getTime() + backoffDelayMs(rule, state.lockouts + 1)) };
    await trx('throttle_backoffs')
      .where({ key })
      .update({ ...next, last_attempt_at: now });
    return null;
  });
}

/** Forgets a value (a successful login clears its account and address pair). */
export async function clearBackoff(db: Knex, rule: BackoffRule, value: string): Promise<void> {
  await db('throttle_backoffs')
    .where({ key: keyOf(rule, value) })
    .delete();
}

/** Deletes the values whose last counted attempt is older than MAX_THROTTLE_WINDOW_MS; returns how many. */
export async function purgeQuietBackoffs(db: Knex, clock: Clock): Promise<number> {
  const before = new Date(clock.now().getTime() - MAX_THROTTLE_WINDOW_MS);
  return db('throttle_backoffs').where('last_attempt_at', '<=', before).delete();
}
