/** The background jobs of the accounts area. */
import type { AppDeps } from '../app-deps';
import type { JobDefinition } from '../jobs/jobs';
import { EMAIL_CHANGE_JOB, sendEmailChangeLink } from './email-change.service';
import { CREDENTIALS_NOTICE_JOB, sendCredentialsNotice, type CredentialsNotice } from './email-revert.service';
import { RESET_EMAIL_JOB, sendPasswordResetEmail } from './password-reset.service';

export function accountsJobs(deps: AppDeps): JobDefinition<never>[] {
  const reset: JobDefinition<{ userId: number }> = {
    name: RESET_EMAIL_JOB,
    retryLimit: 5,
    retryDelaySeconds: 30,
    run: (data) => sendPasswordResetEmail(deps, data),
  };
  const credentialsNotice: JobDefinition<CredentialsNotice> = {
    name: CREDENTIALS_NOTICE_JOB,
    retryLimit: 5,
    retryDelaySeconds: 30,
    run: (data) => sendCredentialsNotice(deps, data),
  };
  const emailChangeLink: JobDefinition<{ changeId: number }> = {
    name: EMAIL_CHANGE_JOB,
    retryLimit: 5,
    retryDelaySeconds: 30,
    run: (data) => sendEmailChangeLink(deps, data),
  };
  return [reset, credentialsNotice, emailChangeLink] as JobDefinition<never>[];
}
