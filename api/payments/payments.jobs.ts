/** The background jobs of the payments core: provider hooks, reconciliation, donation e-mails, quick cards. */
import type { AppDeps } from '../app-deps';
import type { JobDefinition } from '../jobs/jobs';
import { donationMailJobs } from './donations/donation-mails.jobs';
import { reconcileDonations, RECONCILE_CRON, RECONCILE_JOB } from './donations/reconciliation';
import { HOOK_JOB, runHook, type HookJobData } from './hooks/hooks.routes';
import { bankSideJobs } from './bank-side.jobs';
import { quickCardJobs } from './cards/quick-card-deactivation';

export function paymentsJobs(deps: AppDeps): JobDefinition<never>[] {
  const hook: JobDefinition<HookJobData> = {
    name: HOOK_JOB,
    retryLimit: 6,
    retryDelaySeconds: 30,
    run: (data) => runHook(deps, data),
  };
  const reconcile: JobDefinition<Record<string, never>> = {
    name: RECONCILE_JOB,
    retryLimit: 0,
    retryDelaySeconds: 60,
    cron: RECONCILE_CRON,
    run: async () => {
      await reconcileDonations(deps);
    },
  };
  return [hook, reconcile, ...donationMailJobs(deps), ...quickCardJobs(deps), ...bankSideJobs(deps)] as JobDefinition<never>[];
}
