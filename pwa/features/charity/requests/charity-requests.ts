// The charity area's calls: the invitation (no session) and everything under /api/v1/charity (role charity,
// the API checks it on every call). Every change refreshes the overview, which the home's checklist reads.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LegalDetailsInput, PayoutAccountInput } from '@domain/charity-area';
import type {
  CharityDocuments,
  CharityInvitationView,
  CharityMoney,
  CharityOverview,
  KybDocument,
  KybType,
  LegalDetails,
  PayoutAccount,
  ScaState,
} from '@domain/charity-area-types';
import type { SessionUser } from '@domain/session-user';

const root = ['charity-area'] as const;
export const charityKeys = {
  all: root,
  overview: [...root, 'overview'] as const,
  documents: [...root, 'documents'] as const,
  money: [...root, 'money'] as const,
};

export const useInvitation = (token: string) =>
  useQuery({
    queryKey: ['charity-invitation', token],
    queryFn: () => api.get<CharityInvitationView>(`/charity_invitations/${encodeURIComponent(token)}`),
    retry: false,
  });

export const useAcceptInvitation = (token: string) =>
  useMutation({
    mutationFn: (body: { password: string; password_confirmation: string }) =>
      api.post<{ auth_token: string; user: SessionUser }>(`/charity_invitations/${encodeURIComponent(token)}/accept`, body),
  });

export const useOverview = () => useQuery({ queryKey: charityKeys.overview, queryFn: () => api.get<CharityOverview>('/charity/overview') });

export const useDocuments = () =>
  useQuery({ queryKey: charityKeys.documents, queryFn: () => api.get<CharityDocuments>('/charity/documents') });

export const useMoney = () => useQuery({ queryKey: charityKeys.money, queryFn: () => api.get<CharityMoney>('/charity/money') });

/** A mutation that refreshes every read of the area once done. */
function useCharityMutation<V, R>(run: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => client.invalidateQueries({ queryKey: root }) });
}

export const useSaveLegalDetails = () =>
  useCharityMutation((body: LegalDetailsInput) =>
    api.put<{ legal_details: LegalDetails; sca: ScaState }>('/charity/legal_details', { legal_details: body }),
  );

export const useStartSca = () => useCharityMutation(() => api.post<{ redirect_url: string }>('/charity/sca_enrolment'));

export const useRefreshSca = () => useCharityMutation(() => api.post<{ sca: ScaState }>('/charity/sca_enrolment/refresh'));

export const useSavePayoutAccount = () =>
  useCharityMutation((body: PayoutAccountInput) =>
    api.put<{ payout_account: PayoutAccount; redirect_url: string | null }>('/charity/payout_account', { payout_account: body }),
  );

export const useRefreshPayoutAccount = () =>
  useCharityMutation(() => api.post<{ payout_account: PayoutAccount }>('/charity/payout_account/refresh'));

export const useUploadDocument = () =>
  useCharityMutation(({ type, files }: { type: KybType; files: File[] }) => {
    const form = new FormData();
    form.append('type', type);
    for (const file of files) form.append('pages', file);
    return api.post<KybDocument>('/charity/documents', form);
  });
