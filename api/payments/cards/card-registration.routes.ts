/**
 * Card registration (docs/api-contract.md "Card registration"):
 * - `POST /user/register_card` -> {Id, CardRegistrationURL, PreregistrationData, AccessKey} for the
 *   caller's provider user (created now if sign-up could not);
 * - `PUT /user/register_card/{Id}` {registration_data} -> {card_id};
 * - `POST /user/quick_register_card` {user: {firstname, name, email, birth_date}} (18 or over) -> the
 *   same plus mangopay_user_id, mangopay_wallet_id (and registered_card, the registration itself), and
 *   quick_token: the one-time secret the quick donation must present with the card (quick-card-tokens.ts);
 * - `PUT /user/quick_register_card/{Id}` {registration_data} -> {card_id}.
 */
import Router from '@koa/router';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { QuickCardRegistrationAnswer } from '../../../domain/card-registration-answers';
import { ADDRESS_MESSAGES } from '../../../domain/messages';
import { quickIdentitySchema } from '../../../domain/quick-payment';
import type { AppDeps } from '../../app-deps';
import { bodyOf, wrapped } from '../../http/request-body';
import { currentUser, requireAuth } from '../../http/auth';
import { throttle } from '../../http/throttle';
import { PaymentProviderError } from '../errors';
import { providerUnavailable } from '../donations/donation-errors';
import { requirePaymentAccount } from '../donations/donation-rules';
import { requestIp } from '../donations/payer-context';
import { QUICK_REGISTRATION_PER_IP } from '../donations/quick-throttle';
import { finishRegistration, readRegistration, registrationNotFound, startRegistration } from './card-registration.service';
import { attachQuickCard, issueQuickToken } from './quick-card-tokens';
import { createQuickPayer, QUICK_PAYER_TAG } from './quick-payer';

export const registrationDataSchema = z.object({
  registration_data: z.string({ error: ADDRESS_MESSAGES.fieldRequired }).trim().min(1, { error: ADDRESS_MESSAGES.fieldRequired }).max(4096),
});

export function cardRegistrationRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.post('/user/register_card', requireAuth(), async (ctx) => {
    const account = await requirePaymentAccount(deps, currentUser(ctx).id);
    ctx.body = await startRegistration(deps, account.user.mangopay_user_id);
  });

  router.put('/user/register_card/:Id', requireAuth(), async (ctx) => {
    const { registration_data } = registrationDataSchema.parse(bodyOf(ctx));
    const account = await requirePaymentAccount(deps, currentUser(ctx).id);
    const registration = await readRegistration(deps, ctx.params.Id ?? '');
    if (registration.UserId !== account.user.mangopay_user_id) throw registrationNotFound();
    ctx.body = await finishRegistration(deps, registration.Id, registration_data);
  });

  router.post('/user/quick_register_card', async (ctx) => {
    const identity = quickIdentitySchema({ today: deps.clock.now() }).parse(wrapped(ctx, 'user'));
    await throttle(deps.db.knex, deps.clock, [[QUICK_REGISTRATION_PER_IP, requestIp(ctx)]]);
    let payer;
    try {
      payer = await createQuickPayer(deps, identity);
    } catch (err) {
      (ctx.state as { log?: Logger }).log?.warn({ err }, 'quick payer could not be created');
      throw providerUnavailable();
    }
    const registration = await startRegistration(deps, payer.userId);
    const quickToken = await issueQuickToken(deps.db.knex, payer.userId, registration.Id, deps.clock.now());
    ctx.body = {
      ...registration,
      mangopay_user_id: payer.userId,
      mangopay_wallet_id: payer.walletId,
      registered_card: registration,
      quick_token: quickToken,
    } satisfies QuickCardRegistrationAnswer;
  });

  router.put('/user/quick_register_card/:Id', async (ctx) => {
    const { registration_data } = registrationDataSchema.parse(bodyOf(ctx));
    const registration = await readRegistration(deps, ctx.params.Id ?? '');
    let tag: string | null | undefined;
    try {
      tag = (await deps.payments.getUserSca(registration.UserId)).Tag;
    } catch (err) {
      if (err instanceof PaymentProviderError && err.status !== undefined && err.status < 500) throw registrationNotFound();
      throw providerUnavailable();
    }
    if (tag !== QUICK_PAYER_TAG) throw registrationNotFound();
    const finished = await finishRegistration(deps, registration.Id, registration_data);
    await attachQuickCard(deps.db.knex, String(registration.Id), finished.card_id);
    ctx.body = finished;
  });

  return router;
}
