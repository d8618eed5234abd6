/**
 * A quick donation (no account): the card registered through `POST /user/quick_register_card` pays only
 * with the `quick_token` that registration answered (to the browser that registered the card), and
 * belongs to a provider PAYER made for a quick donor (Tag QUICK_PAYER_TAG) with the same e-mail; any
 * other card, or a wrong secret, answers 404. The secret pays one donation: it is used up in the
 * transaction that records the donation (422 afterwards), and only a retry of that donation (same
 * Idempotency-Key) gets past it again. Limits per IP address, per pot and per card fingerprint come
 * first (card testing).
 */
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { DonationAnswer } from '../../../domain/donation-answers';
import type { quickDonationRequestSchema } from '../../../domain/donation-requests';
import { normalizeEmail } from '../../../domain/identity';
import { PAYMENT_MESSAGES } from '../../../domain/messages';
import type { AppDeps } from '../../app-deps';
import type { DonationsRow } from '../../db/tables.generated';
import { unprocessable } from '../../http/errors';
import { throttle } from '../../http/throttle';
import { PaymentProviderError } from '../errors';
import type { Card } from '../gateway-cards';
import { QUICK_PAYER_TAG } from '../cards/quick-payer';
import { claimQuickToken, findQuickToken, type QuickCardToken } from '../cards/quick-card-tokens';
import { quickDonorThresholdGuard } from '../kyc/identity-threshold';
import { donateByCard } from './card-donation.service';
import { providerUnavailable } from './donation-errors';
import { cardNotFoundError, loadDonatablePot } from './donation-rules';
import type { PayerContext } from './payer-context';
import { QUICK_DONATION_PER_CARD, QUICK_DONATION_PER_IP, QUICK_DONATION_PER_POT } from './quick-throttle';

export type QuickDonationBody = z.infer<ReturnType<typeof quickDonationRequestSchema>>;

const quickTokenUsed = () => unprocessable([{ code: 'quick_token_used', detail: PAYMENT_MESSAGES.quickTokenUsed, field: 'quick_token' }]);

/**
 * The secret's row when it was made for this card and is still unused, or used by the donation this
 * request retries (same caller-scoped Idempotency-Key); 404 for a wrong secret, 422 for a used one.
 */
async function usableToken(db: Knex, token: string, cardId: string, idempotencyKey: string | null): Promise<QuickCardToken> {
  const row = await findQuickToken(db, token);
  if (!row || row.card_id !== cardId) throw cardNotFoundError();
  if (row.donation_id === null) return row;
  const used = await db<DonationsRow>('donations').where({ id: row.donation_id }).first('idempotency_key');
  if (idempotencyKey === null || used?.idempotency_key !== idempotencyKey) throw quickTokenUsed();
  return row;
}

/** Uses the secret up for the donation just recorded; a retry's donation must be the secret's own. */
function claimWith(deps: AppDeps, token: QuickCardToken) {
  return async (trx: Knex.Transaction, donationId: number, created: boolean) => {
    const mine = created ? await claimQuickToken(trx, token.id, donationId, deps.clock.now()) : token.donation_id === donationId;
    if (!mine) throw quickTokenUsed();
  };
}

async function quickCard(
  deps: AppDeps,
  cardId: string,
  email: string,
  token: QuickCardToken,
  claimedUserId: string | undefined,
): Promise<Card> {
  try {
    const card = await deps.payments.getCard(cardId);
    if (card.UserId !== token.mangopay_user_id) throw cardNotFoundError();
    if (claimedUserId !== undefined && claimedUserId !== card.UserId) throw cardNotFoundError();
    const owner = await deps.payments.getUserSca(card.UserId);
    const ownEmail = normalizeEmail(String(owner.Email ?? '')) === normalizeEmail(email);
    if (owner.Tag !== QUICK_PAYER_TAG || !ownEmail) throw cardNotFoundError();
    return card;
  } catch (err) {
    if (err instanceof PaymentProviderError) {
      if (err.status !== undefined && err.status < 500) throw cardNotFoundError();
      throw providerUnavailable();
    }
    throw err;
  }
}

export async function createQuickDonation(
  deps: AppDeps,
  potId: number,
  body: QuickDonationBody,
  payer: PayerContext,
  idempotencyKey: string | null,
): Promise<DonationAnswer> {
  const pot = await loadDonatablePot(deps, potId);
  await throttle(deps.db.knex, deps.clock, [
    [QUICK_DONATION_PER_IP, payer.ipAddress],
    [QUICK_DONATION_PER_POT, String(pot.id)],
  ]);
  const token = await usableToken(deps.db.knex, body.quick_token, body.payment_info.card_id, idempotencyKey);
  const card = await quickCard(deps, body.payment_info.card_id, body.email, token, body.mangopay_user_id);
  await throttle(deps.db.knex, deps.clock, [[QUICK_DONATION_PER_CARD, card.Fingerprint || card.Id]]);
  const thresholdGuard = await quickDonorThresholdGuard(deps, body.email, card, body.amount + body.gift_entraide);
  return donateByCard(deps, {
    thresholdGuard,
    pot,
    userId: null,
    quick: { firstname: body.firstname, name: body.name, email: body.email, birthDate: body.birth_date },
    providerUserId: card.UserId,
    card,
    amount: body.amount,
    giftEntraide: body.gift_entraide,
    isVisible: body.is_visible,
    isAnonymous: body.is_anonymous,
    isMain: false,
    idempotencyKey,
    payer,
    browserInfoBody: body.browser_info,
    claim: claimWith(deps, token),
  });
}
