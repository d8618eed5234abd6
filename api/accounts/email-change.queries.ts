/** Rows of email_changes: an address waiting for its confirmation link to be opened. */
import type { Knex } from 'knex';
import { insertedId } from '../db/inserted-id';
import type { EmailChangesRow } from '../db/tables.generated';

export type EmailChangeRow = EmailChangesRow;

/** The change of a user still waiting at `now` (neither confirmed, cancelled nor expired), if any. */
export function findPendingEmailChange(db: Knex, userId: number, now: Date): Promise<EmailChangeRow | undefined> {
  return db<EmailChangesRow>('email_changes')
    .where({ user_id: userId })
    .whereNull('confirmed_at')
    .whereNull('cancelled_at')
    .andWhere('expires_at', '>', now)
    .orderBy('id', 'desc')
    .first();
}

/** Cancels every change of a user still waiting (a newer request replaces it, or the owner drops it). */
export async function cancelPendingEmailChanges(db: Knex, userId: number, now: Date): Promise<number> {
  return db('email_changes').where({ user_id: userId }).whereNull('confirmed_at').whereNull('cancelled_at').update({ cancelled_at: now });
}

export async function insertEmailChange(
  db: Knex,
  row: { user_id: number; new_email: string; created_at: Date; expires_at: Date },
): Promise<number> {
  return insertedId(await db<EmailChangesRow>('email_changes').insert(row).returning('id'));
}
