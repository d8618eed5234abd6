/**
 * GET events (https://docs.mangopay.com/api-reference/events/list-events): `[{ResourceId, EventType,
 * Date}]`, filtered by EventType (one or a comma-separated list; the reference marks it required, the
 * SDK's `Events.getAll()` sends none, so none means all), BeforeDate and AfterDate (Unix seconds,
 * exclusive), only the last 45 days; a date older than that is a 400 with the documented messages.
 * Events are recorded by the other modules through `SandboxContext.emit`.
 */
import { clientOf, unixNow, type SandboxModule } from '../context';
import { paramError } from '../errors';
import { paginate, queryParam, unixParam } from '../http';

const RETENTION_SECONDS = 45 * 86_400;
const TOO_OLD = 'Events older than 45 days can not be searched';

export const eventsModule: SandboxModule = {
  name: 'events',
  routes({ api }, sandbox) {
    api.get('/events', (ctx) => {
      const oldest = unixNow(sandbox.clock) - RETENTION_SECONDS;
      const before = unixParam(ctx, 'BeforeDate');
      const after = unixParam(ctx, 'AfterDate');
      const errors: Record<string, string> = {};
      if (after !== undefined && after < oldest) errors.AfterDate = TOO_OLD;
      if (before !== undefined && before < oldest) errors.BeforeDate = TOO_OLD;
      if (Object.keys(errors).length > 0) throw paramError(errors);
      const types = queryParam(ctx, 'EventType')?.split(',').filter(Boolean);
      const events = clientOf(ctx).events.filter(
        (e) =>
          e.Date >= oldest &&
          (!types || types.includes(e.EventType)) &&
          (before === undefined || e.Date < before) &&
          (after === undefined || e.Date > after),
      );
      ctx.body = paginate(
        ctx,
        events.map((e) => ({ ...e })),
        'Date',
      );
    });
  },
};
