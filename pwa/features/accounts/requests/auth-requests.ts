// Sign-in, sign-up and sign-out requests of the accounts area.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/store';

/** What login and sign-up answer. */
export type AuthAnswer = { auth_token: string; user: SessionUser };

export type Credentials = { email: string; password: string };

/** `POST /user/auth`. */
export function logIn(credentials: Credentials): Promise<AuthAnswer> {
  return api.post<AuthAnswer>('/user/auth', credentials);
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
