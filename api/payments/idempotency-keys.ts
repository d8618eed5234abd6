/**
 * Idempotency keys derived from our own records, within Mangopay's rule: 16 to 36 characters
 * `[A-Za-z0-9-]` (https://docs.mangopay.com/api-reference/overview/idempotency). The same record and
 * purpose always give the same key, so a retry can never create a second resource at the provider.
 */
import { createHash } from 'node:crypto';

export const IDEMPOTENCY_KEY_RULE = /^[A-Za-z0-9-]{16,36}$/;

export function assertIdempotencyKey(key: string): void {
  if (!IDEMPOTENCY_KEY_RULE.test(key)) {
    throw new Error(`Invalid idempotency key "${key}": 16 to 36 characters among A-Z, a-z, 0-9 and "-"`);
  }
}

/**
 * `{purpose}-{id}-{hash}`: purpose and id keep it readable in the provider's dashboard; the hash of
 * `salt` (a stable attribute of the record, e.g. a charity's slug) keeps two databases sharing one
 * provider account from colliding on small ids. Always 36 characters at most.
 */
export function deriveIdempotencyKey(purpose: string, id: string | number, salt = ''): string {
  const digest = createHash('sha256').update(`${purpose}:${id}:${salt}`).digest('hex');
  const readable = `${purpose}-${id}`.replace(/[^A-Za-z0-9-]/g, '-').slice(0, 23);
  const key = `${readable}-${digest}`.slice(0, 36);
  assertIdempotencyKey(key);
  return key;
}
