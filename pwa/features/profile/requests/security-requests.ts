// The profile's security requests: the e-mail change waiting for its confirmation link, the account's
// sessions, and the e-mailed link with which an account made through Facebook chooses a first password.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnSession, PendingEmail } from '@domain/account-security';
import { api } from '@/lib/api-client';

export type { OwnSession, PendingEmail };

const pendingKey = (userId: number) => ['user', userId, 'email-pending'] as const;
const sessionsKey = (userId: number) => ['user', userId, 'sessions'] as const;

/** `GET /user/email/pending`: the new address waiting for its link, or null. */
export function usePendingEmail(userId: number) {
  return useQuery({
    queryKey: pendingKey(userId),
    queryFn: async () => (await api.get<{ pending_email: PendingEmail | null }>('/user/email/pending')).pending_email,
  });
}

/** Reads the waiting address again (after the e-mail and password form asked for one). */
export function useRefreshPendingEmail(userId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: pendingKey(userId) });
}

/** `DELETE /user/email/pending`. */
export function useCancelEmailChange(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>('/user/email/pending'),
    onSuccess: () => client.setQueryData(pendingKey(userId), null),
  });
}

/** `GET /user/sessions`: the live sessions, this one first. */
export function useSessions(userId: number) {
  return useQuery({ queryKey: sessionsKey(userId), queryFn: () => api.get<OwnSession[]>('/user/sessions') });
}

/** `DELETE /user/sessions/{id}` (one session) or `DELETE /user/sessions` (all but this one). */
export function useEndSessions(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number | 'others'): Promise<void> => {
      await api.delete<unknown>(id === 'others' ? '/user/sessions' : `/user/sessions/${id}`);
    },
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey(userId) }),
  });
}

/** `POST /user/pwd/reset {email}`: the link to choose a password, e-mailed to the account's address. */
export function useSendPasswordLink() {
  return useMutation({ mutationFn: (email: string) => api.post<{ detail: string }>('/user/pwd/reset', { email }) });
}
