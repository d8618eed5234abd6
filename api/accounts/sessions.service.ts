/**
 * Sessions: a token of 256 bits given at sign-in or sign-up, stored as its SHA-256, valid 30 days
 * after its last use (sliding expiry read from the injected clock) and never more than 90 days after it
 * was opened (absolute lifetime, ASVS 5.0 §7.3), revoked by logout or by its owner from the profile page.
 * Each use records the device that made it (device-summary.ts), so the owner can recognise it.
 */
import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { describeDevice } from './device-summary';
import { hashSecretToken, isWellFormedToken, newSecretToken } from '../http/secret-tokens';
import {
  deleteOwnSession,
  deleteSession,
  deleteUserSessions,
  extendSession,
  findSessionByHash,
  insertSession,
  listLiveSessions,
  type OwnSessionRow,
} from './sessions.queries';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session lives this long after its last use. */
export const SESSION_TTL_MS = 30 * DAY_MS;
/** And never longer than this after it was opened, however often it is used. */
export const SESSION_ABSOLUTE_TTL_MS = 90 * DAY_MS;
/** Uses closer together than this do not rewrite the expiry (saves a write per request). */
const SLIDE_GRANULARITY_MS = 60 * 1000;

/** The caller behind a valid token. */
export interface SessionUser {
  id: number;
  roleId: number;
  sessionId: number;
}

/** The expiry after a use at `now`: 30 days on, but not past the absolute lifetime. */
function slidingExpiry(createdAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_TTL_MS, createdAt.getTime() + SESSION_ABSOLUTE_TTL_MS));
}

/** Sessions opened at or before this moment are over. */
const openedAfter = (now: Date) => new Date(now.getTime() - SESSION_ABSOLUTE_TTL_MS);

/** Opens a session for a user; returns the raw token, which is never stored. */
export async function openSession(db: Knex, clock: Clock, userId: number): Promise<string> {
  const token = newSecretToken();
  const now = clock.now();
  await insertSession(db, { token_hash: hashSecretToken(token), user_id: userId, created_at: now, expires_at: slidingExpiry(now, now) });
  return token;
}

/**
 * The session of a raw token, its expiry moved 30 days past now (within its absolute lifetime) and its
 * device noted; undefined when unknown or expired.
 */
export async function resumeSession(db: Knex, clock: Clock, token: string, userAgent?: string): Promise<SessionUser | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const now = clock.now();
  const row = await findSessionByHash(db, hashSecretToken(token), now, openedAfter(now));
  if (!row) return undefined;
  const lastUsed = row.last_used_at ? new Date(row.last_used_at).getTime() : 0;
  const device = describeDevice(userAgent) ?? row.device;
  if (now.getTime() - lastUsed >= SLIDE_GRANULARITY_MS || device !== row.device) {
    await extendSession(db, row.id, { last_used_at: now, expires_at: slidingExpiry(new Date(row.created_at), now), device });
  }
  return { id: Number(row.user_id), roleId: row.role_id, sessionId: Number(row.id) };
}

/** Logout: revokes this session only. */
export function closeSession(db: Knex, sessionId: number): Promise<void> {
  return deleteSession(db, sessionId);
}

/** Revokes every session of a user (password reset, account closure), or all but one (password change). */
export async function closeAllSessions(db: Knex, userId: number, exceptSessionId?: number): Promise<void> {
  await deleteUserSessions(db, userId, exceptSessionId);
}

/** The caller's live sessions, the one of this request marked `current`. */
export async function listOwnSessions(db: Knex, clock: Clock, caller: SessionUser): Promise<Array<OwnSessionRow & { current: boolean }>> {
  const now = clock.now();
  const rows = await listLiveSessions(db, caller.id, now, openedAfter(now));
  const present = rows.map((row) => ({ ...row, id: Number(row.id), current: Number(row.id) === caller.sessionId }));
  return [...present.filter((s) => s.current), ...present.filter((s) => !s.current)];
}

/** Ends one of the caller's live sessions; false when there is no such session of theirs. */
export async function endOwnSession(db: Knex, clock: Clock, userId: number, sessionId: number): Promise<boolean> {
  const now = clock.now();
  return (await deleteOwnSession(db, userId, sessionId, now, openedAfter(now))) > 0;
}

/** Ends every session of the caller but the one of this request; returns how many. */
export function endOtherSessions(db: Knex, caller: SessionUser): Promise<number> {
  return deleteUserSessions(db, caller.id, caller.sessionId);
}
