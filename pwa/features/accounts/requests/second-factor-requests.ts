// Sign-in's second step: the challenge `POST /user/auth` answered, with a code or a recovery code.
import { useMutation } from '@tanstack/react-query';
import type { SecondFactorChallenge } from '@domain/second-factor';
import { api } from '@/lib/api-client';
import type { AuthAnswer } from './auth-requests';

export type { SecondFactorChallenge };

/** What the second step answers: the session, and after an enrolment the recovery codes (shown once). */
export type SecondStepAnswer = AuthAnswer & { recovery_codes?: string[] };

export type SecondStepInput = { challenge_token: string } & ({ code: string } | { recovery_code: string });

/** `POST /user/auth/second_factor`. */
export function completeSecondFactor(input: SecondStepInput): Promise<SecondStepAnswer> {
  return api.post<SecondStepAnswer>('/user/auth/second_factor', input);
}

export function useCompleteSecondFactor() {
  return useMutation({ mutationFn: completeSecondFactor });
}
