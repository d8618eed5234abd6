/**
 * Cancelling the tax receipts of a refunded donation (the receipts area exports no cancel function, so
 * it lives here, on the `cancelled_at` column this area's migration adds to tax_receipts). A cancelled
 * receipt keeps its number (numbers stay gap-free) and its facts; it no longer counts in the yearly
 * totals. The donation's own receipt is cancelled; for a monthly debit, the annual receipt of its
 * donor, charity and year, which included it, is cancelled too.
 */
import type { Knex } from 'knex';
import { parisDayOf } from '../../domain/dates';
import type { DonationsRow, TaxReceiptsRow } from '../db/tables.generated';

export const REFUND_CANCEL_REASON = 'Don remboursé'; // invented

/** Cancels the receipts covering a donation; returns how many were cancelled now (0 on a replay). */
export async function cancelReceiptForDonation(trx: Knex, donationId: number, now: Date, reason = REFUND_CANCEL_REASON): Promise<number> {
  let cancelled = await trx<TaxReceiptsRow>('tax_receipts')
    .where({ donation_id: donationId })
    .whereNull('cancelled_at')
    .update({ cancelled_at: now, cancel_reason: reason });
  // The annual receipt is the one of the charity the debit was paid to, recorded with it.
  const donation = await trx<DonationsRow>('donations')
    .where({ id: donationId })
    .first('subscription_id', 'user_id', 'succeeded_at', 'assoc_id');
  if (donation?.subscription_id && donation.user_id && donation.succeeded_at) {
    const year = Number(parisDayOf(new Date(donation.succeeded_at)).slice(0, 4));
    cancelled += await trx<TaxReceiptsRow>('tax_receipts')
      .where({ kind: 'ANNUAL', user_id: donation.user_id, assoc_id: donation.assoc_id, year })
      .whereNull('cancelled_at')
      .update({ cancelled_at: now, cancel_reason: reason });
  }
  return cancelled;
}
