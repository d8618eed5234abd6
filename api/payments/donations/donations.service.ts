/**
 * `POST /cagnottes/{pot_id}/donations` for a logged-in donor: the shared rules (pot open, company
 * details, payment account, identity documents), then the card path here or the mandate path of the
 * bank side (createMandateDonation).
 */
import type { z } from 'zod';
import type { DonationAnswer } from '../../../domain/donation-answers';
import type { donationRequestSchema } from '../../../domain/donation-requests';
import type { AppDeps } from '../../app-deps';
import { createMandateDonation } from '../mandates/mandate-donation.service';
import { donateByCard } from './card-donation.service';
import { guardInTransaction } from '../kyc/identity-threshold';
import { assertLoggedInDonorMayPay, assertMainDonor, loadDonatablePot } from './donation-rules';
import type { PayerContext } from './payer-context';

export type DonationBody = z.infer<typeof donationRequestSchema>;

export async function createDonation(
  deps: AppDeps,
  userId: number,
  potId: number,
  body: DonationBody,
  payer: PayerContext,
  idempotencyKey: string | null,
): Promise<DonationAnswer> {
  const pot = await loadDonatablePot(deps, potId);
  assertMainDonor(pot, userId, body.is_main);
  const info = body.payment_info;
  const account = await assertLoggedInDonorMayPay(
    deps,
    userId,
    body.amount + body.gift_entraide,
    info.PaymentType === 'CARD' ? info.card_id : null,
  );
  if (info.PaymentType === 'MANDATE') {
    return createMandateDonation(deps, {
      potId: pot.id,
      userId,
      amount: body.amount,
      giftEntraide: body.gift_entraide,
      isVisible: body.is_visible,
      isAnonymous: body.is_anonymous,
      isMain: body.is_main,
      idempotencyKey,
      ipAddress: payer.ipAddress,
      paymentInfo: info,
      thresholdGuard: guardInTransaction(account.identity, body.amount + body.gift_entraide, deps.clock.now()),
    });
  }
  const card = account.card;
  if (!card) throw new RangeError('a card donation without its card');
  return donateByCard(deps, {
    pot,
    userId,
    providerUserId: account.user.mangopay_user_id,
    card,
    amount: body.amount,
    giftEntraide: body.gift_entraide,
    isVisible: body.is_visible,
    isAnonymous: body.is_anonymous,
    isMain: body.is_main,
    idempotencyKey,
    payer,
    browserInfoBody: body.browser_info,
    thresholdGuard: guardInTransaction(account.identity, body.amount + body.gift_entraide, deps.clock.now()),
  });
}
