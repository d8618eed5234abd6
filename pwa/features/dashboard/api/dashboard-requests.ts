// The dashboard's calls: the caller's donations, monthly donations and pots, the subscription update
// (`charity_subscription`: status 3 stops, 1 resumes, or a debit day), and the receipt downloads.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_STATUS_CODES } from '../../../../domain/constants';
import type { DashboardDonation, DashboardPot, DashboardSubscription } from '../../../../domain/dashboard-types';
import { api, API_BASE } from '../../../lib/api-client';
import { errorForStatus } from '../../../lib/api-errors';

const keys = {
  donations: ['dashboard', 'donations'] as const,
  subscriptions: ['dashboard', 'subscriptions'] as const,
  pots: ['dashboard', 'pots'] as const,
};

/** Every monthly donation is shown: one page of the API's largest size. */
const SUBSCRIPTIONS_LIMIT = 100;

export const useMyDonations = () => useQuery({ queryKey: keys.donations, queryFn: () => api.get<DashboardDonation[]>('/user/donations') });

export const useMySubscriptions = () =>
  useQuery({
    queryKey: keys.subscriptions,
    queryFn: () => api.get<DashboardSubscription[]>('/user/subscriptions', { query: { offset: 0, limit: SUBSCRIPTIONS_LIMIT } }),
  });

export const useMyPots = () => useQuery({ queryKey: keys.pots, queryFn: () => api.get<DashboardPot[]>('/cagnottes') });

/** What the donor asks of a monthly donation. */
export type SubscriptionChange = { kind: 'stop' } | { kind: 'resume' } | { kind: 'day'; debitDay: number };

function changeBody(id: number, change: SubscriptionChange) {
  if (change.kind === 'day') return { id, debit_day: change.debitDay };
  return { id, status: change.kind === 'stop' ? SUBSCRIPTION_STATUS_CODES.stop : SUBSCRIPTION_STATUS_CODES.resume };
}

/** `POST subscriptions/{id}`; the answered subscription replaces the listed one. */
export function useUpdateSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: SubscriptionChange }) =>
      api.post<DashboardSubscription>(`/subscriptions/${id}`, { charity_subscription: changeBody(id, change) }),
    onSuccess: (updated) => {
      client.setQueryData<DashboardSubscription[]>(keys.subscriptions, (list) => list?.map((s) => (s.id === updated.id ? updated : s)));
    },
  });
}

/** The file name the API gives in Content-Disposition, else `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Downloads a tax receipt as a PDF file: a donation's (`cerfa_pdf`) or an annual one
 * (domain/dashboard.ts `annualReceiptPath`); `path` with or without the API base.
 */
export async function downloadReceipt(path: string, fallbackName: string, token: string | null): Promise<void> {
  const url = path.startsWith(API_BASE) ? path : `${API_BASE}${path}`;
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw errorForStatus(response.status, [], null);
  const blobUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = blobUrl;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(blobUrl), 1000);
}
