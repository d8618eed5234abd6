/** A payout as the manager API answers it (money in cents; `bank_wire_ref` is on the charity's statement). */
export interface PayoutView {
  id: number;
  assoc_id: number;
  charity_name?: string;
  amount: number;
  status: 'PENDING' | 'CREATED' | 'SUCCEEDED' | 'FAILED';
  mangopay_payout_id: string | null;
  bank_wire_ref: string;
  iban_masked?: string;
  result_code: string | null;
  result_message: string | null;
  requested_by_id: number | null;
  executed_at: string | null;
  created_at: string;
}

export const presentPayout = (r: Record<string, any>): PayoutView => ({
  id: Number(r.id),
  assoc_id: Number(r.assoc_id),
  ...(r.charity_name !== undefined ? { charity_name: r.charity_name } : {}),
  amount: Number(r.amount),
  status: r.status,
  mangopay_payout_id: r.mangopay_payout_id,
  bank_wire_ref: r.bank_wire_ref,
  ...(r.iban_masked !== undefined ? { iban_masked: r.iban_masked } : {}),
  result_code: r.result_code,
  result_message: r.result_message,
  requested_by_id: r.requested_by_id === null ? null : Number(r.requested_by_id),
  executed_at: r.executed_at ? new Date(r.executed_at).toISOString() : null,
  created_at: new Date(r.created_at).toISOString(),
});
