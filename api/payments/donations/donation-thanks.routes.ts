/** `POST /donations/{id}/thanks` {quick_token?}: the thank-you page's facts of one donation, to its donor only (donation-thanks.service.ts). */
import Router from '@koa/router';
import { z } from 'zod';
import { REQUEST_MESSAGES } from '../../../domain/messages';
import { idSchema } from '../../../domain/requests';
import type { AppDeps } from '../../app-deps';
import { optionalUser } from '../../http/auth';
import { bodyOf } from '../../http/request-body';
import { donationThanksFor, donationUnknown } from './donation-thanks.service';

export const donationThanksRequestSchema = z.object({
  quick_token: z.string({ error: REQUEST_MESSAGES.idInvalid }).max(128, { error: REQUEST_MESSAGES.idInvalid }).optional(),
});

export function donationThanksRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.post('/donations/:id/thanks', async (ctx) => {
    const id = idSchema.safeParse(ctx.params.id);
    if (!id.success) throw donationUnknown();
    const { quick_token: quickToken } = donationThanksRequestSchema.parse(bodyOf(ctx));
    ctx.body = await donationThanksFor(deps, id.data, optionalUser(ctx)?.id ?? null, quickToken);
  });
  return router;
}
