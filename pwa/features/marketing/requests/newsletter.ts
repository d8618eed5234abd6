/** Newsletter calls: sign-up (`POST /subscribers/add?email=`), confirmation and unsubscription. */
import { api } from '@/lib/api-client';

type Message = { message: string };

export function subscribeToNewsletter(email: string): Promise<Message> {
  return api.post<Message>('/subscribers/add', undefined, { query: { email } });
}

export function confirmNewsletter(token: string): Promise<Message> {
  return api.post<Message>('/subscribers/confirm', { token });
}

export function unsubscribeFromNewsletter(token: string): Promise<Message> {
  return api.post<Message>('/subscribers/unsubscribe', { token });
}
