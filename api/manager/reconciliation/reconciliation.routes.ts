/** `GET /manager/money_findings`: the money reconciliation's findings, newest run first (managers only, as the whole area). */
import Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { pagingSchema, queryOf } from '../manager-params';
import { listMoneyFindings } from './money-reconciliation';

export function managerReconciliationRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/money_findings', async (ctx) => {
    const f = pagingSchema.parse(queryOf(ctx));
    ctx.body = await listMoneyFindings(deps, { limit: f.limit, offset: f.offset });
  });
  return router;
}
