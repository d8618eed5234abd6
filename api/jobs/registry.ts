/** Every job definition of the product; the runner (pg-boss or inline) is started with this list. */
import type { AppDeps } from '../app-deps';
import { accountsJobs } from '../accounts/accounts.jobs';
import type { JobDefinition } from './jobs';

export function jobDefinitions(deps: AppDeps): JobDefinition<never>[] {
  return [...accountsJobs(deps)];
}
