/**
 * `GET /event_types?cat=particulier|entreprise` (one group), `GET /event_types` (both groups) and
 * `GET /event_types/{id}`.
 */
import Router from '@koa/router';
import { z } from 'zod';
import { DIRECTORY_MESSAGES } from '../../domain/directory-filter';
import { EVENT_CATEGORIES } from '../../domain/directory';
import { idSchema } from '../../domain/requests';
import type { AppDeps } from '../app-deps';
import { getEventType, listEventTypeGroups, listEventTypes } from './event-types.service';
import { sendCacheable } from '../http/http-cache';

export const eventTypesQuerySchema = z.object({
  cat: z.enum(EVENT_CATEGORIES, { error: DIRECTORY_MESSAGES.eventCategoryInvalid }).optional(),
});

export function eventTypesRoutes(deps: AppDeps): Router {
  const router = new Router();
  const { knex } = deps.db;

  router.get('/event_types', async (ctx) => {
    const { cat } = eventTypesQuerySchema.parse(ctx.query);
    sendCacheable(ctx, cat ? await listEventTypes(knex, cat) : await listEventTypeGroups(knex));
  });

  router.get('/event_types/:id', async (ctx) => {
    sendCacheable(ctx, await getEventType(knex, idSchema.parse(ctx.params.id)));
  });

  return router;
}
