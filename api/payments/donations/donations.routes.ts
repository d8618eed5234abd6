/**
 * Donation routes (docs/api-contract.md "Donations", "Idempotency"):
 * - `POST /cagnottes/{id}/donations` {charity_donation} (signed in; card or mandate);
 * - `POST /cagnottes/{id}/quick_donations` {quick_charity_donation} (no account; card);
 * - `POST /payments/return` {transactionId, quick_token?} -> {payment_status}: the pay-in is re-read,
 *   and a stranger walking pay-in ids learns only its status. The donation's owner (the signed-in
 *   account that made it, or the browser holding the quick donation's `quick_token`) also gets
 *   {donation_id, pot_id, result_code when FAILED}.
 * Both creations answer 201 {id, payment_status} plus secureModeRedirectURL when 3-D Secure is needed,
 * and honour Idempotency-Key within the caller's scope (the account, or the quick donor's e-mail).
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { PaymentReturn } from '../../../domain/donation-answers';
import { donationRequestSchema, quickDonationRequestSchema } from '../../../domain/donation-requests';
import { idSchema } from '../../../domain/requests';
import { REQUEST_MESSAGES } from '../../../domain/messages';
import type { AppDeps } from '../../app-deps';
import { bodyOf, wrapped } from '../../http/request-body';
import { currentUser, optionalUser, requireAuth } from '../../http/auth';
import { idempotent, quickDonorScope, userScope } from '../../http/idempotency';
import { throttle } from '../../http/throttle';
import { notFound } from '../../http/errors';
import { quickTokenOwnsDonation } from '../cards/quick-card-tokens';
import { findDonationByPayin, settlePayin, type DonationRow } from './donation-ledger';
import { potNotFoundError } from './donation-rules';
import { createDonation } from './donations.service';
import { payerContext, requestIp } from './payer-context';
import { createQuickDonation } from './quick-donation.service';
import { PAYMENT_RETURN_PER_IP } from './quick-throttle';

function potIdOf(ctx: Context): number {
  const parsed = idSchema.safeParse((ctx.params as Record<string, unknown>).id);
  if (!parsed.success) throw potNotFoundError();
  return parsed.data;
}

/** The quick donor's scope, from the e-mail of the body (none when absent: no idempotency). */
function quickScope(ctx: Context): string | undefined {
  const email = wrapped(ctx, 'quick_charity_donation').email;
  return typeof email === 'string' && email.trim() !== '' ? quickDonorScope(email) : undefined;
}

/** The caller-scoped key stored on the donation, or null without an Idempotency-Key. */
function scopedKey(ctx: Context, scope: string | undefined): string | null {
  const key = ctx.get('Idempotency-Key');
  return key && scope ? `${scope}|${key}` : null;
}

export const paymentReturnRequestSchema = z.object({
  transactionId: z
    .string({ error: REQUEST_MESSAGES.idInvalid })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: REQUEST_MESSAGES.idInvalid }),
  quick_token: z.string({ error: REQUEST_MESSAGES.idInvalid }).max(128, { error: REQUEST_MESSAGES.idInvalid }).optional(),
});

/** Whether the caller made the donation: its account's session, or the quick donation's secret. */
async function ownsDonation(deps: AppDeps, ctx: Context, donation: DonationRow, quickToken: string | undefined): Promise<boolean> {
  if (donation.user_id !== null) return optionalUser(ctx)?.id === Number(donation.user_id);
  return quickTokenOwnsDonation(deps.db.knex, quickToken, donation.id);
}

export function donationRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.post('/cagnottes/:id/donations', requireAuth(), idempotent(deps), async (ctx) => {
    const potId = potIdOf(ctx);
    const body = donationRequestSchema.parse(wrapped(ctx, 'charity_donation'));
    const user = currentUser(ctx);
    ctx.body = await createDonation(
      deps,
      user.id,
      potId,
      body,
      payerContext(ctx, body.browser_info, deps.config),
      scopedKey(ctx, userScope(ctx)),
    );
    ctx.status = 201;
  });

  router.post('/cagnottes/:id/quick_donations', idempotent(deps, { scope: quickScope }), async (ctx) => {
    const potId = potIdOf(ctx);
    const body = quickDonationRequestSchema({ today: deps.clock.now() }).parse(wrapped(ctx, 'quick_charity_donation'));
    ctx.body = await createQuickDonation(
      deps,
      potId,
      body,
      payerContext(ctx, body.browser_info, deps.config),
      scopedKey(ctx, quickScope(ctx)),
    );
    ctx.status = 201;
  });

  router.post('/payments/return', async (ctx) => {
    const { transactionId, quick_token: quickToken } = paymentReturnRequestSchema.parse(bodyOf(ctx));
    await throttle(deps.db.knex, deps.clock, [[PAYMENT_RETURN_PER_IP, requestIp(ctx)]]);
    const donation = await findDonationByPayin(deps.db.knex, transactionId);
    if (!donation) throw notFound('Ce paiement n’existe pas', 'payment_not_found');
    const settled = await settlePayin(deps, transactionId).catch((err: unknown) => {
      (ctx.state as { log?: Logger }).log?.warn({ err, transactionId }, 'pay-in could not be re-read on return');
      return null;
    });
    const status = settled?.status ?? donation.status;
    if (!(await ownsDonation(deps, ctx, donation, quickToken))) {
      ctx.body = { payment_status: status } satisfies PaymentReturn;
      return;
    }
    // The provider's result code tells the pot page why a payment failed (e.g. 101304: the bank's page expired).
    const resultCode = status === 'FAILED' ? ((await findDonationByPayin(deps.db.knex, transactionId))?.result_code ?? null) : null;
    ctx.body = {
      donation_id: donation.id,
      pot_id: donation.pot_id,
      payment_status: status,
      ...(resultCode ? { result_code: resultCode } : {}),
    } satisfies PaymentReturn;
  });

  return router;
}
