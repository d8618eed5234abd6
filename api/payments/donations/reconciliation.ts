/**
 * Reconciliation (a recurring job, every 5 minutes): hooks and 3-D Secure returns are hints that may
 * never come, so every donation still CREATED RECONCILE_AFTER_MS after its creation is looked at again:
 * - with a pay-in id: the pay-in is re-read and applied (settlePayin);
 * - without one (the process stopped after the provider call and before recording it, or the call
 *   failed without an answer): the provider is asked what it answered to the donation's own
 *   Idempotency-Key. A pay-in found is attached and applied; a refusal fails the donation; no answer at
 *   all means the provider never created the pay-in, and the donation is FAILED (docs/decisions.md) —
 *   unless the donation is older than the provider's memory of keys (24 hours, e.g. the job runner was
 *   down): then it stays CREATED with result_code REVIEW for a person to check, never failed blindly.
 *   Bank side, with the same key (every pay-in's key is `providerKeyOf(donation)`): a bank wire is
 *   treated like a card; a direct debit (one-off or a month of a subscription) whose mandate still waits
 *   for its confirmation is left waiting, and one whose mandate is usable gets the pay-in found attached,
 *   or is failed on a 4xx refusal, or else has its pay-in made now (the daily job would make it too).
 * Each run takes the donations least recently looked at first (by updated_at, touched at each look),
 * at most BATCH of them, so pending bank wires waiting for days do not starve the others.
 */
import type { AppDeps } from '../../app-deps';
import type { MandatesRow } from '../../db/tables.generated';
import { applyDonationStatus, noteCreatedDonation } from '../../ledger';
import { applyPayin, attachPayin, providerKeyOf, settlePayin, type DonationRow } from './donation-ledger';
import { createDebitPayin } from '../mandates/direct-debit';
import { USABLE_MANDATE_STATUSES, type MandateStatus } from '../mandates/mandates.queries';
import { lookupByIdempotencyKey } from './provider-lookup';

export const RECONCILE_JOB = 'payments.reconcile';
export const RECONCILE_CRON = '*/5 * * * *';
/** A donation is left to its normal path (answer, 3-D Secure, hook) this long before being re-read. */
export const RECONCILE_AFTER_MS = 10 * 60 * 1000;
const BATCH = 200;
/** How long the provider remembers what it answered to an Idempotency-Key (Mangopay: 24 hours). */
export const PROVIDER_KEY_MEMORY_MS = 24 * 60 * 60 * 1000;
/** result_code of a donation reconciliation could not settle: a person checks it at the provider. */
export const REVIEW_CODE = 'REVIEW';

export interface ReconcileReport {
  looked: number;
  changed: number;
  failedWithoutPayin: number;
  errors: number;
}

type Outcome = 'changed' | 'failed' | 'unchanged';

async function failWithoutPayin(deps: AppDeps, donation: DonationRow, message: string): Promise<Outcome> {
  await deps.db.knex.transaction(async (trx) => {
    await noteCreatedDonation(trx, donation.id, { result_message: message.slice(0, 255) });
    await applyDonationStatus(trx, donation.id, 'FAILED', deps.clock.now());
  });
  return 'failed';
}

/** Whether the direct debit's mandate is usable (else the donation still waits for its confirmation). */
async function mandateUsable(deps: AppDeps, donation: DonationRow): Promise<boolean> {
  if (!donation.mangopay_mandate_id) return false;
  const mandate = await deps.db.knex<MandatesRow>('mandates').where({ mangopay_mandate_id: donation.mangopay_mandate_id }).first('status');
  return Boolean(mandate && USABLE_MANDATE_STATUSES.includes(mandate.status as MandateStatus));
}

async function reconcileWithoutPayin(deps: AppDeps, donation: DonationRow): Promise<Outcome> {
  const debit = donation.payment_method === 'DIRECT_DEBIT';
  if (debit && !(await mandateUsable(deps, donation))) return 'unchanged';
  const found = await lookupByIdempotencyKey(deps.payments, providerKeyOf(donation));
  if (found.kind === 'payin') {
    const wire =
      donation.payment_method === 'BANKWIRE' && 'WireReference' in found.payin ? { wire_reference: found.payin.WireReference } : {};
    await attachPayin(deps.db.knex, donation.id, String(found.payin.Id), wire);
    // The stored answer is the pay-in at its creation: its current state is read again.
    const result = await applyPayin(deps, donation.id, await deps.payments.getPayIn(String(found.payin.Id)));
    return result.changed ? 'changed' : 'unchanged';
  }
  if (debit) {
    // A refusal of the request itself (4xx) can never succeed; otherwise the debit is made now, with the
    // same provider key as every other attempt (direct-debit.ts).
    if (found.kind === 'refused' && found.statusCode >= 400 && found.statusCode < 500)
      return failWithoutPayin(deps, donation, found.message);
    const made = await createDebitPayin(deps, donation.id);
    return made?.changed ? 'changed' : 'unchanged';
  }
  if (found.kind === 'none' && deps.clock.now().getTime() - new Date(donation.created_at).getTime() > PROVIDER_KEY_MEMORY_MS) {
    // The provider keeps a key's answer 24 hours: past that, "no answer" no longer proves that no pay-in
    // was made, and failing the donation could hide a payment. It stays CREATED, flagged for a person.
    if (donation.result_code !== REVIEW_CODE) {
      await noteCreatedDonation(deps.db.knex, donation.id, {
        result_code: REVIEW_CODE,
        result_message: 'À vérifier chez le prestataire : réponse introuvable après 24 heures',
      });
      deps.logger.error({ donationId: donation.id }, 'donation left CREATED for manual review: the provider no longer remembers its key');
    }
    return 'unchanged';
  }
  return failWithoutPayin(deps, donation, found.kind === 'refused' ? found.message : 'Aucun paiement créé chez le prestataire');
}

/** One pass over the stale CREATED donations (see the module comment). */
export async function reconcileDonations(deps: AppDeps): Promise<ReconcileReport> {
  const now = deps.clock.now();
  const stale = await deps.db
    .knex<DonationRow>('donations')
    .where('status', 'CREATED')
    .where('created_at', '<', new Date(now.getTime() - RECONCILE_AFTER_MS))
    .orderBy([{ column: 'updated_at' }, { column: 'id' }])
    .limit(BATCH);
  const report: ReconcileReport = { looked: 0, changed: 0, failedWithoutPayin: 0, errors: 0 };
  for (const donation of stale) {
    report.looked++;
    try {
      await noteCreatedDonation(deps.db.knex, donation.id, { updated_at: now });
      if (donation.mangopay_payin_id) {
        const result = await settlePayin(deps, donation.mangopay_payin_id);
        if (result?.changed) report.changed++;
      } else {
        const outcome = await reconcileWithoutPayin(deps, donation);
        if (outcome === 'changed') report.changed++;
        if (outcome === 'failed') report.failedWithoutPayin++;
      }
    } catch (err) {
      report.errors++;
      deps.logger.warn({ err, donationId: donation.id }, 'reconciliation of a donation failed; tried again next run');
    }
  }
  if (report.looked > 0) deps.logger.info(report, 'donations reconciled');
  return report;
}
