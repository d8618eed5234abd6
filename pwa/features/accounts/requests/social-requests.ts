// Facebook login requests (the authorization-code flow), and what the server offers (no Facebook button
// when it is not configured).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import type { AuthAnswer, LoginAnswer } from './auth-requests';
import type { SecondFactorChallenge } from './second-factor-requests';

export type SocialProviders = { facebook: { app_id: string } | null };
/** What the completion page needs for a Facebook user without an account: the sign-up ticket and the profile. */
export type FacebookSignup = { facebook_token: string; facebook_id: string; firstname: string; name: string; email: string };

export const socialProvidersQuery = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: () => api.get<SocialProviders>('/auth/providers'),
  staleTime: 10 * 60 * 1000,
});

export function useSocialProviders() {
  return useQuery(socialProvidersQuery).data ?? { facebook: null };
}

/** A new login attempt: the dialog's address (the server also sets the attempt's HttpOnly cookie). */
export const startFacebook = () => api.post<{ dialog_url: string }>('/auth/facebook/start', {});
/**
 * The dialog's return: the session, the second factor's step (an account that has one or must enrol
 * one), or the sign-up of a Facebook user who has no account yet.
 */
export async function logInWithFacebook(
  code: string,
  state: string,
): Promise<{ auth: AuthAnswer } | { challenge: SecondFactorChallenge } | { signup: FacebookSignup }> {
  try {
    const answer = await api.post<LoginAnswer>('/user/auth/facebook', { user: { code, state } });
    return 'second_factor' in answer ? { challenge: answer.second_factor } : { auth: answer };
  } catch (err) {
    const signup =
      err instanceof ApiError && err.status === 404 ? (err.body as { signup?: FacebookSignup } | undefined)?.signup : undefined;
    if (signup) return { signup };
    throw err;
  }
}
export const signUpWithFacebook = (user: Record<string, unknown>) => api.post<AuthAnswer>('/user/signup/fb', { user });
