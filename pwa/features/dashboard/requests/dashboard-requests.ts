// The dashboard's calls: the caller's donations, monthly donations and pots, the subscription update
// (`charity_subscription`: status 3 stops, 1 resumes, or a debit day), and the receipt downloads.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_STATUS_CODES } from '@domain/constants';
import type { DashboardDonation, DashboardPot, DashboardSubscription } from '@domain/dashboard-types';
import { api } from '@/lib/api-client';

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
