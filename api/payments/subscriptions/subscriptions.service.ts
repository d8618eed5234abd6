/**
 * `POST /cagnottes/{potId}/subscriptions` (`charity_subscription`): a monthly donation on the caller's
 * mandate. The body is checked with the spec's rules (amount >= 1,00 €, tip >= 0, debit day 1 to 31:
 * 'La date de prélèvement est obligatoire', recurrence 1, PaymentType MANDATE with a mandateID); the pot
 * must be open, the donor must have a payment account (and identity documents when this year's gifts
 * plus the subscription's remaining debits of the calendar year pass the yearly threshold), and the mandate must be the caller's and not failed. The subscription starts ACTIVE with
 * its first debit on the debit day on or after today (Paris); the daily job (subscription-debits.ts)
 * makes the debits (queued at once when the first is due today and the mandate is usable). A mandate still waiting for its confirmation is fine: no debit is made before it is
 * usable, and if it fails the subscription ends (MANDATE_REFUSED).
 */
import type { AppDeps } from '../../app-deps';
import { subscriptionRequestSchema } from '../../../domain/donation-requests';
import { debitsLeftInYear, firstDebitOn } from '../../../domain/debit-schedule';
import type { DashboardSubscription } from '../../../domain/dashboard-types';
import { DONATION_MESSAGES } from '../../../domain/messages';
import { unprocessable } from '../../http/errors';
import { insertSubscription } from '../../ledger';
import { presentSubscription } from './subscriptions.presenter';
import { findUserSubscription } from './subscriptions.queries';
import { assertIdentityDocumentsIfNeeded } from '../kyc/identity-threshold';
import { MANDATE_DONATION_MESSAGES } from '../mandates/mandate-donation.service';
import { DEAD_MANDATE_STATUSES, findMandate } from '../mandates/mandates.queries';
import { charityWalletOf, loadDonatablePot } from '../donations/donation-rules';
import { loadDonor } from '../mandates/payment-target';
import { lockPotCharity } from '../../pots';
import { queueDueDebits } from './subscription-debits';

/** Creates the subscription; see the module comment. */
export async function createSubscription(deps: AppDeps, userId: number, potId: number, body: unknown): Promise<DashboardSubscription> {
  const input = subscriptionRequestSchema.parse(body);
  const { knex } = deps.db;
  const now = deps.clock.now();
  await charityWalletOf(deps, await loadDonatablePot(deps, potId));
  await loadDonor(deps, userId, DONATION_MESSAGES.paymentAccountMissing);
  const mandate = await findMandate(knex, input.payment_info.mandateID, userId);
  if (!mandate) {
    throw unprocessable([{ code: 'mandate_not_found', detail: MANDATE_DONATION_MESSAGES.mandateUnknown, field: 'payment_info.mandateID' }]);
  }
  if (DEAD_MANDATE_STATUSES.includes(mandate.status)) {
    throw unprocessable([{ code: 'mandate_failed', detail: MANDATE_DONATION_MESSAGES.mandateFailed, field: 'payment_info.mandateID' }]);
  }
  // The identity threshold counts what the subscription commits for the rest of the calendar year.
  const firstDebit = firstDebitOn(input.debit_day, now);
  await assertIdentityDocumentsIfNeeded(deps, userId, debitsLeftInYear(firstDebit) * (input.amount + input.gift_entraide));
  // Its debits go to the charity (and wallet) the pot has now, read with the pot share-locked (pot-charity.ts).
  const row = await knex.transaction(async (trx) => {
    const charity = await lockPotCharity(trx, potId);
    if (!charity) throw new RangeError(`unknown pot ${potId}`);
    const inserted = await insertSubscription(trx, {
      user_id: userId,
      pot_id: potId,
      assoc_id: charity.assocId,
      mangopay_wallet_id: charity.walletId,
      mandate_id: mandate.id,
      amount: input.amount,
      gift_entraide: input.gift_entraide,
      is_visible: input.is_visible,
      is_anonymous: input.is_anonymous,
      debit_day: input.debit_day,
      recurrence: input.recurrence,
      status: 'ACTIVE',
      next_debit_on: firstDebit,
      created_at: now,
      updated_at: now,
    });
    return inserted;
  });
  // Due today on a mandate already usable: debited now rather than at the next daily run.
  await queueDueDebits(deps, mandate.id);
  const created = await findUserSubscription(knex, userId, Number(row.id));
  if (!created) throw new Error(`subscription ${row.id} vanished`);
  return presentSubscription(created, now);
}
