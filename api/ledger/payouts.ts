/** The writes to `payouts`: the PENDING request and its bank reference, the provider's id, its outcome. */
import type { Knex } from 'knex';
import type { PayoutsRow } from '../db/tables.generated';

/** Inserts a payout request; the row. */
export async function insertPayout(trx: Knex, row: Knex.DbRecord<PayoutsRow>): Promise<PayoutsRow> {
  const [inserted] = await trx<PayoutsRow>('payouts').insert(row).returning('*');
  if (!inserted) throw new Error('insert payout: no row returned');
  return inserted;
}

export async function setPayoutWireRef(trx: Knex, id: number, ref: string): Promise<void> {
  await trx<PayoutsRow>('payouts').where({ id }).update({ bank_wire_ref: ref });
}

/** A PENDING payout the provider refused to even consider becomes FAILED. */
export async function failPendingPayout(db: Knex, id: number, message: string, now: Date): Promise<void> {
  await db<PayoutsRow>('payouts').where({ id, status: 'PENDING' }).update({ status: 'FAILED', result_message: message, updated_at: now });
}

/** Stores the provider's payout id; one already set is kept. */
export async function attachProviderPayout(db: Knex, id: number, providerPayoutId: string): Promise<void> {
  await db<PayoutsRow>('payouts').where({ id }).whereNull('mangopay_payout_id').update({ mangopay_payout_id: providerPayoutId });
}

/** Writes the provider's answer (status, result, execution) on a payout. */
export async function recordPayoutOutcome(trx: Knex, id: number, changes: Knex.DbRecord<PayoutsRow>): Promise<void> {
  await trx<PayoutsRow>('payouts').where({ id }).update(changes);
}
