/** The money reconciliation's jobs: the daily check (not retried: tomorrow's run checks again) and its e-mail (retried). */
import type { AppDeps } from '../../app-deps';
import type { JobDefinition } from '../../jobs/jobs';
import {
  MONEY_FINDINGS_MAIL_JOB,
  MONEY_RECONCILIATION_CRON,
  MONEY_RECONCILIATION_JOB,
  runMoneyReconciliation,
  sendMoneyFindingsMail,
} from './money-reconciliation';

export function reconciliationJobs(deps: AppDeps): JobDefinition<never>[] {
  const check: JobDefinition<Record<string, never>> = {
    name: MONEY_RECONCILIATION_JOB,
    retryLimit: 0,
    retryDelaySeconds: 600,
    cron: MONEY_RECONCILIATION_CRON,
    run: async () => deps.logger.info(await runMoneyReconciliation(deps), 'money reconciliation'),
  };
  const mail: JobDefinition<{ runAt: string }> = {
    name: MONEY_FINDINGS_MAIL_JOB,
    retryLimit: 5,
    retryDelaySeconds: 120,
    run: (data) => sendMoneyFindingsMail(deps, String(data.runAt)),
  };
  return [check, mail] as JobDefinition<never>[];
}
