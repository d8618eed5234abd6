// Online first, the kept copy when the server cannot be reached: offline (navigator.onLine false) the
// network is not even tried; a failed request, or a gateway error (502-504), falls back too.
import { ApiError, OfflineError } from '../../../lib/api-errors';
import { readKeptMeta } from './kept-directory';

/** Data with where it came from: the server, or the copy kept on `savedAt` (ms). */
export type Sourced<T> = { data: T; offline: false } | { data: T; offline: true; savedAt: number | null };

/** Whether an error means the server could not be reached. */
export function isUnreachable(err: unknown): boolean {
  return err instanceof OfflineError || (err instanceof ApiError && [502, 503, 504].includes(err.status));
}

async function fromKept<T>(kept: () => Promise<T | null>, err: unknown): Promise<Sourced<T>> {
  const data = await kept();
  if (data === null) throw err;
  return { data, offline: true, savedAt: (await readKeptMeta())?.savedAt ?? null };
}

export async function onlineOrKept<T>(online: () => Promise<T>, kept: () => Promise<T | null>): Promise<Sourced<T>> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return fromKept(kept, new OfflineError(true));
  try {
    return { data: await online(), offline: false };
  } catch (err) {
    if (!isUnreachable(err)) throw err;
    return fromKept(kept, err);
  }
}
