/**
 * A difference found by the daily money reconciliation, as `GET /manager/money_findings` answers it:
 * the API writes it (api/manager/reconciliation/) and the manager page reads it (pwa/features/manager/).
 */
export interface MoneyFinding {
  id: number;
  run_at: string;
  kind: 'wallet_balance' | 'pot_totals';
  field: 'wallet_balance' | 'donations_total_amount' | 'donations_count' | 'donators_count';
  charity_id: number | null;
  charity_name: string | null;
  pot_id: number | null;
  pot_name: string | null;
  /** Cents for amounts, a number for counters: what our records give. */
  expected: number;
  /** What the provider's wallet or the pot's stored counter says. */
  actual: number;
}
