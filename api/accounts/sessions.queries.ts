/** Session rows (auth_tokens): the SHA-256 of each token, its owner, its expiry and the device that used it. */
import type { Knex } from 'knex';
import { insertedId } from '../db/inserted-id';
import type { AuthTokensRow, UsersRow } from '../db/tables.generated';

/** A session with its account's role. */
export type SessionRow = Pick<AuthTokensRow, 'id' | 'user_id' | 'created_at' | 'expires_at' | 'last_used_at' | 'device'> & {
  role_id: UsersRow['role_id'];
};

/** A session as its owner sees it on the profile page. */
export type OwnSessionRow = Pick<AuthTokensRow, 'id' | 'device' | 'created_at' | 'last_used_at' | 'expires_at'>;

export async function insertSession(
  db: Knex,
  row: { token_hash: string; user_id: number; created_at: Date; expires_at: Date },
): Promise<number> {
  return insertedId(
    await db<AuthTokensRow>('auth_tokens')
      .insert({ ...row, last_used_at: row.created_at })
      .returning('id'),
  );
}

/**
 * The live session of a token hash with its account's role; closed accounts have none. Live: before
 * its sliding expiry and opened after `openedAfter` (the absolute lifetime).
 */
export async function findSessionByHash(db: Knex, tokenHash: string, now: Date, openedAfter: Date): Promise<SessionRow | undefined> {
  return db('auth_tokens as t')
    .join('users as u', 'u.id', 't.user_id')
    .where('t.token_hash', tokenHash)
    .andWhere('t.expires_at', '>', now)
    .andWhere('t.created_at', '>', openedAfter)
    .whereNull('u.deleted_at')
    .first('t.id', 't.user_id', 'u.role_id', 't.created_at', 't.expires_at', 't.last_used_at', 't.device');
}

export async function extendSession(
  db: Knex,
  id: number,
  changes: { last_used_at: Date; expires_at: Date; device: string | null },
): Promise<void> {
  await db('auth_tokens').where({ id }).update(changes);
}

export async function deleteSession(db: Knex, id: number): Promise<void> {
  await db('auth_tokens').where({ id }).delete();
}

/** Deletes every session of a user, except `keepId` when given; returns how many. */
export async function deleteUserSessions(db: Knex, userId: number, keepId?: number): Promise<number> {
  const query = db('auth_tokens').where({ user_id: userId });
  if (keepId !== undefined) query.whereNot({ id: keepId });
  return query.delete();
}

/** Deletes one session of a user; 0 when it is not theirs, or no longer live. */
export async function deleteOwnSession(db: Knex, userId: number, id: number, now: Date, openedAfter: Date): Promise<number> {
  return db('auth_tokens')
    .where({ id, user_id: userId })
    .andWhere('expires_at', '>', now)
    .andWhere('created_at', '>', openedAfter)
    .delete();
}

/** The live sessions of a user, most recently used first. */
export async function listLiveSessions(db: Knex, userId: number, now: Date, openedAfter: Date): Promise<OwnSessionRow[]> {
  return db('auth_tokens')
    .where({ user_id: userId })
    .andWhere('expires_at', '>', now)
    .andWhere('created_at', '>', openedAfter)
    .orderBy([
      { column: 'last_used_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select<OwnSessionRow[]>('id', 'device', 'created_at', 'last_used_at', 'expires_at');
}

export async function listUserSessions(db: Knex, userId: number) {
  return db('auth_tokens')
    .where({ user_id: userId })
    .orderBy('created_at')
    .select<Array<{ created_at: Date; last_used_at: Date | null; expires_at: Date; device: string | null }>>(
      'created_at',
      'last_used_at',
      'expires_at',
      'device',
    );
}
