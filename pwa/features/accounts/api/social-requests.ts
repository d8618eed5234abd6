// Facebook login requests, and what the server offers (no Facebook button when it is not configured).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AuthAnswer } from './auth-requests';

export type SocialProviders = { facebook: { app_id: string; dialog_url: string } | null };
export type FacebookProfile = { facebook_id: string; firstname: string; name: string; email: string };

export const socialProvidersQuery = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: () => api.get<SocialProviders>('/auth/providers'),
  staleTime: 10 * 60 * 1000,
});

export function useSocialProviders() {
  return useQuery(socialProvidersQuery).data ?? { facebook: null };
}

export const logInWithFacebook = (facebook_token: string) => api.post<AuthAnswer>('/user/auth/facebook', { user: { facebook_token } });
export const readFacebookProfile = (facebook_token: string) => api.post<FacebookProfile>('/auth/facebook/profile', { facebook_token });
export const signUpWithFacebook = (user: Record<string, unknown>) => api.post<AuthAnswer>('/user/signup/fb', { user });
