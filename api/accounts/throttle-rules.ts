/**
 * The throttling rules of the accounts area (invented numbers, see docs/decisions.md): per account
 * (the e-mail typed, lower-cased) and per IP address, for login and for password-reset requests; per IP
 * address and overall for sign-ups (limits from the configuration) and for password-reset confirmations.
 */
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import type { AppDeps } from '../app-deps';
import type { Config } from '../config';
import { normalizeEmail } from '../../domain/identity';
import { throttleUnderCeiling, type ThrottleRule } from '../http/throttle';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const LOGIN_PER_ACCOUNT: ThrottleRule = { scope: 'login:account', limit: 5, windowMs: 15 * MINUTE };
export const LOGIN_PER_IP: ThrottleRule = { scope: 'login:ip', limit: 100, windowMs: 15 * MINUTE };
export const RESET_PER_ACCOUNT: ThrottleRule = { scope: 'reset:account', limit: 3, windowMs: 60 * MINUTE };
export const RESET_PER_IP: ThrottleRule = { scope: 'reset:ip', limit: 20, windowMs: 60 * MINUTE };

/** The checks of one login attempt. */
export function loginChecks(email: string, ip: string): Array<[ThrottleRule, string]> {
  return [
    [LOGIN_PER_ACCOUNT, normalizeEmail(email)],
    [LOGIN_PER_IP, ip],
  ];
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
export function signupRules(config: Pick<Config, 'SIGNUP_HOURLY_PER_ADDRESS' | 'SIGNUP_HOURLY_TOTAL'>): { perAddress: ThrottleRule; overall: ThrottleRule } {
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
