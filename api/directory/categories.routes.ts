/** `GET /assoc_categories`, `/assoc_categories/{id}` and `/assoc_categories/{id}/assocs`. */
import Router from '@koa/router';
import { directoryPagingSchema } from '../../domain/directory-filter-schemas';
import { idSchema } from '../../domain/requests';
import type { AppDeps } from '../app-deps';
import { sendCharityList } from './assocs.routes';
import { getCategory, listCategories, listCategoryCharities } from './categories.service';
import { sendCacheable } from '../http/http-cache';

export function categoriesRoutes(deps: AppDeps): Router {
  const router = new Router();
  const { knex } = deps.db;

  router.get('/assoc_categories', async (ctx) => {
    sendCacheable(ctx, await listCategories(knex));
  });

  router.get('/assoc_categories/:id', async (ctx) => {
    sendCacheable(ctx, await getCategory(knex, idSchema.parse(ctx.params.id)));
  });

  router.get('/assoc_categories/:id/assocs', async (ctx) => {
    const id = idSchema.parse(ctx.params.id);
    const paging = directoryPagingSchema().parse(ctx.query);
    sendCharityList(ctx, await listCategoryCharities(knex, id, paging));
  });

  return router;
}
