/**
 * The charities: `GET /assocs` (the whole directory, or one page with ?page=&per_page=),
 * `POST /assocs/filter` (body `{filter: {name, categories, odds, countries, regions}}`, always one page,
 * 12 by default), `GET /assocs/{id}` and `GET /assocs/url/{url}`. Lists are bare arrays with the
 * number of all matching charities in X-Total-Count; GET answers carry an ETag and Cache-Control.
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import { directoryFilterRequestSchema, directoryPagingSchema } from '../../domain/directory-filter-schemas';
import { idSchema } from '../../domain/requests';
import type { AppDeps } from '../app-deps';
import { readerOf } from '../db/database';
import { getCharity, getCharityByUrl, listAllCharities, listCharities, type CharityList } from './assocs.service';
import { encodeJson, sendJson } from '../http/json-body';
import { createMicroCache, publicReadTtlMs } from '../http/micro-cache';
import { sendCacheable } from '../http/http-cache';

/** Header carrying the number of all matching charities of a paged list. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export function sendCharityList(ctx: Context, list: CharityList): void {
  ctx.set(TOTAL_COUNT_HEADER, String(list.total));
  sendCacheable(ctx, list.items);
}

/** How long a filter's page may be served from memory in production (docs/decisions.md, Performance). */
export const FILTER_CACHE_TTL_MS = 5000;

export function assocsRoutes(deps: AppDeps): Router {
  const router = new Router();
  // Public reads: the replica when there is one (DATABASE_READ_URL).
  const knex = readerOf(deps.db);
  // Built once, not per request.
  const listPaging = directoryPagingSchema();
  const filterPaging = directoryPagingSchema(1);
  // Charities change rarely (the manager's edits); the GET lists are already public for a minute.
  const filterCache = createMicroCache<string, { total: number; json: Buffer }>({
    ttlMs: publicReadTtlMs(deps.config, FILTER_CACHE_TTL_MS),
    maxEntries: 200,
  });

  router.get('/assocs', async (ctx) => {
    const paging = listPaging.parse(ctx.query);
    sendCharityList(ctx, await listAllCharities(knex, paging));
  });

  router.post('/assocs/filter', async (ctx) => {
    const paging = filterPaging.parse(ctx.query);
    const { filter } = directoryFilterRequestSchema.parse(ctx.request.body ?? {});
    const page = await filterCache.get(JSON.stringify([filter, paging]), async () => {
      const list = await listCharities(knex, filter, paging);
      return { total: list.total, json: encodeJson(list.items) };
    });
    ctx.set(TOTAL_COUNT_HEADER, String(page.total));
    ctx.set('Cache-Control', 'no-store');
    sendJson(ctx, page.json);
  });

  router.get('/assocs/url/:url', async (ctx) => {
    sendCacheable(ctx, await getCharityByUrl(knex, String(ctx.params.url)));
  });

  router.get('/assocs/:id', async (ctx) => {
    sendCacheable(ctx, await getCharity(knex, idSchema.parse(ctx.params.id)));
  });

  return router;
}
