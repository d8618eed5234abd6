/**
 * The ledger checks, read from the database and from the sandbox's own records:
 * - every pot's stored totals equal those computed from its succeeded donations;
 * - no pay-in is recorded on two donations, and the sandbox's pay-ins and our donations match one to
 *   one (a pay-in nobody recorded would be money charged twice or lost);
 * - a donation, once settled, never changes (status history);
 * - money counted is money received: once everything is delivered (hooks, then reconciliation), every
 *   donation's status equals its pay-in's, re-read through the gateway, and the wallet balance equals the
 *   sum of the succeeded gifts (step-checks.ts checks the same on each step's donations while hooks are
 *   still on their way).
 */
import { expect } from 'vitest';
import type { TestContext } from '../app';

export interface DonationState {
  id: number;
  pot_id: number;
  status: string;
  amount: number;
  mangopay_payin_id: string | null;
  payment_method: string;
}

type SandboxPayin = {
  Id: string;
  Status: string;
  PaymentType: string;
  CreditedWalletId: string;
  CreditedFunds: { Amount: number };
  Tag?: string | null;
};

export const sandboxPayins = (t: TestContext) => (t.sandbox?.records('payins') ?? []) as unknown as SandboxPayin[];

export function walletBalance(t: TestContext, walletId: string): number {
  const wallet = (t.sandbox?.records('wallets') ?? []).find((w) => w.Id === walletId) as { Balance: { Amount: number } } | undefined;
  return wallet?.Balance.Amount ?? 0;
}

/**
 * Stored pot totals against the donations, every pot at once, computed here independently of
 * computePotTotals: the gifts (tip excluded) and the number of succeeded donations, and their distinct
 * donors (accounts by id, quick donors by e-mail whatever its case).
 */
export async function expectPotTotalsExact(t: TestContext): Promise<void> {
  const { rows } = await t.db.knex.raw(`
    SELECT p.id, p.donations_total_amount::bigint AS stored_total, p.donations_count::bigint AS stored_count, p.donators_count::bigint AS stored_donors,
      COALESCE(SUM(d.amount) FILTER (WHERE d.status = 'SUCCEEDED'), 0)::bigint AS total,
      COUNT(d.id) FILTER (WHERE d.status = 'SUCCEEDED')::bigint AS count,
      COUNT(DISTINCT CASE WHEN d.status = 'SUCCEEDED' THEN COALESCE('u' || d.user_id::text, 'q' || lower(d.quick_email)) END)::bigint AS donors
    FROM pots p LEFT JOIN donations d ON d.pot_id = p.id
    GROUP BY p.id`);
  const wrong = (rows as Array<Record<string, string>>).filter(
    (r) => r.stored_total !== r.total || r.stored_count !== r.count || r.stored_donors !== r.donors,
  );
  expect(wrong, 'pots whose stored totals differ from their succeeded donations').toEqual([]);
}

/** One donation per pay-in, one pay-in per donation: the sandbox's records and ours, one to one. */
export async function expectPayinsOneToOne(t: TestContext, walletId: string, donations: DonationState[]): Promise<void> {
  const recorded = donations.filter((d) => d.mangopay_payin_id).map((d) => d.mangopay_payin_id as string);
  expect(new Set(recorded).size, 'a pay-in recorded on two donations').toBe(recorded.length);
  const ours = sandboxPayins(t)
    .filter((p) => p.CreditedWalletId === walletId)
    .map((p) => p.Id);
  expect([...ours].sort(), 'the sandbox pay-ins and the donations carrying them').toEqual([...recorded].sort());
}

/** A settled donation never moves again; `history` keeps each donation's last status. */
export function expectSettledStay(history: Map<number, string>, donations: DonationState[]): void {
  const moved: string[] = [];
  for (const d of donations) {
    const before = history.get(d.id);
    if (before && before !== 'CREATED' && before !== d.status) moved.push(`donation ${d.id}: ${before} -> ${d.status}`);
    history.set(d.id, d.status);
  }
  expect(moved, 'settled donations that moved').toEqual([]);
}

/**
 * Once delivered: each donation's status is its pay-in's, re-read through the gateway for the donations
 * in `reread` and from the sandbox's records for all the others (a donation without pay-in must have
 * failed); the wallet holds exactly the succeeded gifts.
 */
export async function expectSettledLikeProvider(
  t: TestContext,
  walletId: string,
  donations: DonationState[],
  reread: Set<number>,
): Promise<void> {
  const recorded = new Map(sandboxPayins(t).map((p) => [p.Id, p.Status]));
  const differ: string[] = [];
  for (const d of donations) {
    let provider: string | undefined = 'FAILED';
    if (d.mangopay_payin_id)
      provider = reread.has(d.id)
        ? String((await t.deps.payments.getPayIn(d.mangopay_payin_id)).Status)
        : recorded.get(d.mangopay_payin_id);
    if (d.status !== provider) differ.push(`donation ${d.id} (${d.payment_method}) ${d.status}, provider ${provider ?? 'no pay-in'}`);
  }
  expect(differ, "donations whose status is not the provider's").toEqual([]);
  const counted = donations.filter((d) => d.status === 'SUCCEEDED').reduce((sum, d) => sum + Number(d.amount), 0);
  expect(walletBalance(t, walletId), 'the wallet holds exactly the succeeded gifts').toBe(counted);
}
