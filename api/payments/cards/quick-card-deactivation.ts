/**
 * A quick donor's card pays one donation (quick-card-tokens.ts); once that donation's pay-in is settled
 * (succeeded, failed, or refunded since), the card is deactivated at the provider so that it can pay
 * nothing more, whoever learns its id. The settlement queues a retried job per donation; a failure is
 * logged and never touches the settled donation, and an hourly sweep catches what a lost job left
 * (and the cards of quick donations made before the secret existed). A card another donation still
 * pays (CREATED, e.g. waiting for 3-D Secure) is left for a later sweep.
 */
import type { AppDeps } from '../../app-deps';
import type { DonationsRow, QuickCardTokensRow } from '../../db/tables.generated';
import type { JobDefinition } from '../../jobs/jobs';
import { PaymentProviderError } from '../errors';

export const QUICK_CARD_DEACTIVATION_JOB = 'payments.quick-card.deactivate';
export const QUICK_CARD_SWEEP_JOB = 'payments.quick-card.sweep';
export const QUICK_CARD_SWEEP_CRON = '23 * * * *';
const SWEEP_BATCH = 200;
const SETTLED = ['SUCCEEDED', 'FAILED', 'REFUNDED'];

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'logger'>;

/** Queues the deactivation of a settled quick donation's card; a queueing failure is logged (the sweep retries). */
export async function queueQuickCardDeactivation(deps: Pick<AppDeps, 'jobs' | 'logger'>, donationId: number): Promise<void> {
  await deps.jobs
    .send(QUICK_CARD_DEACTIVATION_JOB, { donationId })
    .catch((err: unknown) => deps.logger.error({ err, donationId }, 'quick card deactivation not queued'));
}

/** Asks the provider to turn the card off; a card already off, or unknown there, counts as done. */
async function turnOff(deps: Deps, cardId: string): Promise<void> {
  try {
    await deps.payments.deactivateCard(cardId);
  } catch (err) {
    if (!(err instanceof PaymentProviderError) || err.status === undefined || err.status >= 500) throw err;
    const card = await deps.payments.getCard(cardId).catch((readErr: unknown) => {
      if (readErr instanceof PaymentProviderError && readErr.status === 404) return undefined;
      throw readErr;
    });
    if (card && card.Active !== false) throw err;
  }
}

/** Deactivates the card of this settled quick donation, once; throws when the provider failed (retried). */
export async function deactivateQuickCard(deps: Deps, donationId: number): Promise<void> {
  const row = await deps.db
    .knex('quick_card_tokens as q')
    .join('donations as d', 'd.id', 'q.donation_id')
    .where('q.donation_id', donationId)
    .whereNull('q.card_deactivated_at')
    .whereNotNull('q.card_id')
    .whereIn('d.status', SETTLED)
    .first<Pick<QuickCardTokensRow, 'card_id'> | undefined>('q.card_id');
  if (!row) return;
  const cardId = String(row.card_id);
  const pending = await deps.db.knex<DonationsRow>('donations').where({ mangopay_card_id: cardId, status: 'CREATED' }).first('id');
  if (pending) return;
  await turnOff(deps, cardId);
  await deps.db
    .knex<QuickCardTokensRow>('quick_card_tokens')
    .where({ card_id: cardId })
    .whereNull('card_deactivated_at')
    .update({ card_deactivated_at: deps.clock.now() });
  deps.logger.info({ donationId, cardId }, 'quick donor card deactivated');
}

/** The sweep: every settled quick donation whose card is still on (oldest first, a batch per run). */
export async function deactivateSettledQuickCards(deps: Deps): Promise<{ looked: number; failed: number }> {
  const rows = await deps.db
    .knex('quick_card_tokens as q')
    .join('donations as d', 'd.id', 'q.donation_id')
    .whereNull('q.card_deactivated_at')
    .whereNotNull('q.card_id')
    .whereIn('d.status', SETTLED)
    .orderBy('q.id')
    .limit(SWEEP_BATCH)
    .select<Array<Pick<QuickCardTokensRow, 'donation_id'>>>('q.donation_id');
  let failed = 0;
  for (const { donation_id: donationId } of rows) {
    try {
      await deactivateQuickCard(deps, Number(donationId));
    } catch (err) {
      failed++;
      deps.logger.warn({ err, donationId }, 'quick donor card not deactivated; tried again next run');
    }
  }
  return { looked: rows.length, failed };
}

export function quickCardJobs(deps: Deps): JobDefinition<never>[] {
  const one: JobDefinition<{ donationId: number }> = {
    name: QUICK_CARD_DEACTIVATION_JOB,
    retryLimit: 5,
    retryDelaySeconds: 60,
    run: async ({ donationId }) => {
      try {
        await deactivateQuickCard(deps, donationId);
      } catch (err) {
        deps.logger.warn({ err, donationId }, 'quick donor card not deactivated; retried');
        throw err;
      }
    },
  };
  const sweep: JobDefinition<Record<string, never>> = {
    name: QUICK_CARD_SWEEP_JOB,
    retryLimit: 0,
    retryDelaySeconds: 60,
    cron: QUICK_CARD_SWEEP_CRON,
    run: async () => {
      await deactivateSettledQuickCards(deps);
    },
  };
  return [one, sweep] as JobDefinition<never>[];
}
