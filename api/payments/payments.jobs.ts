/** The background jobs of the payments core: provider hooks, reconciliation, donation e-mails, quick cards. */
import type { AppDeps } from '../app-deps';
import type { JobDefinition } from '../jobs/jobs';
import { donationMailJobs } from './donations/donation-mails.jobs';
import { reconcileDonations, RECONCILE_CRON, RECONCILE_JOB } from './donations/reconciliation';
import { hookJob } from './hooks/hooks.jobs';
import { bankSideJobs } from './bank-side.jobs';
import { quickCardJobs } from './cards/quick-card-deactivation';

export function paymentsJobs(deps: AppDeps): JobDefinition<never>[] {
  const reconcile: JobDefinition<Record<string, never>> = {
    name: RECONCILE_JOB,
    retryLimit: 0,
    retryDelaySeconds: 60,
    cron: RECONCILE_CRON,
    run: async () => {
      await reconcileDonations(deps);
    },
  };
  return [hookJob(deps), reconcile, ...donationMailJobs(deps), ...quickCardJobs(deps), ...bankSideJobs(deps)] as JobDefinition<never>[];
}
