// The manager area's calls (all under /api/v1/manager, manager role only). Lists are read with their
// filters and paging in the query key; every change invalidates what it touches. Money-moving POSTs
// (refund, deactivation, payout) carry the Idempotency-Key that api-client adds to every POST.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CharityBody, CharityEditBody } from '@domain/charity-input';
import type {
  AuditLogEntry,
  CharityKycStatus,
  CharityKycSubmission,
  CharityListItem,
  DeactivationResult,
  ManagerCharity,
  ManagerDonation,
  ManagerPot,
  MoneyFinding,
  NewsletterSubscriber,
  Payout,
  Refund,
  UserKycStatus,
  YearlyTotal,
} from '@domain/manager-types';
import type { RepresentativeInvitation } from '@domain/charity-area-types';

export const PAGE_SIZE = 50;

export type Filters = Record<string, string | number | boolean | undefined>;

const root = ['manager'] as const;
export const managerKeys = {
  all: root,
  list: (path: string, filters: Filters) => [...root, 'list', path, filters] as const,
  charity: (id: number) => [...root, 'charity', id] as const,
  charityKyc: (id: number) => [...root, 'charity', id, 'kyc'] as const,
  pot: (id: number) => [...root, 'pot', id] as const,
  refunds: (donationId: number) => [...root, 'refunds', donationId] as const,
};

/** Empty strings are left out of the query string. */
function cleaned(filters: Filters): Filters {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v !== undefined));
}

/** One page of a manager list. */
export function useManagerList<T>(
  path: string,
  filters: Filters,
  options: { refetchInterval?: (rows: T[] | undefined) => number | false } = {},
) {
  const query = cleaned(filters);
  return useQuery({
    queryKey: managerKeys.list(path, query),
    queryFn: () => api.get<T[]>(`/manager${path}`, { query }),
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchInterval ? (q) => options.refetchInterval!(q.state.data) : undefined,
  });
}

export const useCharities = (filters: Filters) => useManagerList<CharityListItem>('/charities', filters);
export const usePots = (filters: Filters) => useManagerList<ManagerPot>('/pots', filters);
export const useDonations = (filters: Filters) => useManagerList<ManagerDonation>('/donations', filters);
export const useSubscribers = (filters: Filters) => useManagerList<NewsletterSubscriber>('/newsletter_subscribers', filters);
export const useAuditLog = (filters: Filters) => useManagerList<AuditLogEntry>('/audit_log', filters);
export const useMoneyFindings = (filters: Filters) => useManagerList<MoneyFinding>('/money_findings', filters);

/** Payouts still on their way are read again every few seconds until they settle. */
const PAYOUT_POLL_MS = 5000;
const unsettled = (rows: Payout[] | undefined) =>
  rows?.some((p) => p.status === 'PENDING' || p.status === 'CREATED') ? PAYOUT_POLL_MS : false;
export const usePayouts = (filters: Filters) => useManagerList<Payout>('/payouts', filters, { refetchInterval: unsettled });
export const useCharityPayouts = (id: number) =>
  useManagerList<Payout>(`/charities/${id}/payouts`, { limit: PAGE_SIZE }, { refetchInterval: unsettled });
export const usePotDonations = (id: number, offset: number) =>
  useManagerList<ManagerDonation>(`/pots/${id}/donations`, { limit: PAGE_SIZE, offset });

/** Every charity (names for the filters' selects). */
export const useCharityChoices = () =>
  useQuery({
    queryKey: [...root, 'charity-choices'],
    queryFn: () => api.get<CharityListItem[]>('/manager/charities', { query: { limit: 200 } }),
    staleTime: 60_000,
  });

export const useCharity = (id: number) =>
  useQuery({ queryKey: managerKeys.charity(id), queryFn: () => api.get<ManagerCharity>(`/manager/charities/${id}`) });
export const useCharityKyc = (id: number) =>
  useQuery({
    queryKey: managerKeys.charityKyc(id),
    queryFn: () => api.get<CharityKycStatus>(`/manager/charities/${id}/kyc`),
    retry: false,
  });
export const usePot = (id: number) =>
  useQuery({ queryKey: managerKeys.pot(id), queryFn: () => api.get<ManagerPot>(`/manager/pots/${id}`) });
export const useRefunds = (donationId: number) =>
  useQuery({ queryKey: managerKeys.refunds(donationId), queryFn: () => api.get<Refund[]>(`/manager/donations/${donationId}/refunds`) });
export const useUserKyc = (email: string) =>
  useQuery({
    queryKey: [...root, 'kyc', email],
    queryFn: () => api.get<UserKycStatus>('/manager/kyc', { query: { email } }),
    enabled: email !== '',
    retry: false,
  });
export const useYearlyTotals = (year: number) =>
  useQuery({
    queryKey: [...root, 'yearly-totals', year],
    queryFn: () => api.get<YearlyTotal[]>('/manager/yearly_totals', { query: { year } }),
  });

/** A mutation that refreshes every manager read once done (lists, details, totals). */
function useManagerMutation<V, R>(run: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => client.invalidateQueries({ queryKey: root }) });
}

export const useCreateCharity = () =>
  useManagerMutation((body: CharityBody) => api.post<ManagerCharity>('/manager/charities', { charity: body }));
export const useUpdateCharity = (id: number) =>
  useManagerMutation((body: CharityEditBody) => api.put<ManagerCharity>(`/manager/charities/${id}`, { charity: body }));
export const useSetCharityActive = (id: number) =>
  useManagerMutation((active: boolean) => api.post<ManagerCharity>(`/manager/charities/${id}/${active ? 'activate' : 'deactivate'}`));
export const useUploadMedia = (id: number) =>
  useManagerMutation(({ kind, file }: { kind: 'logo' | 'banner' | 'diaporama'; file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return api.put<ManagerCharity>(`/manager/charities/${id}/media/${kind}`, form);
  });
export const useRemoveMedia = (id: number) =>
  useManagerMutation((mediaId: number) => api.delete<ManagerCharity>(`/manager/charities/${id}/media/${mediaId}`));
export const useRepresentativeInvitations = (id: number) =>
  useQuery({
    queryKey: [...managerKeys.charity(id), 'invitations'],
    queryFn: () => api.get<RepresentativeInvitation[]>(`/manager/charities/${id}/representative_invitations`),
  });
export const useInviteRepresentative = (id: number) =>
  useManagerMutation((email: string) =>
    api.post<RepresentativeInvitation>(`/manager/charities/${id}/representative_invitations`, { email }),
  );
export const useUploadKycDocument = (id: number) =>
  useManagerMutation(({ type, files }: { type: string; files: File[] }) => {
    const form = new FormData();
    form.append('type', type);
    for (const file of files) form.append('files', file);
    return api.post<CharityKycSubmission>(`/manager/charities/${id}/kyc_documents`, form);
  });
export const usePayout = (id: number) => useManagerMutation(() => api.post<Payout>(`/manager/charities/${id}/payouts`));
export const useRefund = () =>
  useManagerMutation(({ donationId, reason }: { donationId: number; reason: string }) =>
    api.post<Refund>(`/manager/donations/${donationId}/refund`, { reason: reason || null }),
  );
export const useDeactivatePot = (id: number) =>
  useManagerMutation((reason: string) => api.post<DeactivationResult>(`/manager/pots/${id}/deactivate`, { reason: reason || null }));
