/**
 * Secret tokens (sessions, password-reset links): 32 random bytes (256 bits) written in base64url,
 * stored only as their SHA-256 in hex, so a copy of the database lets nobody in.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A base64url token of 32 random bytes is 43 characters long. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new random token (256 bits). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token: its SHA-256 in lower-case hex (64 characters). */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a string has the shape of one of our tokens (anything else is refused without a query). */
export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}
