/** The bank side's jobs: the daily monthly debits and the mandate cancellations of closed accounts (recurring), and the bank-transfer, mandate and skipped-debit e-mails (retried). */
import type { AppDeps } from '../app-deps';
import type { JobDefinition } from '../jobs/jobs';
import { BANKWIRE_INSTRUCTIONS_JOB, sendBankWireInstructions } from './bankwire/bankwire-instructions.mail';
import { MANDATE_CONFIRMATION_JOB, sendMandateConfirmation } from './mandates/mandate-confirmation.mail';
import { cancelRequestedMandates, MANDATE_CANCELLATIONS_CRON, MANDATE_CANCELLATIONS_JOB } from './mandates/mandate-cancellation';
import { sendSkippedDebitMail, SKIPPED_DEBIT_MAIL_JOB } from './subscriptions/debit-threshold';
import { MONTHLY_DEBITS_CRON, MONTHLY_DEBITS_JOB, runDueDebits } from './subscriptions/subscription-debits';

export function bankSideJobs(deps: AppDeps): JobDefinition<never>[] {
  const debits: JobDefinition<Record<string, never>> = {
    name: MONTHLY_DEBITS_JOB,
    retryLimit: 2,
    retryDelaySeconds: 600,
    cron: MONTHLY_DEBITS_CRON,
    run: async () => {
      const report = await runDueDebits(deps);
      deps.logger.info(report, 'monthly debits');
    },
  };
  const wire: JobDefinition<{ donationId: number }> = {
    name: BANKWIRE_INSTRUCTIONS_JOB,
    retryLimit: 5,
    retryDelaySeconds: 60,
    run: (data) => sendBankWireInstructions(deps, data.donationId),
  };
  const mandate: JobDefinition<{ mandateId: number }> = {
    name: MANDATE_CONFIRMATION_JOB,
    retryLimit: 5,
    retryDelaySeconds: 60,
    run: (data) => sendMandateConfirmation(deps, data.mandateId),
  };
  const cancellations: JobDefinition<Record<string, never>> = {
    name: MANDATE_CANCELLATIONS_JOB,
    retryLimit: 1,
    retryDelaySeconds: 600,
    cron: MANDATE_CANCELLATIONS_CRON,
    run: async () => {
      deps.logger.info(await cancelRequestedMandates(deps), 'mandate cancellations');
    },
  };
  const skippedDebit: JobDefinition<{ subscriptionId: number; period: string }> = {
    name: SKIPPED_DEBIT_MAIL_JOB,
    retryLimit: 5,
    retryDelaySeconds: 60,
    run: (data) => sendSkippedDebitMail(deps, data.subscriptionId, data.period),
  };
  return [debits, wire, mandate, cancellations, skippedDebit] as JobDefinition<never>[];
}
