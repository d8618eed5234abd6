/**
 * Throttling of second-factor codes (sign-in's second step, and the profile's confirm and disable),
 * with the login's machinery and numbers (invented, see docs/decisions.md "Second factor"): per address
 * (a counter), per account and address pair (growing waits), and per account (growing waits after ten
 * failures from anywhere). Only someone who knows the password reaches this step, so the per-account
 * waits stop a guesser that rotates addresses without keeping out an owner who has not lost it.
 * Counted before the code is checked; a right code clears the pair and the account.
 */
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { countAttempt, throttledFor, type ThrottleRule } from '../http/throttle';
import { clearBackoff, countBackoffAttempt, type BackoffRule } from '../http/backoff';

const MINUTE = 60 * 1000;

export const CODE_PER_IP: ThrottleRule = { scope: '2fa:ip', limit: 100, windowMs: 15 * MINUTE };
export const CODE_PER_PAIR: BackoffRule = {
  scope: '2fa:pair',
  freeAttempts: 5,
  firstDelayMs: MINUTE,
  maxDelayMs: 60 * MINUTE,
  forgetAfterMs: 24 * 60 * MINUTE,
};
export const CODE_PER_ACCOUNT: BackoffRule = { ...CODE_PER_PAIR, scope: '2fa:account', freeAttempts: 10 };

const pairOf = (userId: number, ip: string) => `${userId}\n${ip}`;

/** Counts one code attempt of the account from `ip`; 429 with the wait when a rule refuses it. */
export async function throttleCode(db: Knex, clock: Clock, userId: number, ip: string): Promise<void> {
  const wait =
    (await countAttempt(db, clock, CODE_PER_IP, ip)) ??
    (await countBackoffAttempt(db, clock, CODE_PER_PAIR, pairOf(userId, ip))) ??
    (await countBackoffAttempt(db, clock, CODE_PER_ACCOUNT, String(userId)));
  if (wait !== null) throw throttledFor(wait);
}

/** After a right code: the pair and the account start afresh. */
export async function clearCodeFailures(db: Knex, userId: number, ip: string): Promise<void> {
  await clearBackoff(db, CODE_PER_PAIR, pairOf(userId, ip));
  await clearBackoff(db, CODE_PER_ACCOUNT, String(userId));
}
