// What the thank-you page reads (docs/api-contract.md "Donations"): `POST /donations/{id}/thanks`, the
// facts of one donation answered to its donor only (the session's account, or this tab's quick-donation
// secret); and, for a monthly gift, the caller's subscription from `GET /user/subscriptions`.
import type { DashboardSubscription } from '@domain/dashboard-types';
import { donationThanksSchema, type DonationThanks } from '@domain/donation-answers';
import { api, NotFoundError } from '@/lib/api-client';
import { storedQuickToken } from '@/lib/quick-return-token';

export async function fetchDonationThanks(donationId: number): Promise<DonationThanks> {
  const quickToken = storedQuickToken();
  return donationThanksSchema.parse(
    await api.post<unknown>(`/donations/${donationId}/thanks`, quickToken ? { quick_token: quickToken } : {}),
  );
}

/** The subscriptions list's largest page: a donor's monthly gifts fit in it. */
const SUBSCRIPTIONS_PAGE = 100;

/** The caller's monthly gift of this id; a NotFoundError when it is not theirs (or not signed in: 401). */
export async function fetchSubscriptionThanks(subscriptionId: number): Promise<DashboardSubscription> {
  const mine = await api.get<DashboardSubscription[]>('/user/subscriptions', { query: { offset: 0, limit: SUBSCRIPTIONS_PAGE } });
  const found = mine.find((subscription) => subscription.id === subscriptionId);
  if (!found) throw new NotFoundError([{ code: 'subscription_not_found', detail: 'Ce don mensuel est introuvable.' }]);
  return found;
}
