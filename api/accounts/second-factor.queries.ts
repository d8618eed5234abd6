/** Queries of the second factor: the factor, its recovery codes and the sign-in challenges. */
import type { Knex } from 'knex';
import type { SecondFactorChallengesRow, UserSecondFactorsRow } from '../db/tables.generated';

export type SecondFactorRow = UserSecondFactorsRow;

export type ChallengeKind = 'code' | 'enrolment';

/** A challenge as read to be used, its kind narrowed. */
export type ChallengeRow = Pick<SecondFactorChallengesRow, 'id' | 'user_id' | 'expires_at'> & { kind: ChallengeKind };

/** The user's factor, confirmed or waiting for its first code; undefined when none. */
export function findSecondFactor(db: Knex, userId: number): Promise<SecondFactorRow | undefined> {
  return db<UserSecondFactorsRow>('user_second_factors').where({ user_id: userId }).first();
}

/** Starts an enrolment: a new unconfirmed factor replaces any earlier unconfirmed one (never a confirmed one). */
export async function savePendingFactor(db: Knex, userId: number, secret: string, now: Date): Promise<boolean> {
  const result = await db.raw<{ rows: unknown[] }>(
    `INSERT INTO user_second_factors (user_id, secret, created_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, created_at = EXCLUDED.created_at, last_used_step = NULL
     WHERE user_second_factors.confirmed_at IS NULL
     RETURNING user_id`,
    [userId, secret, now],
  );
  return result.rows.length === 1;
}

/**
 * Records `step` as the last accepted one, only if it is later than the last (the conditional update
 * makes two uses of one code race-free: only one of them changes the row). `confirm` also marks the
 * factor confirmed. False when the step was already used (or an older one).
 */
export async function useStep(db: Knex, userId: number, step: number, now: Date, confirm: boolean): Promise<boolean> {
  const changed = await db('user_second_factors')
    .where({ user_id: userId })
    .where((q) => q.whereNull('last_used_step').orWhere('last_used_step', '<', step))
    .update({ last_used_step: step, ...(confirm ? { confirmed_at: now } : {}) });
  return changed === 1;
}

/** Removes the factor and its recovery codes. */
export async function deleteSecondFactor(db: Knex, userId: number): Promise<void> {
  await db('second_factor_recovery_codes').where({ user_id: userId }).delete();
  await db('user_second_factors').where({ user_id: userId }).delete();
}

/** Replaces the user's recovery codes with these (their hashes). */
export async function replaceRecoveryCodes(db: Knex, userId: number, hashes: string[], now: Date): Promise<void> {
  await db('second_factor_recovery_codes').where({ user_id: userId }).delete();
  await db('second_factor_recovery_codes').insert(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now })));
}

/** Spends an unused recovery code; false when there is no such unused code. */
export async function spendRecoveryCode(db: Knex, userId: number, hash: string, now: Date): Promise<boolean> {
  const changed = await db('second_factor_recovery_codes')
    .where({ user_id: userId, code_hash: hash })
    .whereNull('used_at')
    .update({ used_at: now });
  return changed === 1;
}

/** How many recovery codes the user has left. */
export async function countRecoveryCodesLeft(db: Knex, userId: number): Promise<number> {
  const row = await db('second_factor_recovery_codes')
    .where({ user_id: userId })
    .whereNull('used_at')
    .count<{ count: string | number }>({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}

export async function insertChallenge(
  db: Knex,
  row: { token_hash: string; user_id: number; kind: ChallengeKind; created_at: Date; expires_at: Date },
): Promise<void> {
  await db('second_factor_challenges').insert(row);
}

/** A live (unused, unexpired) challenge by the hash of its token. */
export function findLiveChallenge(db: Knex, tokenHash: string, now: Date): Promise<ChallengeRow | undefined> {
  return db('second_factor_challenges').where({ token_hash: tokenHash }).whereNull('used_at').where('expires_at', '>', now).first();
}

/** Spends a challenge; false when another request spent it first. */
export async function spendChallenge(db: Knex, id: number, now: Date): Promise<boolean> {
  return (await db('second_factor_challenges').where({ id }).whereNull('used_at').update({ used_at: now })) === 1;
}
