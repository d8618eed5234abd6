/**
 * Late successes on deactivated pots: a payment still pending when a manager deactivated its pot (3-D
 * Secure card, bank wire, direct debit) may succeed afterwards; it is then refunded automatically, once.
 * Two ways in, the same effect: the pay-in hook queues `LATE_REFUND_JOB` for its donation right after
 * settling it (hook-handlers.ts), and a recurring sweep (`LATE_REFUNDS_SWEEP_JOB`, every 10 minutes)
 * catches every other path (the 3-D Secure return, reconciliation, bank-side syncs) and refunds left
 * PENDING by a crash or an outage. Each goes through refundDonation: one live refund per donation (unique
 * index), the provider's key derived from that refund, so a retry, a replayed hook or the sweep running
 * beside the job never refunds twice; the donation becomes REFUNDED and its receipts are cancelled when
 * the provider's refund succeeds, as for a manager's refund.
 * Left to a manager: a donation whose refund the provider refused (FAILED, e.g. the wallet already paid
 * out) and a disputed donation (no refund during a dispute); both show in the manager area.
 */
import type { AppDeps } from '../app-deps';
import type { DonationsRow } from '../db/tables.generated';
import { HttpError } from '../http/errors';
import { refundDonation } from './refunds.service';

export const LATE_REFUND_JOB = 'manager.late-refund';
export const LATE_REFUNDS_SWEEP_JOB = 'manager.late-refunds';
export const LATE_REFUNDS_CRON = '*/10 * * * *';
export const LATE_REFUND_REASON = 'Don arrivé après la désactivation de la cagnotte'; // invented

/** Donations of deactivated pots still to refund (optionally one donation). */
function dueQuery(deps: Pick<AppDeps, 'db'>, donationId?: number) {
  const knex = deps.db.knex;
  const query = knex('donations as d')
    .join('pots as p', 'p.id', 'd.pot_id')
    .whereNotNull('p.deactivated_at')
    .where('p.is_active', false)
    .where('d.status', 'SUCCEEDED')
    .whereNotNull('d.mangopay_payin_id')
    .whereNotExists(knex('refunds as r').whereRaw('r.donation_id = d.id').whereNot('r.status', 'PENDING'))
    .whereNotExists(knex('disputes as x').whereRaw('x.donation_id = d.id'))
    .orderBy('d.id')
    .limit(500);
  if (donationId !== undefined) query.where('d.id', donationId);
  return query.pluck<DonationsRow['id'][]>('d.id');
}

export interface LateRefundReport {
  refunded: number;
  pending: number;
  failed: number;
}

/** Refunds what is due now (see the module comment). */
export async function refundLateSuccesses(deps: AppDeps, donationId?: number): Promise<LateRefundReport> {
  const report: LateRefundReport = { refunded: 0, pending: 0, failed: 0 };
  for (const id of (await dueQuery(deps, donationId)).map(Number)) {
    try {
      const refund = await refundDonation(deps, id, { actorId: null, reason: LATE_REFUND_REASON });
      if (refund.status === 'SUCCEEDED') report.refunded++;
      else if (refund.status === 'FAILED') report.failed++;
      else report.pending++;
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      report.pending++; // the provider did not answer: the next sweep sends it again with the same key
      deps.logger.warn({ donationId: id, reason: err.errors[0]?.code }, 'late refund not sent yet');
    }
  }
  return report;
}

/** Queues the refund of a donation that just succeeded on a deactivated pot (the hook path). */
export async function queueLateRefundIfDeactivated(deps: AppDeps, donationId: number): Promise<void> {
  const due = await dueQuery(deps, donationId);
  if (due.length > 0) await deps.jobs.send(LATE_REFUND_JOB, { donationId });
}
