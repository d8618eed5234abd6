/**
 * The throttling rules of the accounts area (invented numbers, see docs/decisions.md): per account
 * (the e-mail typed, lower-cased) and per IP address, for login and for password-reset requests.
 */
import { normalizeEmail } from '../../domain/identity';
import type { ThrottleRule } from '../http/throttle';

const MINUTE = 60 * 1000;

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
