/**
 * The throttling rules of the accounts area (invented numbers, see docs/decisions.md). Login is
 * throttled per account and address pair with growing waits, so failures from other addresses never lock
 * the owner out; per address; per account by a ceiling only a real attack meets, for unknown devices;
 * and per known device (device-cookie.ts) by its failures in a row. Reset requests are
 * limited per account (the e-mail typed, lower-cased) and per address; sign-ups and password-reset
 * confirmations per address and overall (limits from the configuration for sign-ups).
 */
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import type { AppDeps } from '../app-deps';
import type { Config } from '../config';
import { normalizeEmail } from '../../domain/identity';
import { throttleUnderCeiling, clearAttempts, countAttempt, forgiveAttempt, throttledFor, type ThrottleRule } from '../http/throttle';
import { clearBackoff, countBackoffAttempt, type BackoffRule } from '../http/backoff';
import type { KnownDevice } from './device-cookie';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** 5 attempts, then waits of 1, 2, 4, 8, 16, 32 and then 60 minutes between single attempts. */
export const LOGIN_PER_PAIR: BackoffRule = {
  scope: 'login:pair',
  freeAttempts: 5,
  firstDelayMs: MINUTE,
  maxDelayMs: 60 * MINUTE,
  forgetAfterMs: 24 * 60 * MINUTE,
};
export const LOGIN_PER_IP: ThrottleRule = { scope: 'login:ip', limit: 100, windowMs: 15 * MINUTE };
/**
 * Failures of one account from every address: the ceiling of an attack spread over many addresses. It
 * applies only to unknown devices: a device that signed in to the account before (device-cookie.ts)
 * meets LOGIN_PER_DEVICE instead, so nobody can keep the owner out by filling it.
 */
export const LOGIN_PER_ACCOUNT: ThrottleRule = { scope: 'login:account', limit: 100, windowMs: 60 * MINUTE };
/** Failures in a row of one known device (a success clears them); beyond, the device is unknown again for the window. */
export const LOGIN_PER_DEVICE: ThrottleRule = { scope: 'login:device', limit: 10, windowMs: 24 * HOUR };
export const RESET_PER_ACCOUNT: ThrottleRule = { scope: 'reset:account', limit: 3, windowMs: 60 * MINUTE };
export const RESET_PER_IP: ThrottleRule = { scope: 'reset:ip', limit: 20, windowMs: 60 * MINUTE };

const pairOf = (account: string, ip: string) => `${account}\n${ip}`;

/** Which counters one login attempt was counted against, for clearLoginFailures after a success. */
export interface LoginAttempt {
  account: string;
  ip: string;
  /** The known device's nonce when its own limit took the attempt instead of the account's ceiling. */
  deviceNonce: string | null;
}

/**
 * Counts one login attempt, before the password is checked (a refused attempt costs no hashing and
 * learns nothing), and throws 429 when a rule refuses it. The rules are taken one after the other and
 * the first refusal stops: an attempt refused for its address or its pair's wait does not count against
 * the account, so one address hammering a locked pair cannot bring the account to its ceiling. A known
 * device (`device`, from its cookie) is counted against its own failures in a row instead of the
 * account's ceiling, unless it has used them up: then it counts as an unknown device.
 */
export async function throttleLogin(
  db: Knex,
  clock: Clock,
  email: string,
  ip: string,
  device: KnownDevice | null = null,
): Promise<LoginAttempt> {
  const account = normalizeEmail(email);
  const early =
    (await countAttempt(db, clock, LOGIN_PER_IP, ip)) ?? (await countBackoffAttempt(db, clock, LOGIN_PER_PAIR, pairOf(account, ip)));
  if (early !== null) throw throttledFor(early);
  const trusted = device !== null && (await countAttempt(db, clock, LOGIN_PER_DEVICE, device.nonce)) === null;
  if (trusted) return { account, ip, deviceNonce: device.nonce };
  const wait = await countAttempt(db, clock, LOGIN_PER_ACCOUNT, account);
  if (wait !== null) throw throttledFor(wait);
  return { account, ip, deviceNonce: null };
}

/** After a successful login: the pair and the device start afresh, and the attempt is not a failure of the account. */
export async function clearLoginFailures(db: Knex, attempt: LoginAttempt): Promise<void> {
  await clearBackoff(db, LOGIN_PER_PAIR, pairOf(attempt.account, attempt.ip));
  if (attempt.deviceNonce !== null) await clearAttempts(db, LOGIN_PER_DEVICE, attempt.deviceNonce);
  else await forgiveAttempt(db, LOGIN_PER_ACCOUNT, attempt.account);
}

/** The checks of one reset request. */
export function resetChecks(email: string, ip: string): Array<[ThrottleRule, string]> {
  return [
    [RESET_PER_ACCOUNT, normalizeEmail(email)],
    [RESET_PER_IP, ip],
  ];
}

export const RESET_CONFIRM_PER_IP: ThrottleRule = { scope: 'reset-confirm:ip', limit: 20, windowMs: HOUR };
export const RESET_CONFIRM_OVERALL: ThrottleRule = { scope: 'reset-confirm:all', limit: 1000, windowMs: HOUR };

/** Counts one password-reset confirmation from `ip`; 429 beyond the address's or everyone's limit. */
export function throttleResetConfirmation(db: Knex, clock: Clock, ip: string): Promise<void> {
  return throttleUnderCeiling(db, clock, [[RESET_CONFIRM_PER_IP, ip]], RESET_CONFIRM_OVERALL);
}

/** The sign-up rules of this configuration: per address and overall, each per hour. */
export function signupRules(config: Pick<Config, 'SIGNUP_HOURLY_PER_ADDRESS' | 'SIGNUP_HOURLY_TOTAL'>): {
  perAddress: ThrottleRule;
  overall: ThrottleRule;
} {
  return {
    perAddress: { scope: 'signup:ip', limit: config.SIGNUP_HOURLY_PER_ADDRESS, windowMs: HOUR },
    overall: { scope: 'signup:all', limit: config.SIGNUP_HOURLY_TOTAL, windowMs: HOUR },
  };
}

/**
 * Counts one sign-up (any route that creates an account) from `ip`; 429 beyond the address's or
 * everyone's hourly limit. Called once the form is valid, before anything costly (hash, provider).
 */
export function throttleSignUp(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, ip: string): Promise<void> {
  const { perAddress, overall } = signupRules(deps.config);
  return throttleUnderCeiling(deps.db.knex, deps.clock, [[perAddress, ip]], overall);
}
