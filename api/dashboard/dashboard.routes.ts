/**
 * The personal dashboard's calls (spec accounts §7, docs/api-contract.md): the caller's donations and their
 * receipts, monthly donations and their management, and the caller's pots. All need a session; another
 * person's donation, receipt or subscription answers 404.
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import { idSchema, pagingSchema } from '../../domain/requests';
import type { AppDeps } from '../app-deps';
import { wrapped } from '../http/request-body';
import { currentUser, requireAuth } from '../http/auth';
import type { HttpError } from '../http/errors';
import { donationNotFound, subscriptionNotFound } from './dashboard-errors';
import { listMyDonations, listMySubscriptions } from './my-giving.service';
import { listMyPots } from './my-pots.service';
import { sendAnnualReceipt, sendReceipt } from './receipt-download';
import { updateUserSubscription } from './subscription-update.service';
import { presentSubscription } from '../payments';
import { presentUserDonation } from './user-donations.presenter';

/** `GET user/subscriptions` paging: offset from 0, 100 per page (the dashboard shows them all). */
export const SUBSCRIPTIONS_PAGE = { defaultLimit: 100, maxLimit: 100 } as const;
export const subscriptionsPaging = pagingSchema({ firstOffset: 0, ...SUBSCRIPTIONS_PAGE });

/** The id of the path; 404 for anything that is not one. */
function pathId(ctx: Context, missing: () => HttpError): number {
  const parsed = idSchema.safeParse((ctx.params as Record<string, unknown>).id);
  if (!parsed.success) throw missing();
  return parsed.data;
}

export function dashboardRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.get('/user/donations', requireAuth(), async (ctx) => {
    const now = deps.clock.now();
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = (await listMyDonations(deps, currentUser(ctx).id)).map((row) => presentUserDonation(row, now));
  });

  router.get('/user/donations/:id/cerfa', requireAuth(), async (ctx) => {
    await sendReceipt(deps, ctx, currentUser(ctx).id, pathId(ctx, donationNotFound));
  });

  router.get('/user/receipts/annual', requireAuth(), async (ctx) => {
    await sendAnnualReceipt(deps, ctx, currentUser(ctx).id);
  });

  router.get('/user/subscriptions', requireAuth(), async (ctx) => {
    const paging = subscriptionsPaging.parse(ctx.query);
    const now = deps.clock.now();
    const rows = await listMySubscriptions(deps, currentUser(ctx).id, paging);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = rows.map((row) => presentSubscription(row, now));
  });

  router.post('/subscriptions/:id', requireAuth(), async (ctx) => {
    const id = pathId(ctx, subscriptionNotFound);
    ctx.body = await updateUserSubscription(deps, currentUser(ctx).id, id, wrapped(ctx, 'charity_subscription'));
  });

  router.get('/cagnottes', requireAuth(), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listMyPots(deps, currentUser(ctx).id);
  });

  return router;
}
