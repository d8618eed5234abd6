/**
 * Which donation the thank-you page speaks of, from its address (issue 47, item 2):
 * `?donation={id}` (a card paid without 3-D Secure, a quick donation, a bank transfer, a mandate already
 * signed), `?subscription={id}` (a monthly gift on a mandate already signed), `?transactionId=` (back from the bank's 3-D Secure page: the pay-in is re-read first) or
 * `?MandateId=` (back from the mandate page: the mandate is processed first). Each resolves, once, to
 * one answer: the donation's facts when the caller is its donor, else what the return alone tells.
 */
import type { DonationThanks } from '@domain/donation-answers';
import { postPaymentReturn } from '@/lib/payment-return';
import { confirmMandate } from '../requests/bank';
import { fetchDonationThanks, fetchSubscriptionThanks } from '../requests/thanks';
import { mandateOutcome, type MandateOutcome } from './mandate-outcome';
import type { SubscriptionThanks } from './subscription-text';

export type ThanksSource =
  | { kind: 'donation'; donationId: number }
  | { kind: 'subscription'; subscriptionId: number }
  | { kind: 'payin'; transactionId: string }
  | { kind: 'mandate'; mandateId: string }
  | { kind: 'none' };

export type ThanksAnswer =
  | { kind: 'thanks'; thanks: DonationThanks }
  /** A monthly gift, with its mandate's state when back from the mandate page. */
  | { kind: 'monthly'; subscription: SubscriptionThanks; mandate?: MandateOutcome }
  /** A 3-D Secure return the caller cannot be shown the details of (another browser, no session). */
  | { kind: 'status'; status: string }
  /** A monthly mandate: no donation yet, the mandate's state. */
  | { kind: 'mandate'; outcome: MandateOutcome }
  | { kind: 'none' };

export function thanksSourceOf(params: URLSearchParams): ThanksSource {
  const donation = params.get('donation');
  if (donation && /^\d{1,10}$/.test(donation)) return { kind: 'donation', donationId: Number(donation) };
  const subscription = params.get('subscription');
  if (subscription && /^\d{1,10}$/.test(subscription)) return { kind: 'subscription', subscriptionId: Number(subscription) };
  const transactionId = params.get('transactionId');
  if (transactionId) return { kind: 'payin', transactionId };
  const mandateId = params.get('MandateId');
  if (mandateId) return { kind: 'mandate', mandateId };
  return { kind: 'none' };
}

export async function resolveThanks(source: ThanksSource): Promise<ThanksAnswer> {
  switch (source.kind) {
    case 'donation':
      return { kind: 'thanks', thanks: await fetchDonationThanks(source.donationId) };
    case 'subscription':
      return { kind: 'monthly', subscription: await fetchSubscriptionThanks(source.subscriptionId) };
    case 'payin': {
      const answer = await postPaymentReturn(source.transactionId);
      if (answer.donation_id) return { kind: 'thanks', thanks: await fetchDonationThanks(answer.donation_id) };
      return { kind: 'status', status: answer.payment_status };
    }
    case 'mandate': {
      const answer = await confirmMandate(source.mandateId);
      const outcome = mandateOutcome(answer);
      const donation = answer.donations[0];
      if (donation && outcome.tone !== 'failure') return { kind: 'thanks', thanks: await fetchDonationThanks(donation.id) };
      const monthly = answer.subscriptions[0];
      if (monthly && outcome.tone !== 'failure')
        return { kind: 'monthly', subscription: await fetchSubscriptionThanks(monthly.id), mandate: outcome };
      return { kind: 'mandate', outcome };
    }
    default:
      return { kind: 'none' };
  }
}
