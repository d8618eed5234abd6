// One Idempotency-Key per payment attempt (docs/api-contract.md "Idempotency"): made when the donor presses the
// pay button, reused if that same attempt is sent again (a retry after a network failure), and dropped
// once the attempt has a definite answer so that the next press is a new attempt.
import { IDEMPOTENCY_KEY_LENGTH } from '@domain/constants';

/** A fresh key for one attempt: 'donation-' plus a UUID (45 characters, within 16 to 64). */
export function newAttemptKey(purpose = 'donation'): string {
  const key = `${purpose}-${crypto.randomUUID()}`;
  return key.length > IDEMPOTENCY_KEY_LENGTH.max ? key.slice(0, IDEMPOTENCY_KEY_LENGTH.max) : key;
}

/** Keeps the current attempt's key: `current()` makes one if needed, `settle()` ends the attempt. */
export function attemptKeys(purpose = 'donation') {
  let key: string | null = null;
  return {
    current(): string {
      key ??= newAttemptKey(purpose);
      return key;
    },
    settle(): void {
      key = null;
    },
  };
}
