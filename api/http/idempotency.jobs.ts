/**
 * The hourly purge of expired idempotency keys (api/http/idempotency.ts), a recurring job: the
 * creating requests no longer delete them on their way (a DELETE per claim). Between two runs an
 * expired key is ignored by claim(), so the 24-hour window holds to the millisecond whatever the purge.
 */
import type { AppDeps } from '../app-deps';
import type { JobDefinition } from '../jobs/jobs';
import { purgeExpiredIdempotencyKeys } from './idempotency';

export const IDEMPOTENCY_PURGE_JOB = 'http.idempotency-keys-purge';

/** Every hour at minute 41 (off the round minutes other schedules pick). */
export const IDEMPOTENCY_PURGE_CRON = '41 * * * *';

export function idempotencyPurgeJob(deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>): JobDefinition {
  return {
    name: IDEMPOTENCY_PURGE_JOB,
    retryLimit: 2,
    retryDelaySeconds: 300,
    cron: IDEMPOTENCY_PURGE_CRON,
    async run() {
      const deleted = await purgeExpiredIdempotencyKeys(deps.db.knex, deps.clock.now());
      deps.logger.info({ deleted }, 'expired idempotency keys purged');
    },
  };
}
