/**
 * The writes to `donations` other than its status (donation-status.ts): recording a gift or a monthly
 * debit, and the provider's details kept on it. Each takes the caller's knex or transaction.
 */
import type { Knex } from 'knex';
import type { DonationsRow } from '../db/tables.generated';

type DonationChanges = Knex.DbRecord<DonationsRow>;

/** Records a donation; an idempotency key already used inserts nothing (the answer is then empty). */
export function insertDonation(trx: Knex, row: DonationChanges): Promise<Array<Pick<DonationsRow, 'id'>>> {
  return trx<DonationsRow>('donations').insert(row).onConflict('idempotency_key').ignore().returning('id');
}

/** Records a subscription's debit of a period; a period already recorded inserts nothing. */
export function insertSubscriptionDebit(trx: Knex, row: DonationChanges): Promise<Array<Pick<DonationsRow, 'id'>>> {
  return trx<DonationsRow>('donations').insert(row).onConflict(['subscription_id', 'period']).ignore().returning('id');
}

/** Writes the provider's details (result, redirect, pay-in…) on a donation. */
export async function noteDonation(db: Knex, donationId: number, changes: DonationChanges): Promise<void> {
  await db<DonationsRow>('donations').where({ id: donationId }).update(changes);
}

/** Writes on a donation only while it is still CREATED (reconciliation). */
export async function noteCreatedDonation(db: Knex, donationId: number, changes: DonationChanges): Promise<void> {
  await db<DonationsRow>('donations').where({ id: donationId, status: 'CREATED' }).update(changes);
}

/** Stores the pay-in id on the donation; a pay-in id already set is kept. */
export async function attachPayinId(db: Knex, donationId: number, payinId: string): Promise<void> {
  await db<DonationsRow>('donations').where({ id: donationId }).whereNull('mangopay_payin_id').update({ mangopay_payin_id: payinId });
}

/** Stores the charity's wallet on a donation recorded without one, before its pay-in. */
export async function attachDonationWallet(db: Knex, donationId: number, walletId: string): Promise<void> {
  await db<DonationsRow>('donations')
    .where({ id: donationId })
    .whereNull('mangopay_wallet_id')
    .whereNull('mangopay_payin_id')
    .update({ mangopay_wallet_id: walletId });
}

/** Erases the payment evidence (IP, browser) of closed accounts' donations and of old ones; the count. */
export function eraseDonationEvidence(trx: Knex, closedUsers: Knex.QueryBuilder, before: Date): Promise<number> {
  return trx<DonationsRow>('donations')
    .where((q) => q.whereIn('user_id', closedUsers.clone()).orWhere('created_at', '<', before))
    .where((q) => q.whereNotNull('ip_address').orWhereNotNull('browser_info'))
    .update({ ip_address: null, browser_info: null });
}
