// Profile requests: the forms of PUT /user, e-mail and password, the company logo, the data export and
// the account closure. Each successful write puts the answered user in the session.
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { api, API_BASE, ApiError } from '@/lib/api-client';
import { errorForStatus } from '@/lib/api-errors';
import { markSigningOut } from '@/lib/sign-out-intent';
import { currentUserAtom, tokenAtom, type SessionUser } from '@/lib/store';

function useStoreUser() {
  const setUser = useSetAtom(currentUserAtom);
  return (user: SessionUser) => setUser(user);
}

/** `PUT /user` with one of the profile forms' bodies. */
export function useUpdateProfile() {
  const store = useStoreUser();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api.put<SessionUser>('/user', body),
    onSuccess: store,
  });
}

/** `PUT /user/pwd/update` `{user: {email, password, password_confirmation, current_password}}`. */
export function useUpdateCredentials() {
  const store = useStoreUser();
  return useMutation({
    mutationFn: (user: { email: string; password: string; password_confirmation: string; current_password?: string }) =>
      api.put<SessionUser>('/user/pwd/update', { user }),
    onSuccess: store,
  });
}

/** `PUT /user/company/upload/logo`, multipart `entreprise[logo]`. */
export function useUploadLogo() {
  const store = useStoreUser();
  return useMutation({
    mutationFn: (file: { blob: Blob; name: string }) => {
      const form = new FormData();
      form.append('entreprise[logo]', file.blob, file.name);
      return api.put<SessionUser>('/user/company/upload/logo', form);
    },
    onSuccess: store,
  });
}

/** Downloads `GET /user/export` as a JSON file. */
export async function downloadPersonalData(token: string): Promise<void> {
  const response = await fetch(`${API_BASE}/user/export`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw errorForStatus(response.status, [], null);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'entraide-mes-donnees.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `DELETE /user`, then the session is forgotten on this device (the server already revoked it). */
export function useCloseAccount() {
  const setToken = useSetAtom(tokenAtom);
  const setUser = useSetAtom(currentUserAtom);
  const forget = () => {
    markSigningOut(); // a guarded page then sends home, not to /login
    setToken(null);
    setUser(null);
  };
  return useMutation({
    mutationFn: () => api.delete<void>('/user'),
    onSuccess: forget,
    onError: (err) => {
      if (err instanceof ApiError && err.status === 401) forget();
    },
  });
}
