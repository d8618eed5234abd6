/**
 * The payout schedule (a recurring job): on the 1st of each month, every active charity with a bank
 * account and a positive escrow balance is paid out, as if a manager had asked (actor: none). A charity
 * whose payout cannot be made (no balance, provider refusal) is skipped and logged; the others go on.
 */
import type { AppDeps } from '../app-deps';
import { HttpError } from '../http/errors';
import { payoutCharityBalance } from './payouts.service';

export const SCHEDULED_PAYOUTS_JOB = 'payouts.scheduled';
/** 06:00 UTC on the 1st of each month. */
export const SCHEDULED_PAYOUTS_CRON = '0 6 1 * *';

export async function runScheduledPayouts(deps: AppDeps): Promise<{ paid: number; skipped: number }> {
  const charities = await deps.db
    .knex('assocs as a')
    .join('charity_bank_accounts as b', function () {
      this.on('b.assoc_id', '=', 'a.id').andOn('b.active', '=', deps.db.knex.raw('true'));
    })
    .where('a.active', true)
    .whereNotNull('a.mangopay_wallet_id')
    .orderBy('a.id')
    .pluck('a.id');
  const report = { paid: 0, skipped: 0 };
  for (const id of charities.map(Number)) {
    try {
      const payout = await payoutCharityBalance(deps, id, null);
      if (payout.status === 'FAILED') report.skipped++;
      else report.paid++;
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      report.skipped++;
      deps.logger.info({ assocId: id, reason: err.errors[0]?.code }, 'scheduled payout skipped');
    }
  }
  return report;
}
