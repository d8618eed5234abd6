/**
 * A quick donation (no account): the card registered through `POST /user/quick_register_card` belongs
 * to a provider PAYER made for a quick donor (Tag QUICK_PAYER_TAG) with the same e-mail; any other card
 * answers 404. Limits per IP address, per pot and per card fingerprint come first (card testing).
 */
import type { z } from 'zod';
import type { quickDonationRequestSchema } from '../../../domain/donation-requests';
import { normalizeEmail } from '../../../domain/identity';
import type { AppDeps } from '../../app-deps';
import { throttle } from '../../http/throttle';
import { PaymentProviderError } from '../errors';
import type { Card } from '../gateway-cards';
import { QUICK_PAYER_TAG } from '../cards/quick-payer';
import { quickDonorThresholdGuard } from '../kyc/identity-threshold';
import { donateByCard, type DonationAnswer } from './card-donation.service';
import { providerUnavailable } from './donation-errors';
import { cardNotFoundError, loadDonatablePot } from './donation-rules';
import type { PayerContext } from './payer-context';
import { QUICK_DONATION_PER_CARD, QUICK_DONATION_PER_IP, QUICK_DONATION_PER_POT } from './quick-throttle';

export type QuickDonationBody = z.infer<ReturnType<typeof quickDonationRequestSchema>>;

async function quickCard(deps: AppDeps, cardId: string, email: string, claimedUserId: string | undefined): Promise<Card> {
  try {
    const card = await deps.payments.getCard(cardId);
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
  const card = await quickCard(deps, body.payment_info.card_id, body.email, body.mangopay_user_id);
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
  });
}
