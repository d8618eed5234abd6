/**
 * Sessions: a token of 256 bits given at sign-in or sign-up, stored as its SHA-256, valid 30 days
 * after its last use (sliding expiry read from the injected clock), revoked by logout.
 */
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { hashSecretToken, isWellFormedToken, newSecretToken } from './secret-tokens';
import { deleteSession, deleteUserSessions, extendSession, findSessionByHash, insertSession } from './sessions.queries';

/** A session lives this long after its last use. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Uses closer together than this do not rewrite the expiry (saves a write per request). */
const SLIDE_GRANULARITY_MS = 60 * 1000;

/** The caller behind a valid token. */
export interface SessionUser {
  id: number;
  roleId: number;
  sessionId: number;
}

/** Opens a session for a user; returns the raw token, which is never stored. */
export async function openSession(db: Knex, clock: Clock, userId: number): Promise<string> {
  const token = newSecretToken();
  const now = clock.now();
  await insertSession(db, {
    token_hash: hashSecretToken(token),
    user_id: userId,
    created_at: now,
    expires_at: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

/** The session of a raw token, its expiry moved 30 days past now; undefined when unknown or expired. */
export async function resumeSession(db: Knex, clock: Clock, token: string): Promise<SessionUser | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const now = clock.now();
  const row = await findSessionByHash(db, hashSecretToken(token), now);
  if (!row) return undefined;
  const lastUsed = row.last_used_at ? new Date(row.last_used_at).getTime() : 0;
  if (now.getTime() - lastUsed >= SLIDE_GRANULARITY_MS) {
    await extendSession(db, row.id, now, new Date(now.getTime() + SESSION_TTL_MS));
  }
  return { id: Number(row.user_id), roleId: row.role_id, sessionId: Number(row.id) };
}

/** Logout: revokes this session only. */
export function closeSession(db: Knex, sessionId: number): Promise<void> {
  return deleteSession(db, sessionId);
}

/** Revokes every session of a user (password reset, account closure), or all but one (password change). */
export function closeAllSessions(db: Knex, userId: number, exceptSessionId?: number): Promise<void> {
  return deleteUserSessions(db, userId, exceptSessionId);
}
