/**
 * MANDATE_REACTIVATED (docs/api-contract.md): a stopped subscription whose mandate had failed or been
 * cancelled, resumed with a newly confirmed mandate, becomes ACTIVE at its next successful debit. Called
 * by the donations' ledger in the transaction where a donation turns SUCCEEDED.
 */
import type { Knex } from 'knex';
import type { DonationsRow } from '../../db/tables.generated';
import { activateReactivated } from '../../ledger';

/** Makes the subscription of this debit ACTIVE if it was MANDATE_REACTIVATED; whether it changed. */
export async function activateReactivatedSubscription(trx: Knex.Transaction, donationId: number, now: Date): Promise<boolean> {
  const debit = await trx<DonationsRow>('donations').where({ id: donationId }).first('subscription_id');
  if (!debit?.subscription_id) return false;
  const changed = await activateReactivated(trx, debit.subscription_id, now);
  return changed > 0;
}
