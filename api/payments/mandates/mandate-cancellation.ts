/**
 * Cancelling mandates at the provider when their owner's account is closed. Closing marks each usable
 * mandate (SUBMITTED, ACTIVE) `cancellation_requested_at` in its own transaction; the provider is then
 * asked to cancel it (`cancelRequestedMandates`), outside any transaction. The marker is cleared once the
 * provider's answer is recorded: its status (FAILED once cancelled), or, when it refuses because the
 * mandate is no longer cancellable, the status re-read from it. A cancel that fails (provider down,
 * timeout) keeps the marker and the recurring job asks again; meanwhile no debit is made, since the
 * debits job never takes a closed account's subscriptions or pending debits.
 */
import type { Knex } from 'knex';
import type { AppDeps } from '../../app-deps';
import type { MandatesRow } from '../../db/tables.generated';
import { PaymentProviderError } from '../errors';
import { USABLE_MANDATE_STATUSES, type MandateStatus } from './mandates.queries';

export const MANDATE_CANCELLATIONS_JOB = 'payments.mandate-cancellations';
/** Every hour, at minute 20 (UTC). */
export const MANDATE_CANCELLATIONS_CRON = '20 * * * *';
const BATCH = 100;

export interface MandateCancellationsReport {
  cancelled: number;
  failed: number;
}

/** Marks the user's usable mandates for cancellation, in the caller's transaction; their provider ids. */
export async function requestMandateCancellations(trx: Knex.Transaction, userId: number, now: Date): Promise<string[]> {
  const rows = await trx<MandatesRow>('mandates')
    .where({ user_id: userId })
    .whereIn('status', USABLE_MANDATE_STATUSES as MandateStatus[])
    .update({ cancellation_requested_at: now, updated_at: now })
    .returning('mangopay_mandate_id');
  return rows.map((r) => r.mangopay_mandate_id);
}

async function record(deps: Pick<AppDeps, 'db' | 'clock'>, providerMandateId: string, status: string): Promise<void> {
  await deps.db
    .knex<MandatesRow>('mandates')
    .where({ mangopay_mandate_id: providerMandateId })
    .update({ status, cancellation_requested_at: null, updated_at: deps.clock.now() });
}

/** Asks the provider to cancel one requested mandate; true when its answer is recorded. */
async function cancelOne(deps: Pick<AppDeps, 'db' | 'clock' | 'payments' | 'logger'>, providerMandateId: string): Promise<boolean> {
  try {
    const mandate = await deps.payments.cancelMandate(providerMandateId);
    await record(deps, providerMandateId, String(mandate.Status));
    return true;
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    if (err.type === 'mandate_cannot_be_cancelled') {
      // Already ended at the provider (or never confirmed): its own status is the truth.
      const mandate = await deps.payments.getMandate(providerMandateId).catch(() => undefined);
      if (mandate && !USABLE_MANDATE_STATUSES.includes(mandate.Status)) {
        await record(deps, providerMandateId, String(mandate.Status));
        return true;
      }
    }
    deps.logger.warn({ err, providerMandateId }, 'mandate not cancelled at the provider; asked again later');
    return false;
  }
}

/** Cancels the requested mandates (of one user, or all); see the module comment. */
export async function cancelRequestedMandates(
  deps: Pick<AppDeps, 'db' | 'clock' | 'payments' | 'logger'>,
  userId?: number,
): Promise<MandateCancellationsReport> {
  const pending: string[] = await deps.db
    .knex<MandatesRow>('mandates')
    .whereNotNull('cancellation_requested_at')
    .modify<MandatesRow, MandatesRow[]>((q) => (userId === undefined ? q : q.where({ user_id: userId })))
    .orderBy('cancellation_requested_at')
    .limit(BATCH)
    .pluck('mangopay_mandate_id');
  const report: MandateCancellationsReport = { cancelled: 0, failed: 0 };
  for (const id of pending) {
    if (await cancelOne(deps, id)) report.cancelled++;
    else report.failed++;
  }
  return report;
}
