/**
 * The manager area's jobs: the pot closings (recurring) and their organiser e-mail (retried), the
 * scheduled payouts (recurring, monthly), the retention job (recurring, daily), the provider
 * accounts of newly created charities, and the refunds of late successes on deactivated pots (one
 * donation, queued by the pay-in hook; and a recurring sweep).
 */
import type { AppDeps } from '../app-deps';
import type { JobDefinition } from '../jobs/jobs';
import { ensureCharityWallets } from '../payments';
import { runScheduledPayouts, SCHEDULED_PAYOUTS_CRON, SCHEDULED_PAYOUTS_JOB } from '../payouts';
import { RETENTION_CRON, RETENTION_JOB, runRetention } from '../retention';
import { CHARITY_WALLETS_JOB } from './charities.service';
import { LATE_REFUND_JOB, LATE_REFUNDS_CRON, LATE_REFUNDS_SWEEP_JOB, refundLateSuccesses } from './late-refunds';
import {
  type ClosedAccountRecipient,
  POT_CLOSED_MAIL_JOB,
  POT_CLOSINGS_CRON,
  POT_CLOSINGS_JOB,
  runPotClosings,
  sendPotClosedMail,
} from '../pots';

type Empty = Record<string, never>;

export function managerJobs(deps: AppDeps): JobDefinition<never>[] {
  const closings: JobDefinition<Empty> = {
    name: POT_CLOSINGS_JOB,
    retryLimit: 2,
    retryDelaySeconds: 120,
    cron: POT_CLOSINGS_CRON,
    run: async () => deps.logger.info(await runPotClosings(deps), 'pot closings'),
  };
  const closedMail: JobDefinition<{ potId: number; recipient?: ClosedAccountRecipient }> = {
    name: POT_CLOSED_MAIL_JOB,
    retryLimit: 5,
    retryDelaySeconds: 60,
    run: (data) => sendPotClosedMail(deps, data.potId, data.recipient),
  };
  const payouts: JobDefinition<Empty> = {
    name: SCHEDULED_PAYOUTS_JOB,
    retryLimit: 1,
    retryDelaySeconds: 1800,
    cron: SCHEDULED_PAYOUTS_CRON,
    run: async () => deps.logger.info(await runScheduledPayouts(deps), 'scheduled payouts'),
  };
  const retention: JobDefinition<Empty> = {
    name: RETENTION_JOB,
    retryLimit: 2,
    retryDelaySeconds: 600,
    cron: RETENTION_CRON,
    run: async () => deps.logger.info(await runRetention(deps), 'retention'),
  };
  const wallets: JobDefinition<Empty> = {
    name: CHARITY_WALLETS_JOB,
    retryLimit: 5,
    retryDelaySeconds: 60,
    run: async () => deps.logger.info(await ensureCharityWallets(deps.db.knex, deps.payments), 'charity wallets'),
  };
  const lateRefund: JobDefinition<{ donationId: number }> = {
    name: LATE_REFUND_JOB,
    retryLimit: 5,
    retryDelaySeconds: 60,
    run: async (data) => deps.logger.info(await refundLateSuccesses(deps, Number(data.donationId)), 'late refund'),
  };
  const lateRefunds: JobDefinition<Empty> = {
    name: LATE_REFUNDS_SWEEP_JOB,
    retryLimit: 1,
    retryDelaySeconds: 120,
    cron: LATE_REFUNDS_CRON,
    run: async () => deps.logger.info(await refundLateSuccesses(deps), 'late refunds sweep'),
  };
  return [closings, closedMail, payouts, retention, wallets, lateRefund, lateRefunds] as JobDefinition<never>[];
}
