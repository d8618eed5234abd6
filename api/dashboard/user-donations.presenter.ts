/**
 * A donation as `GET /user/donations` answers it (domain/dashboard-types.ts). `cerfa_pdf` follows the
 * receipt cell's rule (domain/dashboard.ts): the donation's receipt when the charity's receipts are
 * GENERATED and the payment succeeded with a date; for a monthly debit, the annual receipt of its year
 * once that year is over; else null.
 */
import { annualReceiptPath, receiptCell } from '../../domain/dashboard';
import type { DashboardDonation } from '../../domain/dashboard-types';
import { isPotClosed } from '../../domain/pot-status';
import { API_PREFIX } from '../http/api-prefix';
import type { UserDonationRow } from './user-donations.queries';

/** The receipt's download path of a donation. */
export const cerfaPath = (donationId: number): string => `${API_PREFIX}/user/donations/${donationId}/cerfa`;

export function presentUserDonation(row: UserDonationRow, now: Date): DashboardDonation {
  const closingIso = new Date(row.pot_closing_date).toISOString();
  const closed = isPotClosed(closingIso, row.pot_closed_at !== null, now);
  const successDate = row.succeeded_at ? new Date(row.succeeded_at).toISOString() : null;
  const donation: DashboardDonation = {
    id: Number(row.id),
    pot_id: Number(row.pot_id),
    pot_name: row.pot_name,
    pot_is_active: row.pot_is_active && !closed,
    pot_closing_date: closingIso,
    pot_is_closed: closed,
    assoc_id: Number(row.assoc_id),
    assoc_name: row.assoc_name,
    assoc_cerfa_type: row.assoc_cerfa_type,
    amount: Number(row.amount),
    gift_entraide: Number(row.gift_entraide),
    payment_status: row.status,
    payment_method: row.payment_method,
    subscription_id: row.subscription_id === null ? null : Number(row.subscription_id),
    donated_at: new Date(row.created_at).toISOString(),
    payment_success_date: successDate,
    donated_by_id: Number(row.user_id),
    cerfa_pdf: null,
  };
  const cell = receiptCell(donation, now);
  const cerfa =
    cell.kind === 'pdf'
      ? cerfaPath(donation.id)
      : cell.kind === 'annual'
        ? `${API_PREFIX}${annualReceiptPath(donation.assoc_id, cell.year)}`
        : null;
  return { ...donation, cerfa_pdf: cerfa };
}
