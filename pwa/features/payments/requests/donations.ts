// The donation calls of the card side (docs/api-contract.md "Donations", "Idempotency"): every creating call
// carries the attempt's Idempotency-Key. (`POST /payments/return` is in payment-return.ts.)
import type { DonationAnswer } from '@domain/donation-answers';
import { api } from '@/lib/api-client';
import type { QuickIdentity } from './cards';
import { donationAnswerSchema } from '@/lib/payment-return';
import type { BrowserInfo } from '../lib/browser-info';

/** What every card donation sends besides the card. */
export interface CardDonationInput {
  potId: number;
  amountCents: number;
  tipCents: number;
  hide: boolean;
  anonymous: boolean;
  /** True for the company's donation of the creation flow. */
  isMain?: boolean;
  cardId: string;
  browserInfo: BrowserInfo;
}

function donationFields(input: CardDonationInput) {
  return {
    pot_id: input.potId,
    amount: input.amountCents,
    gift_creator: 0,
    gift_entraide: input.tipCents,
    is_visible: !input.hide,
    is_anonymous: input.anonymous,
    browser_info: input.browserInfo,
    // The server sets the return URL, SecureMode and the IP address itself (docs/api-contract.md).
    payment_info: { PaymentType: 'CARD' as const, card_id: input.cardId },
  };
}

/** POST cagnottes/{pot_id}/donations `{charity_donation}` by card. */
export async function postCardDonation(input: CardDonationInput, idempotencyKey: string): Promise<DonationAnswer> {
  const body = { charity_donation: { ...donationFields(input), is_main: input.isMain ?? false } };
  return donationAnswerSchema.parse(await api.post<unknown>(`/cagnottes/${input.potId}/donations`, body, { idempotencyKey }));
}

/** POST cagnottes/{pot_id}/quick_donations `{quick_charity_donation}`: the card donation plus identity. */
export async function postQuickDonation(
  input: CardDonationInput & { identity: QuickIdentity; mangopayUserId: string; mangopayWalletId: string; quickToken: string },
  idempotencyKey: string,
): Promise<DonationAnswer> {
  const body = {
    quick_charity_donation: {
      ...input.identity,
      ...donationFields(input),
      mangopay_user_id: input.mangopayUserId,
      mangopay_wallet_id: input.mangopayWalletId,
      quick_token: input.quickToken,
    },
  };
  return donationAnswerSchema.parse(await api.post<unknown>(`/cagnottes/${input.potId}/quick_donations`, body, { idempotencyKey }));
}
