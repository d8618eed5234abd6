/**
 * Password hashing: argon2id with m = 19456 KiB, t = 2, p = 1 (the parameters, OWASP's
 * baseline). `verifyPassword` never throws: a malformed stored hash simply does not match.
 */
import { hash, verify, type Options } from '@node-rs/argon2';

/** The hashing parameters; a test checks a real hash carries them. */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2, // Argon2id (a const enum in the package's typings)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

let argon2Runs = 0;

/**
 * How many argon2 computations (hashes and verifications) this process has run. Each costs 19 MiB and
 * tens of milliseconds of CPU, so a route that must refuse cheaply is proven to by this count not moving.
 */
export function argon2RunCount(): number {
  return argon2Runs;
}

/** The PHC string (`$argon2id$v=19$m=19456,t=2,p=1$...`) of a password. */
export function hashPassword(password: string): Promise<string> {
  argon2Runs++;
  return hash(password, ARGON2_OPTIONS);
}

/** Whether `password` matches the stored PHC string. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  argon2Runs++;
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no account (unknown e-mail, account without a
 * password), so the answer time does not tell whether an address is registered.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('entraide-decoy-password');
  await verifyPassword(await decoy, password);
  return false;
}
