// `POST /donations/{id}/thanks` (docs/api-contract.md "Donations"): what the thank-you page says of the
// donation it names, answered to its donor only (the session's account, or this tab's quick-donation secret).
import { donationThanksSchema, type DonationThanks } from '@domain/donation-answers';
import { api } from '@/lib/api-client';
import { storedQuickToken } from '@/lib/quick-return-token';

export async function fetchDonationThanks(donationId: number): Promise<DonationThanks> {
  const quickToken = storedQuickToken();
  return donationThanksSchema.parse(
    await api.post<unknown>(`/donations/${donationId}/thanks`, quickToken ? { quick_token: quickToken } : {}),
  );
}
