/**
 * The codes of the second factor. TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, what every
 * authenticator app reads from an otpauth:// URI) comes from otplib, a maintained library: no HMAC code
 * of ours. A code is accepted for the current step and one step either side (clock drift), and only for
 * a step later than the last accepted one (no replay within the window). Recovery codes are 10 random
 * characters (50 bits) shown as `xxxxx-xxxxx`, stored as their SHA-256.
 */
import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { RECOVERY_CODE_COUNT } from '../../domain/second-factor';
import { hashSecretToken } from '../http/secret-tokens';

const ISSUER = 'Entraide';
/** Seconds of one TOTP step (the apps' default). */
export const TOTP_PERIOD = 30;
/** One step either side of the current one. */
const EPOCH_TOLERANCE = TOTP_PERIOD;
/** No 0/o, 1/l/i: easier to copy by hand. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A new TOTP key: 20 random bytes (160 bits, RFC 4226's recommendation) in base32. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// URI the QR code holds, labelled with the account's e-mail. */
export function otpauthUri(secret: string, email: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/**
 * The step a code matches at `now` (current step ±1), provided it is later than `afterStep`; null when
 * the code is wrong, too old, or of a step already used.
 */
export async function matchingStep(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: EPOCH_TOLERANCE,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** A new set of recovery codes, as shown to the user (`xxxxx-xxxxx`). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The stored form of a recovery code, whatever its dashes, spaces or case. */
export function hashRecoveryCode(code: string): string {
  return hashSecretToken(code.replace(/[\s-]/g, '').toLowerCase());
}
