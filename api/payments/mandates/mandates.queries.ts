/**
 * SQL of bank accounts and mandates. Rows are named by our ids inside the API and by the provider's ids
 * on the wire (`Id`, `BankAccountId`, `mandateID`), always looked up within the caller's own rows.
 */
import type { Knex } from 'knex';
import type { BankAccountsRow, MandatesRow } from '../../db/tables.generated';

export type MandateStatus = 'CREATED' | 'SUBMITTED' | 'ACTIVE' | 'FAILED' | 'EXPIRED';
/** A mandate debits can be made on. */
export const USABLE_MANDATE_STATUSES: readonly MandateStatus[] = ['SUBMITTED', 'ACTIVE'];
/** A mandate that will never be usable again. */
export const DEAD_MANDATE_STATUSES: readonly MandateStatus[] = ['FAILED', 'EXPIRED'];

/** A donor's bank account row (the generated row of `bank_accounts`). */
export type BankAccountRow = BankAccountsRow;

/** A mandate as read (the generated row of `mandates`), its status narrowed to the provider's values. */
export type MandateRow = Omit<MandatesRow, 'status'> & { status: MandateStatus };

/** A mandate with its bank account's provider id. */
export type MandateWithAccount = MandateRow & Pick<BankAccountsRow, 'mangopay_bank_account_id' | 'iban_masked' | 'owner_name'>;

export type NewBankAccount = Omit<BankAccountRow, 'id' | 'active' | 'created_at' | 'updated_at'>;

/** Inserts a bank account (a second insert of the same provider account is ignored); its row. */
export async function insertBankAccount(db: Knex, row: NewBankAccount, now: Date): Promise<BankAccountRow> {
  await db<BankAccountsRow>('bank_accounts')
    .insert({ ...row, created_at: now, updated_at: now })
    .onConflict('mangopay_bank_account_id')
    .ignore();
  const stored = await db<BankAccountRow>('bank_accounts').where({ mangopay_bank_account_id: row.mangopay_bank_account_id }).first();
  if (!stored) throw new Error(`bank account ${row.mangopay_bank_account_id} not found after its insert`);
  return stored;
}

export function listActiveBankAccounts(db: Knex, userId: number): Promise<BankAccountRow[]> {
  return db<BankAccountRow>('bank_accounts').where({ user_id: userId, active: true }).orderBy('id', 'desc');
}

export function findOwnBankAccount(db: Knex, userId: number, providerId: string): Promise<BankAccountRow | undefined> {
  return db<BankAccountRow>('bank_accounts').where({ user_id: userId, mangopay_bank_account_id: providerId }).first();
}

export type NewMandate = Omit<MandateRow, 'id' | 'created_at' | 'updated_at' | 'cancellation_requested_at'>;

export async function insertMandate(db: Knex, row: NewMandate, now: Date): Promise<void> {
  await db<MandatesRow>('mandates')
    .insert({ ...row, created_at: now, updated_at: now })
    .onConflict('mangopay_mandate_id')
    .ignore();
}

const withAccount = (db: Knex) =>
  db('mandates as m')
    .join('bank_accounts as b', 'b.id', 'm.bank_account_id')
    .select<MandateWithAccount[]>('m.*', 'b.mangopay_bank_account_id', 'b.iban_masked', 'b.owner_name');

/** A mandate by its provider id (any owner: hooks); with `userId`, only that user's. */
export function findMandate(db: Knex, providerId: string, userId?: number): Promise<MandateWithAccount | undefined> {
  const query = withAccount(db).where('m.mangopay_mandate_id', providerId);
  if (userId !== undefined) query.where('m.user_id', userId);
  return query.first();
}

export function listMandatesOfAccount(db: Knex, bankAccountId: number): Promise<MandateWithAccount[]> {
  return withAccount(db).where('m.bank_account_id', bankAccountId).orderBy('m.id', 'desc');
}

export async function updateMandate(
  db: Knex,
  id: number,
  changes: Partial<Pick<MandateRow, 'status' | 'document_url' | 'bank_reference' | 'redirect_url'>>,
  now: Date,
): Promise<void> {
  await db<MandatesRow>('mandates')
    .where({ id })
    .update({ ...changes, updated_at: now });
}
