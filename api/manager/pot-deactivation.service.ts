/**
 * Deactivating an abusive pot: it leaves the public site (is_active false: its page and donations answer
 * 404), its monthly subscriptions end (CLOSED), and every paid donation is refunded through the
 * provider (refunds.service.ts). Asking again resumes what an earlier attempt left undone (a refund
 * that failed or could not be sent): each refund is idempotent on its own.
 */
import type { DeactivationResult } from '../../domain/manager-types';
import type { AppDeps } from '../app-deps';
import type { DonationsRow, PotsRow } from '../db/tables.generated';
import { HttpError } from '../http/errors';
import { endLiveSubscriptions } from '../ledger';
import { recordAudit } from '../audit';
import { potNotFound } from '../http/back-office-errors';
import { refundDonation } from './refunds.service';

/** Statuses of a subscription that still debits (or will again). */
export async function deactivatePot(deps: AppDeps, potId: number, actorId: number, reason: string | null): Promise<DeactivationResult> {
  const knex = deps.db.knex;
  const now = deps.clock.now();
  const { deactivatedAt, closed } = await knex.transaction(async (trx) => {
    const pot = await trx<PotsRow>('pots')
      .where({ id: potId })
      .forUpdate()
      .first('id', 'is_active', 'deactivated_at', 'deactivation_reason');
    if (!pot) throw potNotFound();
    const at = pot.deactivated_at ? new Date(pot.deactivated_at) : now;
    if (pot.is_active || !pot.deactivated_at) {
      await trx<PotsRow>('pots')
        .where({ id: potId })
        .update({ is_active: false, deactivated_at: at, deactivation_reason: reason, updated_at: now });
    }
    const count = await endLiveSubscriptions(trx, { pot_id: potId }, 'CLOSED', now);
    await recordAudit(
      trx,
      {
        actorId,
        action: 'pot.deactivated',
        entityType: 'pot',
        entityId: potId,
        details: { reason, subscriptions_closed: count, already_inactive: !pot.is_active },
      },
      now,
    );
    return { deactivatedAt: at, closed: count };
  });
  const donations = await knex<DonationsRow>('donations').where({ pot_id: potId, status: 'SUCCEEDED' }).orderBy('id').pluck('id');
  const refunds: DeactivationResult['refunds'] = [];
  for (const id of donations.map(Number)) {
    try {
      refunds.push({
        donation_id: id,
        refund: await refundDonation(deps, id, { actorId, reason: reason ?? 'Cagnotte désactivée' }),
        error: null,
      });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      refunds.push({ donation_id: id, refund: null, error: err.errors[0]?.detail ?? null });
    }
  }
  const row = await knex<PotsRow>('pots').where({ id: potId }).first('deactivation_reason');
  if (!row) throw new Error(`pot ${potId} vanished after its deactivation`);
  return {
    pot_id: potId,
    is_active: false,
    deactivated_at: deactivatedAt.toISOString(),
    deactivation_reason: row.deactivation_reason,
    subscriptions_closed: closed,
    refunds,
  };
}
