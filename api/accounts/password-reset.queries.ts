/** Password-reset links: the SHA-256 of each e-mailed token, its expiry and when it was used. */
import type { Knex } from 'knex';
import { insertedId } from '../db/inserted-id';
import type { PasswordResetTokensRow } from '../db/tables.generated';

/** A link as read to be used: its generated row's columns that decide it. */
export type ResetRow = Pick<PasswordResetTokensRow, 'id' | 'user_id' | 'expires_at' | 'used_at'>;

export async function insertReset(
  db: Knex,
  row: { token_hash: string; user_id: number; created_at: Date; expires_at: Date },
): Promise<number> {
  return insertedId(await db<PasswordResetTokensRow>('password_reset_tokens').insert(row).returning('id'));
}

export async function deleteReset(db: Knex, id: number): Promise<void> {
  await db('password_reset_tokens').where({ id }).delete();
}

/** The link of a token hash; with `forUpdate` (in a transaction), locked for the transaction that uses it. */
export async function findReset(db: Knex, tokenHash: string, options: { forUpdate?: boolean } = {}): Promise<ResetRow | undefined> {
  const query = db('password_reset_tokens').where('token_hash', tokenHash);
  if (options.forUpdate) query.forUpdate();
  const row: ResetRow | undefined = await query.first('id', 'user_id', 'expires_at', 'used_at');
  return row;
}

/** Marks every unused link of a user as used (the one just used, and any older one). */
export async function useAllResets(db: Knex, userId: number, now: Date): Promise<void> {
  await db('password_reset_tokens').where({ user_id: userId }).whereNull('used_at').update({ used_at: now });
}
