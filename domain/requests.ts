/**
 * Request-level inputs the API checks on many routes: the Idempotency-Key header (16 to 64 visible
 * ASCII characters), numeric ids in paths, list paging (`offset`, `limit`; the participants list starts
 * at offset 1 with 50 per page), and the dashboard's subscription update
 * (`charity_subscription {id, status: 3 stop | 1 resume}` or `{id, debit_day}`).
 */
import { z } from 'zod';
import { debitDaySchema } from './bank';
import { IDEMPOTENCY_KEY_LENGTH, PARTICIPANTS_FIRST_OFFSET, PARTICIPANTS_PAGE_SIZE, SUBSCRIPTION_STATUS_CODES } from './constants';
import { PAYMENT_MESSAGES, REQUEST_MESSAGES } from './messages';
import { integerInput } from './schema-helpers';

/** Visible ASCII characters (letters, digits, punctuation), no spaces. */
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

/** The Idempotency-Key header value. */
export const idempotencyKeySchema = z
  .string({ error: REQUEST_MESSAGES.idempotencyKeyInvalid })
  .min(IDEMPOTENCY_KEY_LENGTH.min, { error: REQUEST_MESSAGES.idempotencyKeyInvalid })
  .max(IDEMPOTENCY_KEY_LENGTH.max, { error: REQUEST_MESSAGES.idempotencyKeyInvalid })
  .regex(VISIBLE_ASCII, { error: REQUEST_MESSAGES.idempotencyKeyInvalid });

/** A positive integer id from a path or a body (number or digit string). */
export const idSchema = integerInput(REQUEST_MESSAGES.idInvalid, REQUEST_MESSAGES.idInvalid).refine((id) => id > 0 && id <= 2_147_483_647, {
  error: REQUEST_MESSAGES.idInvalid,
});

/** Options of `pagingSchema`. */
export interface PagingOptions {
  /** First offset (1 for the participants list, 0 elsewhere). */
  firstOffset?: number;
  /** Limit when none is given. */
  defaultLimit?: number;
  /** Largest limit accepted. */
  maxLimit?: number;
}

/** `offset` and `limit` query parameters, with defaults. */
export function pagingSchema(options: PagingOptions = {}) {
  const { firstOffset = 0, defaultLimit = PARTICIPANTS_PAGE_SIZE, maxLimit = 100 } = options;
  const message = REQUEST_MESSAGES.paginationInvalid;
  return z.object({
    offset: integerInput(message, message)
      .refine((n) => n >= firstOffset, { error: message })
      .default(firstOffset),
    limit: integerInput(message, message)
      .refine((n) => n >= 1 && n <= maxLimit, { error: message })
      .default(defaultLimit),
  });
}

/** Paging of `GET cagnottes/{id}/donations`: offset from 1, 50 per page. */
export const participantsPagingSchema = pagingSchema({
  firstOffset: PARTICIPANTS_FIRST_OFFSET,
  defaultLimit: PARTICIPANTS_PAGE_SIZE,
});

/** The dashboard's `charity_subscription` update: a stop/resume status or a new debit day. */
export const subscriptionUpdateSchema = z.union(
  [
    z.object({
      id: idSchema,
      status: z.union([z.literal(SUBSCRIPTION_STATUS_CODES.stop), z.literal(SUBSCRIPTION_STATUS_CODES.resume)]),
    }),
    z.object({
      id: idSchema,
      debit_day: debitDaySchema,
    }),
  ],
  { error: PAYMENT_MESSAGES.debitDayInvalid },
);
