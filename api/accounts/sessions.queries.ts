/** Session rows (auth_tokens): the SHA-256 of each token, its owner and its sliding expiry. */
import type { Knex } from 'knex';

export interface SessionRow {
  id: number;
  user_id: number;
  role_id: number;
  expires_at: Date;
  last_used_at: Date | null;
}

export async function insertSession(
  db: Knex,
  row: { token_hash: string; user_id: number; created_at: Date; expires_at: Date },
): Promise<number> {
  const [inserted] = await db('auth_tokens').insert({ ...row, last_used_at: row.created_at }).returning('id');
  return Number(inserted.id);
}

/** The live session of a token hash with its account's role; closed accounts have none. */
export async function findSessionByHash(db: Knex, tokenHash: string, now: Date): Promise<SessionRow | undefined> {
  return db('auth_tokens as t')
    .join('users as u', 'u.id', 't.user_id')
    .where('t.token_hash', tokenHash)
    .andWhere('t.expires_at', '>', now)
    .whereNull('u.deleted_at')
    .first('t.id', 't.user_id', 'u.role_id', 't.expires_at', 't.last_used_at');
}

export async function extendSession(db: Knex, id: number, now: Date, expiresAt: Date): Promise<void> {
  await db('auth_tokens').where({ id }).update({ last_used_at: now, expires_at: expiresAt });
}

export async function deleteSession(db: Knex, id: number): Promise<void> {
  await db('auth_tokens').where({ id }).delete();
}

/** Deletes every session of a user, except `keepId` when given. */
export async function deleteUserSessions(db: Knex, userId: number, keepId?: number): Promise<void> {
  const query = db('auth_tokens').where({ user_id: userId });
  if (keepId !== undefined) query.whereNot({ id: keepId });
  await query.delete();
}

export async function listUserSessions(db: Knex, userId: number) {
  return db('auth_tokens')
    .where({ user_id: userId })
    .orderBy('created_at')
    .select<Array<{ created_at: Date; last_used_at: Date | null; expires_at: Date }>>('created_at', 'last_used_at', 'expires_at');
}
