/** The writes to `refunds`: the PENDING request, the provider's id, its outcome. */
import type { Knex } from 'knex';
import type { RefundsRow } from '../db/tables.generated';

/** Inserts a refund request; the row. */
export async function insertRefund(trx: Knex, row: Knex.DbRecord<RefundsRow>): Promise<RefundsRow> {
  const [inserted] = await trx<RefundsRow>('refunds').insert(row).returning('*');
  if (!inserted) throw new Error('insert refund: no row returned');
  return inserted;
}

/** A PENDING refund the provider refused to even consider becomes FAILED. */
export async function failPendingRefund(db: Knex, id: number, message: string, now: Date): Promise<void> {
  await db<RefundsRow>('refunds').where({ id, status: 'PENDING' }).update({ status: 'FAILED', result_message: message, updated_at: now });
}

/** Stores the provider's refund id; one already set is kept. */
export async function attachProviderRefund(db: Knex, id: number, providerRefundId: string): Promise<void> {
  await db<RefundsRow>('refunds').where({ id }).whereNull('mangopay_refund_id').update({ mangopay_refund_id: providerRefundId });
}

/** Writes the provider's answer (status, result, execution) on a refund. */
export async function recordRefundOutcome(trx: Knex, id: number, changes: Knex.DbRecord<RefundsRow>): Promise<void> {
  await trx<RefundsRow>('refunds').where({ id }).update(changes);
}
