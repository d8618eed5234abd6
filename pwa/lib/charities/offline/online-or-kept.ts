// Online first, the kept copy when the server cannot be reached: offline (navigator.onLine false) the
// network is not even tried; a failed request, or a gateway error (502-504), falls back too. The kept
// copy's module (with Dexie and the schemas that check its rows) loads only when it is read: an online
// visit never needs it before the page is idle (the first screens' script budget, docs/performance.md).
import { ApiError, OfflineError } from '@/lib/api-errors';

/** The kept copy's reads (./kept-directory.ts). */
export type KeptStore = typeof import('./kept-directory');
/** Reads what the kept copy has for a request, or null when it has nothing. */
export type KeptRead<T> = (store: KeptStore) => Promise<T | null>;

const keptStore = (): Promise<KeptStore> => import('./kept-directory');

/** Data with where it came from: the server, or the copy kept on `savedAt` (ms). */
export type Sourced<T> = { data: T; offline: false } | { data: T; offline: true; savedAt: number | null };

/** Whether an error means the server could not be reached. */
export function isUnreachable(err: unknown): boolean {
  return err instanceof OfflineError || (err instanceof ApiError && [502, 503, 504].includes(err.status));
}

async function fromKept<T>(kept: KeptRead<T>, err: unknown): Promise<Sourced<T>> {
  const store = await keptStore();
  const data = await kept(store);
  if (data === null) throw err;
  return { data, offline: true, savedAt: (await store.readKeptMeta())?.savedAt ?? null };
}

export async function onlineOrKept<T>(online: () => Promise<T>, kept: KeptRead<T>): Promise<Sourced<T>> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return fromKept(kept, new OfflineError(true));
  try {
    return { data: await online(), offline: false };
  } catch (err) {
    if (!isUnreachable(err)) throw err;
    return fromKept(kept, err);
  }
}
