// Sign-in, sign-up and sign-out requests of the accounts area.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SessionUser } from '@/lib/store';
import type { SecondFactorChallenge } from '@domain/second-factor';

/** What login and sign-up answer. */
export type AuthAnswer = { auth_token: string; user: SessionUser };

/** What login answers: a session, or the second factor's step (domain/second-factor.ts). */
export type LoginAnswer = AuthAnswer | { second_factor: SecondFactorChallenge };

export type Credentials = { email: string; password: string };

/** `POST /user/auth`. */
export function logIn(credentials: Credentials): Promise<LoginAnswer> {
  return api.post<LoginAnswer>('/user/auth', credentials);
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}

/** A sign-up payload (the `user` wrapper's content), as the API reads it. */
export type SignupPayload = Record<string, unknown> & { role_id: 1 | 2 };

/** `POST /user/signup/private` or `/user/signup/enterprise` with `{user}`. */
export function signUp(user: SignupPayload): Promise<AuthAnswer> {
  const path = user.role_id === 2 ? '/user/signup/enterprise' : '/user/signup/private';
  return api.post<AuthAnswer>(path, { user });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
