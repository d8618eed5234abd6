/**
 * A small fixed-window rate limiter kept in memory, for the public site's anonymous endpoints
 * (newsletter sign-up, page views). Counts are per process: behind several instances each one limits
 * on its own, which is enough to stop a script hammering the endpoint or an address being flooded.
 */
import type { Clock } from '../clock';
import { throttled } from '../http/errors';

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one hit for `key`; throws the API's 429 (with Retry-After) once the window's limit is passed. */
  hit(key: string): void;
}

export function createRateLimiter({ limit, windowMs }: RateLimit, clock: Clock): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;

  function sweep(now: number): void {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [key, window] of windows) if (now - window.start >= windowMs) windows.delete(key);
  }

  return {
    hit(key) {
      const now = clock.now().getTime();
      sweep(now);
      const current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        windows.set(key, { start: now, count: 1 });
        return;
      }
      current.count += 1;
      if (current.count > limit) throw throttled(Math.max(1, Math.ceil((current.start + windowMs - now) / 1000)));
    },
  };
}
