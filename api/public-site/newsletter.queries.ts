/** Newsletter subscriber rows. Each query takes the connection (or transaction) first. */
import type { Knex } from 'knex';
import type { NewsletterSubscribersRow } from '../db/tables.generated';

/** A subscriber as read, its status narrowed. */
export type SubscriberRow = Omit<NewsletterSubscribersRow, 'status'> & { status: 'pending' | 'confirmed' };

const TABLE = 'newsletter_subscribers';

export async function findSubscriberByEmail(db: Knex, email: string): Promise<SubscriberRow | undefined> {
  return db<SubscriberRow>(TABLE).whereRaw('lower(email) = lower(?)', [email]).first();
}

export async function insertPendingSubscriber(
  db: Knex,
  row: Pick<SubscriberRow, 'email' | 'confirm_token_hash' | 'confirm_expires_at' | 'unsubscribe_token' | 'created_at'>,
): Promise<SubscriberRow> {
  const [inserted] = await db<SubscriberRow>(TABLE)
    .insert({ ...row, status: 'pending' })
    .returning('*');
  return inserted as SubscriberRow;
}

export async function setConfirmToken(db: Knex, id: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db<SubscriberRow>(TABLE).where({ id }).update({ confirm_token_hash: tokenHash, confirm_expires_at: expiresAt });
}

export async function markConfirmSent(db: Knex, id: number, at: Date): Promise<void> {
  await db<SubscriberRow>(TABLE).where({ id }).update({ confirm_sent_at: at });
}

/** Confirms the pending subscriber holding this unexpired token; returns it, or undefined. */
export async function confirmByTokenHash(db: Knex, tokenHash: string, now: Date): Promise<SubscriberRow | undefined> {
  const [row] = await db<SubscriberRow>(TABLE)
    .where({ confirm_token_hash: tokenHash, status: 'pending' })
    .andWhere('confirm_expires_at', '>', now)
    .update({ status: 'confirmed', confirmed_at: now, confirm_token_hash: null, confirm_expires_at: null })
    .returning('*');
  return row;
}

/** Deletes the subscriber of this unsubscribe token; true when there was one. */
export async function deleteByUnsubscribeToken(db: Knex, token: string): Promise<boolean> {
  return (await db(TABLE).where({ unsubscribe_token: token }).delete()) > 0;
}

/** Deletes pending subscriptions created before `before` (never confirmed). */
export async function deleteUnconfirmedBefore(db: Knex, before: Date): Promise<number> {
  return db(TABLE).where({ status: 'pending' }).andWhere('created_at', '<', before).delete();
}

export async function listConfirmedSubscribers(db: Knex): Promise<SubscriberRow[]> {
  return db<SubscriberRow>(TABLE).where({ status: 'confirmed' }).orderBy('id');
}
