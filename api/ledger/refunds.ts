/** The writes to `refunds`: the PENDING request, the provider's id, its outcome. */
import type { Knex } from 'knex';

/** Inserts a refund request; the row. */
export async function insertRefund(trx: Knex, row: Record<string, unknown>): Promise<Record<string, any>> {
  const [inserted] = await trx('refunds').insert(row).returning('*');
  return inserted;
}

/** A PENDING refund the provider refused to even consider becomes FAILED. */
export async function failPendingRefund(db: Knex, id: number, message: string, now: Date): Promise<void> {
  await db('refunds').where({ id, status: 'PENDING' }).update({ status: 'FAILED', result_message: message, updated_at: now });
}

/** Stores the provider's refund id; one already set is kept. */
export async function attachProviderRefund(db: Knex, id: number, providerRefundId: string): Promise<void> {
  await db('refunds').where({ id }).whereNull('mangopay_refund_id').update({ mangopay_refund_id: providerRefundId });
}

/** Writes the provider's answer (status, result, execution) on a refund. */
export async function recordRefundOutcome(trx: Knex, id: number, changes: Record<string, unknown>): Promise<void> {
  await trx('refunds').where({ id }).update(changes);
}
