/**
 * Brings a mandate up to date from the provider (after a MANDATE_* hook, the payer's return from the
 * confirmation page, or a read), then carries out what its new status means:
 * - usable (SUBMITTED or ACTIVE): the one-off donations waiting for it get their direct debit now
 *   (one debit each: direct-debit.ts), a subscription already due has the debits job queued at once, and
 *   the first time it becomes usable, the confirmation e-mail is queued;
 * - dead (FAILED or EXPIRED): its subscriptions end (MANDATE_REFUSED, no next debit) and the one-off
 *   donations still waiting for it fail.
 * The provider's state is the truth; running this twice changes nothing more.
 */
import type { AppDeps } from '../../app-deps';
import type { DonationsRow } from '../../db/tables.generated';
import { applyDonationStatus, endLiveSubscriptions } from '../../ledger';
import { createDebitPayin } from './direct-debit';
import {
  DEAD_MANDATE_STATUSES,
  findMandate,
  updateMandate,
  USABLE_MANDATE_STATUSES,
  type MandateStatus,
  type MandateWithAccount,
} from './mandates.queries';
import { MANDATE_CONFIRMATION_JOB } from './mandate-confirmation.mail';
import { queueDueDebits } from '../subscriptions/subscription-debits';

const KNOWN: readonly MandateStatus[] = ['CREATED', 'SUBMITTED', 'ACTIVE', 'FAILED', 'EXPIRED'];

/** One-off direct-debit donations recorded on this mandate and still without a pay-in. */
function waitingDonations(deps: Pick<AppDeps, 'db'>, providerMandateId: string) {
  return deps.db
    .knex<DonationsRow>('donations')
    .where({ mangopay_mandate_id: providerMandateId, status: 'CREATED', payment_method: 'DIRECT_DEBIT' })
    .whereNull('mangopay_payin_id')
    .whereNull('subscription_id')
    .orderBy('id')
    .pluck('id');
}

/** Re-reads the mandate at the provider and applies its status; undefined when it is not ours. */
export async function syncMandate(deps: AppDeps, providerMandateId: string): Promise<MandateWithAccount | undefined> {
  const { knex } = deps.db;
  const stored = await findMandate(knex, providerMandateId);
  if (!stored) return undefined;
  const remote = await deps.payments.getMandate(providerMandateId);
  const status = KNOWN.includes(remote.Status) ? remote.Status : stored.status;
  const becameUsable = USABLE_MANDATE_STATUSES.includes(status) && !USABLE_MANDATE_STATUSES.includes(stored.status);
  if (status !== stored.status || (remote.BankReference ?? null) !== stored.bank_reference) {
    await updateMandate(
      knex,
      stored.id,
      {
        status,
        bank_reference: remote.BankReference ?? stored.bank_reference,
        document_url: remote.DocumentURL ?? stored.document_url,
      },
      deps.clock.now(),
    );
  }
  await applyMandateStatus(deps, providerMandateId, stored.id, status);
  if (becameUsable)
    await deps.jobs
      .send(MANDATE_CONFIRMATION_JOB, { mandateId: stored.id })
      .catch((err: unknown) => deps.logger.error({ err, mandateId: stored.id }, 'mandate confirmation mail not queued'));
  return findMandate(knex, providerMandateId);
}

/** The consequences of a mandate's status on its subscriptions and waiting donations. */
export async function applyMandateStatus(
  deps: AppDeps,
  providerMandateId: string,
  mandateRowId: number,
  status: MandateStatus,
): Promise<void> {
  const { knex } = deps.db;
  if (USABLE_MANDATE_STATUSES.includes(status)) {
    for (const donationId of await waitingDonations(deps, providerMandateId)) await createDebitPayin(deps, donationId);
    await queueDueDebits(deps, mandateRowId);
    return;
  }
  if (!DEAD_MANDATE_STATUSES.includes(status)) return;
  const now = deps.clock.now();
  await endLiveSubscriptions(knex, { mandate_id: mandateRowId }, 'MANDATE_REFUSED', now);
  for (const donationId of await waitingDonations(deps, providerMandateId)) {
    await knex.transaction((trx) => applyDonationStatus(trx, donationId, 'FAILED', now));
  }
}

/** The provider's mandate events, each answered by re-reading the mandate (hook-handlers.ts). */
export const MANDATE_HOOK_HANDLERS: Readonly<Record<string, (deps: AppDeps, mandateId: string) => Promise<void>>> = Object.fromEntries(
  ['MANDATE_CREATED', 'MANDATE_SUBMITTED', 'MANDATE_ACTIVATED', 'MANDATE_FAILED', 'MANDATE_EXPIRED'].map((event) => [
    event,
    async (deps: AppDeps, mandateId: string) => {
      await syncMandate(deps, mandateId);
    },
  ]),
);
