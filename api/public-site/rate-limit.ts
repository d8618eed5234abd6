/**
 * The public site's per-key limits (newsletter sign-ups, page views, share by e-mail) on the database
 * throttle the rest of the product uses (api/http/throttle.ts, table throttle_counters): the counters
 * are shared by every API instance, so two instances behind a load balancer allow the configured count,
 * not twice it. Beyond it the answer is the API's 429 with Retry-After.
 */
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { throttled } from '../http/errors';
import { countAttempt } from '../http/throttle';

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one hit for `key`; rejects with the API's 429 (with Retry-After) once the window's limit is passed. */
  hit(key: string): Promise<void>;
}

/** A limiter whose counters are named by `scope` (distinct per limit) in throttle_counters. */
export function createRateLimiter(scope: string, { limit, windowMs }: RateLimit, db: Knex, clock: Clock): RateLimiter {
  const rule = { scope, limit, windowMs };
  return {
    async hit(key) {
      const wait = await countAttempt(db, clock, rule, key);
      if (wait !== null) throw throttled(Math.max(1, wait));
    },
  };
}
