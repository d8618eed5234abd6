/** Every job definition of the product; the runner (pg-boss or inline) is started with this list. */
import type { AppDeps } from '../app-deps';
import { accountsJobs } from '../accounts/accounts.jobs';
import { potsJobs } from '../pots/pots.jobs';
import { throttlePurgeJob } from '../http/throttle.jobs';
import { idempotencyPurgeJob } from '../http/idempotency.jobs';
import { paymentsJobs } from '../payments/payments.jobs';
import { managerJobs } from '../manager/manager.jobs';
import { reconciliationJobs } from '../manager/reconciliation/reconciliation.jobs';
import type { JobDefinition } from './jobs';
import { registerProviderHooks } from '../provider-hooks';
import { registerClosureSteps } from '../account-closure-steps';

export function jobDefinitions(deps: AppDeps): JobDefinition<never>[] {
  registerProviderHooks();
  registerClosureSteps();
  return [
    ...accountsJobs(deps),
    ...potsJobs(deps),
    throttlePurgeJob(deps),
    idempotencyPurgeJob(deps),
    ...paymentsJobs(deps),
    ...managerJobs(deps),
    ...reconciliationJobs(deps),
  ];
}
