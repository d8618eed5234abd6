/**
 * The daily cap of share-by-e-mail invitations per account (invented numbers, docs/decisions.md): 20 in
 * the account's first 24 hours, 500 after (the spec's most for one share), counted per Paris calendar
 * day in the table share_daily_counts. A request adds its invitations with one conditional upsert that
 * refuses to pass the cap, inside the transaction recording the invitations: two concurrent requests
 * cannot together pass it (the second waits on the account's row of the day and sees the first's count),
 * and a request that fails later gives its count back with the rollback.
 */
import type { Knex } from 'knex';
import type { ShareDailyCountsRow, UsersRow } from '../db/tables.generated';
import { MAX_INVITEES } from '../../domain/constants';
import { endOfParisDayIso, parisDayOf } from '../../domain/dates';
import { dailyInvitationLimitMessage } from '../../domain/share-emails';
import { HttpError } from '../http/errors';

const DAY_MS = 24 * 60 * 60_000;

export const SHARE_DAILY_CAP = {
  /** Invitations per day of an account less than `newAccountMs` old. */
  newAccount: 20,
  /** Invitations per day of an older account: one full share of the spec's size. */
  settled: MAX_INVITEES,
  newAccountMs: DAY_MS,
} as const;

/** The day's cap of an account created at `createdAt`. */
export function dailyCapOf(createdAt: Date, now: Date): number {
  return now.getTime() - createdAt.getTime() < SHARE_DAILY_CAP.newAccountMs ? SHARE_DAILY_CAP.newAccount : SHARE_DAILY_CAP.settled;
}

/** The account's cap and the Paris day it applies to. */
export async function dailyCapFor(db: Knex, userId: number, now: Date): Promise<{ cap: number; day: string }> {
  const row = await db<UsersRow>('users').where({ id: userId }).first('created_at');
  return { cap: dailyCapOf(new Date(row?.created_at ?? now), now), day: parisDayOf(now) };
}

async function usedOn(trx: Knex.Transaction, userId: number, day: string): Promise<number> {
  const row = await trx<ShareDailyCountsRow>('share_daily_counts').where({ user_id: userId, day }).first('invitations');
  return Number(row?.invitations ?? 0);
}

/**
 * Adds `count` invitations to the account's day in the transaction; returns how many are left today, or
 * throws 429 `share_daily_limit` saying how many are left when the cap would be passed.
 */
export async function takeDailyInvitations(
  trx: Knex.Transaction,
  values: { userId: number; day: string; cap: number; count: number; now: Date },
): Promise<number> {
  const { userId, day, cap, count } = values;
  await trx('share_daily_counts').where({ user_id: userId }).where('day', '<', day).delete();
  if (count === 0) return Math.max(0, cap - (await usedOn(trx, userId, day)));
  if (count <= cap) {
    const result = await trx.raw<{ rows: Array<{ invitations: number }> }>(
      `INSERT INTO share_daily_counts (user_id, day, invitations) VALUES (?, ?, ?)
       ON CONFLICT (user_id, day) DO UPDATE SET invitations = share_daily_counts.invitations + EXCLUDED.invitations
       WHERE share_daily_counts.invitations + EXCLUDED.invitations <= ?
       RETURNING invitations`,
      [userId, day, count, cap],
    );
    const used = result.rows[0]?.invitations;
    if (used !== undefined) return cap - Number(used);
  }
  throw dailyLimitReached(Math.max(0, cap - (await usedOn(trx, userId, day))), day, values.now);
}

/** 429 with the day's remaining invitations, and Retry-After until midnight in Paris. */
function dailyLimitReached(remaining: number, day: string, now: Date): HttpError {
  const untilMidnight = Math.ceil((new Date(endOfParisDayIso(day)).getTime() + 1 - now.getTime()) / 1000);
  return new HttpError(429, [{ code: 'share_daily_limit', detail: dailyInvitationLimitMessage(remaining) }], {
    'Retry-After': String(Math.max(1, untilMidnight)),
  });
}
