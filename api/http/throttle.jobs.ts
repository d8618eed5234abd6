/** The daily purge of ended throttle counters (api/http/throttle.ts) and quiet backoffs (api/http/backoff.ts), a recurring job. */
import type { AppDeps } from '../app-deps';
import type { JobDefinition } from '../jobs/jobs';
import { purgeQuietBackoffs } from './backoff';
import { purgeExpiredCounters } from './throttle';

export const THROTTLE_PURGE_JOB = 'http.throttle-counters-purge';

/** Every day at 03:17 UTC (a quiet hour, off the round minute other schedules pick). */
export const THROTTLE_PURGE_CRON = '17 3 * * *';

export function throttlePurgeJob(deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>): JobDefinition {
  return {
    name: THROTTLE_PURGE_JOB,
    retryLimit: 2,
    retryDelaySeconds: 300,
    cron: THROTTLE_PURGE_CRON,
    async run() {
      const deleted = await purgeExpiredCounters(deps.db.knex, deps.clock);
      const backoffs = await purgeQuietBackoffs(deps.db.knex, deps.clock);
      deps.logger.info({ deleted, backoffs }, 'ended throttle counters purged');
    },
  };
}
