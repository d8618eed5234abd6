/**
 * Applying the provider's payouts, re-read (a hook is only a hint): PENDING/CREATED move to the
 * provider's CREATED, SUCCEEDED or FAILED, under a row lock; a final status never changes again, so a
 * replayed PAYOUT_NORMAL_* hook changes nothing. No money moves here: the provider debited the wallet
 * when it accepted the payout.
 */
import type { AppDeps } from '../app-deps';
import type { PayoutsRow } from '../db/tables.generated';
import { recordPayoutOutcome } from '../ledger';
import { type Payout, providerResult } from '../payments';
import { recordAudit } from '../audit';

const FINAL = new Set(['SUCCEEDED', 'FAILED']);

/** True when the row changed. */
export async function applyProviderPayout(
  deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>,
  payoutId: number,
  payout: Payout,
): Promise<boolean> {
  const status = String(payout.Status);
  const next = status === 'SUCCEEDED' || status === 'FAILED' ? status : 'CREATED';
  const result = providerResult(payout);
  return deps.db.knex.transaction(async (trx) => {
    const row = await trx<PayoutsRow>('payouts').where({ id: payoutId }).forUpdate().first();
    if (!row || FINAL.has(row.status)) return false;
    if (row.mangopay_payout_id && row.mangopay_payout_id !== String(payout.Id)) {
      deps.logger.error({ payoutId, providerPayoutId: payout.Id }, 'provider payout does not belong to this payout');
      return false;
    }
    if (row.status === next && row.mangopay_payout_id) return false;
    const now = deps.clock.now();
    await recordPayoutOutcome(trx, payoutId, {
      status: next,
      mangopay_payout_id: String(payout.Id),
      ...result,
      executed_at: next === 'SUCCEEDED' ? now : null,
      updated_at: now,
    });
    if (FINAL.has(next)) {
      await recordAudit(
        trx,
        {
          actorId: null,
          action: `payout.${next.toLowerCase()}`,
          entityType: 'payout',
          entityId: payoutId,
          details: { mangopay_payout_id: String(payout.Id), result_code: result.result_code },
        },
        now,
      );
    }
    return true;
  });
}

/**
 * The PAYOUT_NORMAL_* hook handler: applies the re-read payout to its row. Only payouts we recorded are
 * read: the row exists before the provider is called and the caller stores the provider's id before
 * re-reading it, so an id we do not hold costs no provider call.
 */
export async function syncPayout(deps: AppDeps, providerPayoutId: string): Promise<void> {
  const row = await deps.db.knex<PayoutsRow>('payouts').where({ mangopay_payout_id: providerPayoutId }).first('id');
  if (!row) return;
  await applyProviderPayout(deps, Number(row.id), await deps.payments.getPayout(providerPayoutId));
}
