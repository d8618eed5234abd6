/**
 * Manager routes for pots, donations, refunds, payouts, KYC, newsletter subscribers, the audit log and
 * the exports (all behind requireManager, mounted under /manager).
 */
import Router from '@koa/router';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { DisputesRow } from '../db/tables.generated';
import { idempotent } from '../http/idempotency';
import { charityDonationsCsv, sendCsv, yearlyTotals, yearlyTotalsCsv, yearParam } from '../exports';
import { listAudit, presentAuditEntry } from '../audit';
import { userKycStatus } from './kyc-status.service';
import { currentManager } from './manager-auth';
import { fieldInvalid } from '../http/back-office-errors';
import { donationSearchSchema, idParam, pagingSchema, potSearchSchema, queryOf, reasonOf } from './manager-params';
import { findDonations, findPayouts, findPots, findSubscribers, getPot } from './manager-search.service';
import { deactivatePot } from './pot-deactivation.service';
import { presentRefund, type RefundRow } from './refund-sync';
import { presentDispute } from './dispute-sync';
import { refundDonation } from './refunds.service';

export const payoutListSchema = pagingSchema.extend({
  charity_id: z.coerce.number().int().positive().optional(),
  status: z.enum(['PENDING', 'CREATED', 'SUCCEEDED', 'FAILED']).optional(),
});
export const subscriberSchema = pagingSchema.extend({
  status: z.enum(['pending', 'confirmed']).optional(),
  email: z.string().trim().max(254).optional(),
});
export const auditSchema = pagingSchema.extend({
  entity_type: z.string().max(32).optional(),
  entity_id: z.string().max(64).optional(),
  actor_id: z.coerce.number().int().positive().optional(),
});

export function managerMoneyRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.get('/pots', async (ctx) => {
    const f = potSearchSchema.parse(queryOf(ctx));
    ctx.body = await findPots(deps, { ...f, charityId: f.charity_id, organiserEmail: f.organiser_email });
  });

  router.get('/pots/:id', async (ctx) => {
    ctx.body = await getPot(deps, idParam(ctx));
  });

  router.get('/pots/:id/donations', async (ctx) => {
    const f = pagingSchema.parse(queryOf(ctx));
    ctx.body = await findDonations(deps, { ...f, potId: idParam(ctx) });
  });

  router.post('/pots/:id/deactivate', idempotent(deps), async (ctx) => {
    ctx.body = await deactivatePot(deps, idParam(ctx), currentManager(ctx).id, reasonOf(ctx));
  });

  router.get('/donations', async (ctx) => {
    const f = donationSearchSchema.parse(queryOf(ctx));
    ctx.body = await findDonations(deps, { ...f, potId: f.pot_id });
  });

  router.get('/donations/:id/refunds', async (ctx) => {
    ctx.body = (
      await deps.db
        .knex<RefundRow>('refunds')
        .where({ donation_id: idParam(ctx) })
        .orderBy('id')
    ).map(presentRefund);
  });

  router.get('/donations/:id/disputes', async (ctx) => {
    ctx.body = (
      await deps.db
        .knex<DisputesRow>('disputes')
        .where({ donation_id: idParam(ctx) })
        .orderBy('id')
    ).map(presentDispute);
  });

  router.post('/donations/:id/refund', idempotent(deps), async (ctx) => {
    ctx.body = await refundDonation(deps, idParam(ctx), { actorId: currentManager(ctx).id, reason: reasonOf(ctx) });
    ctx.status = 201;
  });

  router.get('/payouts', async (ctx) => {
    const f = payoutListSchema.parse(queryOf(ctx));
    ctx.body = await findPayouts(deps, { ...f, charityId: f.charity_id });
  });

  router.get('/kyc', async (ctx) => {
    const email = queryOf(ctx).email;
    if (typeof email !== 'string' || !email.includes('@')) throw fieldInvalid('email', 'Indiquez l’adresse e-mail du compte');
    ctx.body = await userKycStatus(deps, email);
  });

  router.get('/newsletter_subscribers', async (ctx) => {
    const f = subscriberSchema.parse(queryOf(ctx));
    ctx.body = await findSubscribers(deps, f);
  });

  router.get('/audit_log', async (ctx) => {
    const f = auditSchema.parse(queryOf(ctx));
    const rows = await listAudit(deps.db.knex, { ...f, entityType: f.entity_type, entityId: f.entity_id, actorId: f.actor_id });
    ctx.body = rows.map(presentAuditEntry);
  });

  router.get('/yearly_totals', async (ctx) => {
    ctx.body = await yearlyTotals(deps, yearParam(ctx.query.year));
  });

  router.get('/exports/yearly_totals.csv', async (ctx) => {
    const { filename, body } = await yearlyTotalsCsv(deps, yearParam(ctx.query.year));
    sendCsv(ctx, filename, body);
  });

  router.get('/exports/charities/:id/donations.csv', async (ctx) => {
    const { filename, body } = await charityDonationsCsv(deps, idParam(ctx), yearParam(ctx.query.year));
    sendCsv(ctx, filename, body);
  });

  return router;
}
