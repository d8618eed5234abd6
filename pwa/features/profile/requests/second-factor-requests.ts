// The profile's second factor: its status, an enrolment (key, then first code: the recovery codes) and turning it off.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecondFactorEnrolment, SecondFactorStatus } from '@domain/second-factor';
import { api } from '@/lib/api-client';

const statusKey = (userId: number) => ['user', userId, 'second-factor'] as const;

/** `GET /user/second_factor`. */
export function useSecondFactorStatus(userId: number) {
  return useQuery({ queryKey: statusKey(userId), queryFn: () => api.get<SecondFactorStatus>('/user/second_factor') });
}

/** `POST /user/second_factor {current_password}`: the new key, once. */
export function useStartSecondFactor() {
  return useMutation({
    mutationFn: (currentPassword: string) => api.post<SecondFactorEnrolment>('/user/second_factor', { current_password: currentPassword }),
  });
}

/** `POST /user/second_factor/confirmation {code}`: the recovery codes, once. */
export function useConfirmSecondFactor(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<{ recovery_codes: string[] }>('/user/second_factor/confirmation', { code }),
    onSuccess: () => client.invalidateQueries({ queryKey: statusKey(userId) }),
  });
}

/** `POST /user/second_factor/deactivation {current_password, code}`. */
export function useDisableSecondFactor(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { current_password: string; code: string }) => api.post<void>('/user/second_factor/deactivation', input),
    onSuccess: () => client.invalidateQueries({ queryKey: statusKey(userId) }),
  });
}
