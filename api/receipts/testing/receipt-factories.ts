/**
 * Test factories of the receipts area: succeeded donations (through applyDonationStatus, the only way
 * a donation's status changes) and monthly debits of a subscription on a mandate. Not used by the server.
 */
import type { Knex } from 'knex';
import { insertMandate, insertSubscription as insertDashboardSubscription } from '../../dashboard/testing/dashboard-factories';
import { applyDonationStatus } from '../../ledger';
import { insertDonation, insertPot, referenceIds } from '../../pots/testing/pot-factories';

/** A pot of the given (or the first) charity, made by the given user. */
export async function potFor(knex: Knex, userId: number, assocId?: number): Promise<{ potId: number; assocId: number }> {
  const ids = await referenceIds(knex);
  const charity = assocId ?? ids.charity;
  const potId = await insertPot(knex, { created_by_id: userId, event_type_id: ids.privateEvent, assoc_id: charity });
  return { potId, assocId: charity };
}

/** A donation that succeeded at `at` (card unless said otherwise). */
export async function succeededDonation(
  knex: Knex,
  spec: {
    potId: number;
    userId: number | null;
    amount: number;
    at: Date;
    method?: 'CARD' | 'BANKWIRE' | 'DIRECT_DEBIT';
    quick?: boolean;
    subscriptionId?: number;
    period?: string;
  },
): Promise<number> {
  const id = await insertDonation(knex, {
    pot_id: spec.potId,
    amount: spec.amount,
    user_id: spec.userId,
    ...(spec.quick ? { quick_firstname: 'Lou', quick_name: 'Rapide', quick_email: 'lou.rapide@exemple.fr' } : {}),
  });
  await knex('donations')
    .where({ id })
    .update({ payment_method: spec.method ?? 'CARD', subscription_id: spec.subscriptionId ?? null, period: spec.period ?? null });
  await knex.transaction((trx) => applyDonationStatus(trx, id, 'SUCCEEDED', spec.at));
  return id;
}

/** A monthly subscription of the user to the pot, on an active mandate (the dashboard's factories). */
export async function insertSubscription(
  knex: Knex,
  spec: { userId: number; potId: number; amount: number; debitDay: number },
): Promise<number> {
  const mandate = await insertMandate(knex, { user_id: spec.userId });
  return insertDashboardSubscription(knex, {
    user_id: spec.userId,
    pot_id: spec.potId,
    mandate_id: mandate.id,
    amount: spec.amount,
    debit_day: spec.debitDay,
  });
}
