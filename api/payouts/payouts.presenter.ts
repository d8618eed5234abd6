import type { Payout } from '../../domain/manager-types';
import type { PayoutsRow } from '../db/tables.generated';
import { payoutFailureReason } from '../payments';

/** A payout row, with its charity's name and masked IBAN in the manager's lists. */
export type PayoutListRow = PayoutsRow & { charity_name?: string; iban_masked?: string };

/** A payout as the manager API answers it (money in cents; `bank_wire_ref` is on the charity's statement). */
export const presentPayout = (r: PayoutListRow): Payout => ({
  id: Number(r.id),
  assoc_id: Number(r.assoc_id),
  ...(r.charity_name !== undefined ? { charity_name: r.charity_name } : {}),
  amount: Number(r.amount),
  status: r.status as Payout['status'],
  mangopay_payout_id: r.mangopay_payout_id,
  bank_wire_ref: r.bank_wire_ref,
  ...(r.iban_masked !== undefined ? { iban_masked: r.iban_masked } : {}),
  result_code: r.result_code,
  result_message: r.result_message,
  failure_reason: payoutFailureReason(r.status, r.result_code),
  requested_by_id: r.requested_by_id === null ? null : Number(r.requested_by_id),
  executed_at: r.executed_at ? new Date(r.executed_at).toISOString() : null,
  created_at: new Date(r.created_at).toISOString(),
});
