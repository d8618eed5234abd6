/**
 * The browser-facing side of card registration (open routes: no auth, CORS open, as Mangopay's PCI
 * tokenizer and the browser kit expect):
 * - POST {CardRegistrationURL} = /tokenize/{clientId}/{registrationId}, urlencoded
 *   {data, accessKeyRef, cardNumber, cardExpirationDate (MMYY), cardCvx} -> text `data=<token>`, or
 *   `errorCode=02625` (card number), `02626` (expiry), `02627` (CVC), always HTTP 200
 *   (https://docs.mangopay.com/api-reference/card-registrations/tokenize-card and the error-code pages
 *   105202/105203/105204; the kit, Mangopay/cardregistration-js-kit, reads any `errorCode=` as a failure);
 * - POST /v2.01/{clientId}/CardRegistrations/{id}, urlencoded {Id, RegistrationData}: what the browser kit
 *   sends instead of the platform's authenticated PUT; answers the registration as JSON.
 * Emulator choice: an unknown or already used registration, or a wrong accessKeyRef/data pair, gets
 * `errorCode=09101` (no documented code exists for it).
 */
import type { Context, Next } from 'koa';
import type { SandboxContext, SandboxModule } from '../context';
import { resourceNotFound } from '../errors';
import { CLIENT_ID_PATTERN } from '../store';
import { CARD_REGISTRATIONS, finishRegistration, VAULT_TOKENS, type CardRegistrationResource, type VaultToken } from './cards';
import { cardBrand, cvcValid, expiryValid, luhnValid } from './test-cards';
import { randomBytes } from 'node:crypto';

const UNKNOWN_REGISTRATION = '09101';

async function cors(ctx: Context, next: Next): Promise<void> {
  ctx.set('Access-Control-Allow-Origin', '*');
  ctx.set('Access-Control-Allow-Methods', 'POST, OPTIONS');
  ctx.set('Access-Control-Allow-Headers', 'Content-Type');
  ctx.set('Access-Control-Max-Age', '600');
  if (ctx.method === 'OPTIONS') {
    ctx.status = 204;
    return;
  }
  await next();
}

function form(ctx: Context): Record<string, string> {
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : '']));
}

function registrationOf(sandbox: SandboxContext, clientId: string, id: string): CardRegistrationResource | undefined {
  if (!CLIENT_ID_PATTERN.test(clientId)) return undefined;
  return sandbox.state(clientId).get<CardRegistrationResource>(CARD_REGISTRATIONS, id);
}

/** The tokenizer's answer for one form: `data=<token>` or `errorCode=<code>`. */
function tokenize(sandbox: SandboxContext, clientId: string, registrationId: string, fields: Record<string, string>): string {
  const registration = registrationOf(sandbox, clientId, registrationId);
  if (
    !registration ||
    registration.Status !== 'CREATED' ||
    fields.accessKeyRef !== registration.AccessKey ||
    fields.data !== registration.PreregistrationData
  ) {
    return `errorCode=${UNKNOWN_REGISTRATION}`;
  }
  const number = (fields.cardNumber ?? '').replace(/[\s-]/g, '');
  if (!luhnValid(number) || !cardBrand(number)) return 'errorCode=02625';
  const expiry = fields.cardExpirationDate ?? '';
  if (!expiryValid(expiry, sandbox.clock.now())) return 'errorCode=02626';
  if (!cvcValid(number, fields.cardCvx ?? '')) return 'errorCode=02627';
  const token = randomBytes(96).toString('base64url');
  sandbox.state(clientId).put<VaultToken>(VAULT_TOKENS, {
    Id: token,
    RegistrationId: registration.Id,
    Number: number,
    ExpirationDate: expiry,
    UsedBy: null,
  });
  return `data=${token}`;
}

export const cardTokenizationModule: SandboxModule = {
  name: 'card-tokenization',
  routes({ open }, sandbox) {
    open.options('/tokenize/:clientId/:id', cors);
    open.post('/tokenize/:clientId/:id', cors, async (ctx) => {
      const clientId = ctx.params.clientId ?? '';
      const answer = tokenize(sandbox, clientId, ctx.params.id ?? '', form(ctx));
      if (answer.startsWith('data=')) await sandbox.persist(clientId);
      ctx.type = 'text/plain';
      ctx.body = answer;
    });
    open.options('/v2.01/:clientId/cardregistrations/:id', cors);
    open.post('/v2.01/:clientId/cardregistrations/:id', cors, async (ctx) => {
      const clientId = ctx.params.clientId ?? '';
      const id = ctx.params.id ?? '';
      const registration = registrationOf(sandbox, clientId, id);
      if (!registration) throw resourceNotFound('CardRegistration', id);
      ctx.body = finishRegistration(sandbox.state(clientId), sandbox, registration, form(ctx));
      await sandbox.persist(clientId);
    });
  },
};
