/**
 * Per-start secrets of the demo's side doors (the payment emulator's API key and control token, the
 * development outbox's token): random at each start unless an environment variable gives one, which must
 * then be long enough to be a secret. Kept apart from the emulator's package so that the configuration
 * never loads it (a production start imports no module of packages/mangopay-sandbox).
 */
import { randomBytes } from 'node:crypto';

/** A secret given by the environment must be at least this long (a guessable one would defeat it). */
export const START_SECRET_MIN_LENGTH = 16;

/** A new random secret (192 bits, base64url: 32 characters). */
export const newStartSecret = (): string => randomBytes(24).toString('base64url');

/** The secret an environment variable gives: undefined when unset or empty; an error when too short. */
export function startSecretFromEnv(name: string, value: string | undefined): string | undefined {
  const secret = value?.trim();
  if (!secret) return undefined;
  if (secret.length < START_SECRET_MIN_LENGTH) throw new Error(`${name} must be at least ${START_SECRET_MIN_LENGTH} characters long`);
  return secret;
}
