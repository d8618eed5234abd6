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
 * Emulator choices: an unknown or already used registration, or a wrong accessKeyRef/data pair, gets
 * `errorCode=09101` (no documented code exists for it). A well-formed number that is not one of the test
 * cards (test-cards.ts) gets Mangopay's bad-number code with a French explanation for whoever reads it:
 * `errorCode=02625&errorMessage=<urlencoded>` (the kit and the product read only `errorCode`). The
 * number and the CVC are never stored: the vault token keeps the test card's id, the Alias, the brand,
 * the expiry and the Fingerprint.
 */
import type { Context, Next } from 'koa';
import type { SandboxContext, SandboxModule } from '../context';
import { resourceNotFound } from '../errors';
import { CLIENT_ID_PATTERN } from '../store';
import { CARD_REGISTRATIONS, finishRegistration, VAULT_TOKENS, type CardRegistrationResource, type VaultToken } from './cards';
import { cardAlias, cardBrand, cardFingerprint, cvcValid, expiryValid, luhnValid, testCardOf } from './test-cards';
import { randomBytes } from 'node:crypto';

const UNKNOWN_REGISTRATION = '09101';

/** What a payer who typed a real card reads (the product shows its own French text for it). */
export const TEST_CARDS_ONLY_MESSAGE =
  "Seules les cartes de test fonctionnent ici : ce paiement est simulé et aucune vraie carte n'est acceptée.";
const NOT_A_TEST_CARD = `errorCode=02625&errorMessage=${encodeURIComponent(TEST_CARDS_ONLY_MESSAGE)}`;

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
  const testCard = testCardOf(number);
  if (!testCard) return NOT_A_TEST_CARD;
  const expiry = fields.cardExpirationDate ?? '';
  if (!expiryValid(expiry, sandbox.clock.now())) return 'errorCode=02626';
  if (!cvcValid(number, fields.cardCvx ?? '')) return 'errorCode=02627';
  const token = randomBytes(96).toString('base64url');
  sandbox.state(clientId).put<VaultToken>(VAULT_TOKENS, {
    Id: token,
    RegistrationId: registration.Id,
    TestCard: testCard.id,
    Alias: cardAlias(number),
    Brand: cardBrand(number) ?? 'VISA',
    Fingerprint: cardFingerprint(number),
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
