/**
 * Bank accounts and mandates (pots spec §7):
 * - `POST /user/bank_accounts/register` {bank_account} -> {bank_account: {Id, Active}, register_mandate, mandate};
 * - `POST /user/bank_accounts/{id}/mandate/new` {return_url} -> Mandate (201);
 * - `GET /user/mandate/{id}` -> Mandate (404 when not the caller's);
 * - `POST /mandates/{id}/confirmed` -> Mandate + donations: re-reads and processes the mandate after
 *   the payer's return from the confirmation page (only for the payer: anyone else, anonymous included, gets 404).
 * `{id}` are the provider's ids, as the answers give them.
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../../app-deps';
import { currentUser, optionalUser, requireAuth } from '../../http/auth';
import { notFound } from '../../http/errors';
import { bodyOf, wrapped } from '../../http/request-body';
import { returnBaseUrl } from '../../http/return-base';
import { registerBankAccount } from './bank-accounts.service';
import { createMandate, MANDATE_API_MESSAGES, processConfirmedMandate, readMandate } from './mandates.service';

const PROVIDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

function providerIdOf(ctx: Context, detail: string, code: string): string {
  const id: unknown = (ctx.params as Record<string, unknown>).id;
  if (typeof id !== 'string' || !PROVIDER_ID.test(id)) throw notFound(detail, code);
  return id;
}

export function mandateRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.post('/user/bank_accounts/register', requireAuth(), async (ctx) => {
    ctx.body = await registerBankAccount(deps, currentUser(ctx).id, wrapped(ctx, 'bank_account'));
    ctx.status = 201;
  });

  router.post('/user/bank_accounts/:id/mandate/new', requireAuth(), async (ctx) => {
    const id = providerIdOf(ctx, MANDATE_API_MESSAGES.bankAccountNotFound, 'bank_account_not_found');
    ctx.body = await createMandate(deps, currentUser(ctx).id, id, bodyOf(ctx), returnBaseUrl(deps.config, ctx.get('Host')));
    ctx.status = 201;
  });

  router.get('/user/mandate/:id', requireAuth(), async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await readMandate(deps, currentUser(ctx).id, providerIdOf(ctx, MANDATE_API_MESSAGES.notFound, 'mandate_not_found'));
  });

  router.post('/mandates/:id/confirmed', async (ctx) => {
    const id = providerIdOf(ctx, MANDATE_API_MESSAGES.notFound, 'mandate_not_found');
    ctx.body = await processConfirmedMandate(deps, optionalUser(ctx)?.id, id);
  });

  return router;
}
