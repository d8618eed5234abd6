/**
 * Queries on accounts: users, their company (enterprises) and its legal representative. Each takes the
 * connection or the transaction first and returns undefined when nothing is found. E-mails are looked
 * up with `lower(email) = lower(?)`, which the unique index on lower(email) serves.
 */
import type { Knex } from 'knex';
import { insertedId } from '../db/inserted-id';
import type { EnterprisesRow, LegalRepresentativesRow, UsersRow } from '../db/tables.generated';

/** A user as read: the generated row, its gender narrowed to the values the forms write. */
export type UserRow = Omit<UsersRow, 'gender'> & { gender: 'male' | 'female' | null };
export type EnterpriseRow = EnterprisesRow;
/** A company's legal representative as read, its gender narrowed like the user's. */
export type RepresentativeRow = Omit<LegalRepresentativesRow, 'gender'> & { gender: 'male' | 'female' | null };

/** A user with its company and representative (both null for private accounts). */
export interface Account {
  user: UserRow;
  enterprise: EnterpriseRow | null;
  representative: RepresentativeRow | null;
}

export type NewUser = Omit<
  UserRow,
  | 'id'
  | 'created_at'
  | 'updated_at'
  | 'deleted_at'
  | 'mangopay_user_id'
  | 'mangopay_wallet_id'
  | 'facebook_id'
  | 'payment_account_error'
  | 'payment_account_failed_at'
  | 'assoc_id'
> &
  Partial<Pick<UserRow, 'facebook_id'>>;
export type NewEnterprise = Omit<EnterpriseRow, 'id' | 'user_id' | 'created_at' | 'updated_at'>;
export type NewRepresentative = Omit<RepresentativeRow, 'id' | 'enterprise_id' | 'created_at' | 'updated_at'>;

/** An open (not closed) account's id by e-mail, whatever its case. */
export async function findUserByEmail(db: Knex, email: string): Promise<UserRow | undefined> {
  return db<UserRow>('users').whereRaw('lower(email) = lower(?)', [email]).whereNull('deleted_at').first();
}

/** Whether any row, closed accounts included, holds this e-mail (the unique index covers them all). */
export async function emailTaken(db: Knex, email: string, exceptUserId?: number): Promise<boolean> {
  const query = db('users').whereRaw('lower(email) = lower(?)', [email]);
  if (exceptUserId !== undefined) query.whereNot({ id: exceptUserId });
  return (await query.first('id')) !== undefined;
}

/** An open account's user row. */
export async function findUserById(db: Knex, id: number): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ id }).whereNull('deleted_at').first();
}

/** An open account with its company and representative. */
export async function findAccount(db: Knex, userId: number): Promise<Account | undefined> {
  const user = await findUserById(db, userId);
  if (!user) return undefined;
  const enterprise = (await db<EnterpriseRow>('enterprises').where({ user_id: userId }).first()) ?? null;
  const representative = enterprise
    ? ((await db<RepresentativeRow>('legal_representatives').where({ enterprise_id: enterprise.id }).first()) ?? null)
    : null;
  return { user, enterprise, representative };
}

export async function insertUser(db: Knex, row: NewUser, now: Date): Promise<number> {
  return insertedId(
    await db<UsersRow>('users')
      .insert({ ...row, created_at: now, updated_at: now })
      .returning('id'),
  );
}

export async function insertEnterprise(db: Knex, userId: number, row: NewEnterprise, now: Date): Promise<number> {
  return insertedId(
    await db<EnterprisesRow>('enterprises')
      .insert({ ...row, user_id: userId, created_at: now, updated_at: now })
      .returning('id'),
  );
}

export async function insertRepresentative(db: Knex, enterpriseId: number, row: NewRepresentative, now: Date): Promise<void> {
  await db('legal_representatives').insert({ ...row, enterprise_id: enterpriseId, created_at: now, updated_at: now });
}

export async function updateUser(db: Knex, id: number, changes: Partial<UserRow>, now: Date): Promise<void> {
  await db('users')
    .where({ id })
    .update({ ...changes, updated_at: now });
}

export async function updateEnterprise(db: Knex, id: number, changes: Partial<EnterpriseRow>, now: Date): Promise<void> {
  await db('enterprises')
    .where({ id })
    .update({ ...changes, updated_at: now });
}

/** Updates the representative of a company, creating it when the company has none yet. */
export async function upsertRepresentative(db: Knex, enterpriseId: number, row: NewRepresentative, now: Date): Promise<void> {
  const updated = await db('legal_representatives')
    .where({ enterprise_id: enterpriseId })
    .update({ ...row, updated_at: now });
  if (updated === 0) await insertRepresentative(db, enterpriseId, row, now);
}
