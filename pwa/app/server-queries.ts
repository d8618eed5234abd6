/**
 * The data a server-written page was rendered from (React Query's dehydrated cache, in a JSON block the
 * server writes beside `#root`: api/http/first-screens.ts), put in the browser's cache before hydration
 * so that its first render is the server's.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

/** Id of the JSON block; the server writes it (api/http/first-screens.ts). */
export const SERVER_QUERIES_ID = 'server-queries';

export function hydrateServerQueries(): QueryClient {
  const client = createQueryClient();
  const text = document.getElementById(SERVER_QUERIES_ID)?.textContent;
  if (!text) return client;
  try {
    hydrate(client, JSON.parse(text) as DehydratedState);
  } catch {
    // unreadable: the page asks the API, as one the server did not write
  }
  return client;
}
