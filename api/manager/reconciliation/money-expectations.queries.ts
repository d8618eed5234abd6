/**
 * What our records say the money should be, for the daily reconciliation (money-reconciliation.ts).
 *
 * A charity's provider wallet receives the gift (`amount`) of each paid donation (the tip is the pay-in's
 * Fees, for the platform) and gives money out through refunds, payouts and disputes:
 *   gifts of donations paid (SUCCEEDED, or REFUNDED since: the gift came in before it went out)
 *   - refunds SUCCEEDED (the gift; the tip is given back from the fees)
 *   - gifts taken by a dispute (the repudiation): open, or closed LOST (a won one gives it back;
 *     a RETRIEVAL takes nothing)
 *   - payouts the provider accepted (CREATED or SUCCEEDED: it debits the wallet when it accepts).
 */
import type { Knex } from 'knex';

export interface WalletExpectation {
  assocId: number;
  walletId: string;
  /** Cents. */
  expected: number;
}

export interface PotTotalsMismatch {
  potId: number;
  field: 'donations_total_amount' | 'donations_count' | 'donators_count';
  expected: number;
  actual: number;
}

/**
 * The one place that says which charity a donation's money went to: the charity the donation recorded
 * when it was made (its pot's charity may be another one since, when nothing was paid to the first).
 */
const DONATION_CHARITY = `SELECT d.id, d.amount, d.status, d.assoc_id FROM donations d`;

/** Every charity with a provider wallet and the balance our records give it. */
export async function expectedWalletBalances(knex: Knex): Promise<WalletExpectation[]> {
  const result = await knex.raw<{ rows: Array<Record<string, unknown>> }>(`
    WITH gift AS (${DONATION_CHARITY}),
    paid AS (SELECT assoc_id, SUM(amount) AS cents FROM gift WHERE status IN ('SUCCEEDED', 'REFUNDED') GROUP BY assoc_id),
    refunded AS (
      SELECT g.assoc_id, SUM(r.amount) AS cents FROM refunds r JOIN gift g ON g.id = r.donation_id
      WHERE r.status = 'SUCCEEDED' GROUP BY g.assoc_id),
    disputed AS (
      SELECT g.assoc_id, SUM(g.amount) AS cents FROM disputes s JOIN gift g ON g.id = s.donation_id
      WHERE s.dispute_type <> 'RETRIEVAL' AND (s.status <> 'CLOSED' OR s.result_code = 'LOST') GROUP BY g.assoc_id),
    paid_out AS (SELECT assoc_id, SUM(amount) AS cents FROM payouts WHERE status IN ('CREATED', 'SUCCEEDED') GROUP BY assoc_id)
    SELECT a.id AS assoc_id, a.mangopay_wallet_id AS wallet_id,
      COALESCE(paid.cents, 0) - COALESCE(refunded.cents, 0) - COALESCE(disputed.cents, 0) - COALESCE(paid_out.cents, 0) AS expected
    FROM assocs a
    LEFT JOIN paid ON paid.assoc_id = a.id
    LEFT JOIN refunded ON refunded.assoc_id = a.id
    LEFT JOIN disputed ON disputed.assoc_id = a.id
    LEFT JOIN paid_out ON paid_out.assoc_id = a.id
    WHERE a.mangopay_wallet_id IS NOT NULL
    ORDER BY a.id`);
  return result.rows.map((r) => ({
    assocId: Number(r.assoc_id),
    walletId: String(r.wallet_id),
    expected: Number(r.expected),
  }));
}

/** Each stored pot counter that differs from what its SUCCEEDED donations give (computePotTotals' rules). */
export async function potTotalsMismatches(knex: Knex): Promise<PotTotalsMismatch[]> {
  const result = await knex.raw<{ rows: Array<Record<string, unknown>> }>(`
    WITH computed AS (
      SELECT p.id AS pot_id, p.donations_total_amount, p.donations_count, p.donators_count,
        COALESCE(SUM(d.amount), 0) AS total, COUNT(d.id) AS n,
        COUNT(DISTINCT COALESCE('u' || d.user_id::text, 'q' || lower(d.quick_email))) AS donors
      FROM pots p LEFT JOIN donations d ON d.pot_id = p.id AND d.status = 'SUCCEEDED'
      GROUP BY p.id)
    SELECT pot_id, 'donations_total_amount' AS field, total AS expected, donations_total_amount AS actual FROM computed WHERE total <> donations_total_amount
    UNION ALL SELECT pot_id, 'donations_count', n, donations_count FROM computed WHERE n <> donations_count
    UNION ALL SELECT pot_id, 'donators_count', donors, donators_count FROM computed WHERE donors <> donators_count
    ORDER BY 1, 2`);
  return result.rows.map((r) => ({
    potId: Number(r.pot_id),
    field: r.field as PotTotalsMismatch['field'],
    expected: Number(r.expected),
    actual: Number(r.actual),
  }));
}
