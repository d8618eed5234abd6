/**
 * Limits against card testing on the no-account paths (invented numbers, docs/decisions.md), counted in
 * throttle_counters (api/http/throttle.ts) so every API instance shares them; beyond a limit the API
 * answers 429 with Retry-After and a French message.
 */
import type { ThrottleRule } from '../../http/throttle';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Quick donations from one IP address. */
export const QUICK_DONATION_PER_IP: ThrottleRule = { scope: 'quick-donation:ip', limit: 10, windowMs: HOUR };
/** Quick donations to one pot, whoever sends them. */
export const QUICK_DONATION_PER_POT: ThrottleRule = { scope: 'quick-donation:pot', limit: 100, windowMs: HOUR };
/** Quick donations with one card (the provider's fingerprint of its number), whatever the pot. */
export const QUICK_DONATION_PER_CARD: ThrottleRule = { scope: 'quick-donation:card', limit: 5, windowMs: 24 * HOUR };
/** Quick card registrations (each creates a provider user) from one IP address. */
export const QUICK_REGISTRATION_PER_IP: ThrottleRule = { scope: 'quick-card:ip', limit: 20, windowMs: HOUR };
/** 3-D Secure returns read from one IP address. */
export const PAYMENT_RETURN_PER_IP: ThrottleRule = { scope: 'payment-return:ip', limit: 60, windowMs: 10 * MINUTE };
