/** SQL of share invitations: one row per pot and address (case ignored), the token's hash, delivery. */
import type { Knex } from 'knex';
import type { ShareInvitationsRow } from '../db/tables.generated';

export type InvitationRow = Pick<ShareInvitationsRow, 'id' | 'pot_id' | 'email' | 'declined_at' | 'sent_at'>;

/** The invitations of a pot for these addresses (compared lower-cased). */
export function findInvitations(db: Knex, potId: number, emails: readonly string[]): Promise<InvitationRow[]> {
  if (emails.length === 0) return Promise.resolve([]);
  return db('share_invitations')
    .where({ pot_id: potId })
    .whereRaw(`lower(email) = ANY(?)`, [emails.map((email) => email.toLowerCase())])
    .select('id', 'pot_id', 'email', 'declined_at', 'sent_at');
}

/** Invitations sent for a pot since `since` (the per-pot limit). */
export async function countRecentInvitations(db: Knex, potId: number, since: Date): Promise<number> {
  const row = await db('share_invitations').where({ pot_id: potId }).where('invited_at', '>=', since).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

/** Adds or renews an invitation (new token, delivery to do again). */
export async function upsertInvitation(
  db: Knex,
  values: { pot_id: number; invited_by_id: number; email: string; token_hash: string; now: Date },
): Promise<number> {
  const result = await db.raw<{ rows: Array<{ id: number }> }>(
    `INSERT INTO share_invitations (pot_id, invited_by_id, email, token_hash, created_at, invited_at)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (pot_id, lower(email)) DO UPDATE
       SET token_hash = EXCLUDED.token_hash, invited_by_id = EXCLUDED.invited_by_id, invited_at = EXCLUDED.invited_at,
           sent_at = NULL, send_attempts = 0
     WHERE share_invitations.declined_at IS NULL
     RETURNING id`,
    [values.pot_id, values.invited_by_id, values.email, values.token_hash, values.now, values.now],
  );
  return Number(result.rows[0]?.id ?? 0);
}

export function findInvitationByTokenHash(db: Knex, tokenHash: string): Promise<InvitationRow | undefined> {
  return db('share_invitations').where({ token_hash: tokenHash }).first('id', 'pot_id', 'email', 'declined_at', 'sent_at');
}

export async function markDeclined(db: Knex, id: number, now: Date): Promise<void> {
  await db('share_invitations').where({ id }).whereNull('declined_at').update({ declined_at: now });
}

export async function markSent(db: Knex, id: number, now: Date): Promise<void> {
  await db('share_invitations').where({ id }).update({ sent_at: now });
}

/** An invitation still to deliver: recorded, not sent, not declined. */
export interface UnsentInvitation {
  id: number;
  email: string;
  invited_by_id: number;
}

/** The invitations of the list (of this pot) that are neither sent nor declined. */
export async function findUnsentInvitations(db: Knex, potId: number, ids: readonly number[]): Promise<UnsentInvitation[]> {
  if (ids.length === 0) return [];
  const rows = await db<ShareInvitationsRow>('share_invitations')
    .where({ pot_id: potId })
    .whereIn('id', ids)
    .whereNull('sent_at')
    .whereNull('declined_at')
    .orderBy('id')
    .select('id', 'email', 'invited_by_id');
  return rows.map((row) => ({ id: Number(row.id), email: row.email, invited_by_id: Number(row.invited_by_id) }));
}

/** The invitation's decline token, made again at each delivery attempt. */
export async function replaceTokenHash(db: Knex, id: number, tokenHash: string): Promise<void> {
  await db('share_invitations').where({ id }).update({ token_hash: tokenHash });
}

export async function countAttempt(db: Knex, id: number): Promise<void> {
  await db('share_invitations').where({ id }).increment('send_attempts', 1);
}

/** How the invitation names the person who sends it: company name, else first name and initial. */
export function findInviter(
  db: Knex,
  userId: number,
): Promise<{ firstname: string; name: string; enterprise_name: string | null } | undefined> {
  return db('users as u')
    .leftJoin('enterprises as e', 'e.user_id', 'u.id')
    .where('u.id', userId)
    .first('u.firstname', 'u.name', 'e.enterprise_name');
}
