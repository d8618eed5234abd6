/**
 * The charities: `GET /assocs` (the whole directory, or one page with ?page=&per_page=),
 * `POST /assocs/filter` (body `{filter: {name, categories, odds, countries, regions}}`, always one page,
 * 12 by default), `GET /assocs/{id}` and `GET /assocs/url/{url}`. Lists are bare arrays with the
 * number of all matching charities in X-Total-Count; GET answers carry an ETag and Cache-Control.
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import { directoryFilterRequestSchema, directoryPagingSchema } from '../../domain/directory-filter';
import { idSchema } from '../../domain/requests';
import type { AppDeps } from '../app-deps';
import { getCharity, getCharityByUrl, listAllCharities, listCharities, type CharityList } from './assocs.service';
import { sendCacheable } from './http-cache';

/** Header carrying the number of all matching charities of a paged list. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export function sendCharityList(ctx: Context, list: CharityList): void {
  ctx.set(TOTAL_COUNT_HEADER, String(list.total));
  sendCacheable(ctx, list.items);
}

export function assocsRoutes(deps: AppDeps): Router {
  const router = new Router();
  const { knex } = deps.db;

  router.get('/assocs', async (ctx) => {
    const paging = directoryPagingSchema().parse(ctx.query);
    sendCharityList(ctx, await listAllCharities(knex, paging));
  });

  router.post('/assocs/filter', async (ctx) => {
    const paging = directoryPagingSchema(1).parse(ctx.query);
    const { filter } = directoryFilterRequestSchema.parse(ctx.request.body ?? {});
    const list = await listCharities(knex, filter, paging);
    ctx.set(TOTAL_COUNT_HEADER, String(list.total));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = list.items;
  });

  router.get('/assocs/url/:url', async (ctx) => {
    sendCacheable(ctx, await getCharityByUrl(knex, String(ctx.params.url)));
  });

  router.get('/assocs/:id', async (ctx) => {
    sendCacheable(ctx, await getCharity(knex, idSchema.parse(ctx.params.id)));
  });

  return router;
}
