/** The background jobs of the pots area. */
import type { AppDeps } from '../app-deps';
import type { JobDefinition } from '../jobs/jobs';
import { SHARE_INVITATIONS_JOB, sendShareInvitations, type ShareInvitationsJobData } from './share-delivery';

export function potsJobs(deps: AppDeps): JobDefinition<never>[] {
  const shareInvitations: JobDefinition<ShareInvitationsJobData> = {
    name: SHARE_INVITATIONS_JOB,
    retryLimit: 5,
    retryDelaySeconds: 60,
    run: (data) => sendShareInvitations(deps, data),
  };
  return [shareInvitations] as JobDefinition<never>[];
}
