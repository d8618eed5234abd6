// The directory's reads need two things the shared api client does not give: the X-Total-Count header
// of paged lists, and 304 answers to the offline sync's If-None-Match. Errors are the same typed errors.
import { API_BASE } from '../api-client';
import { errorForStatus, OfflineError, type ApiErrorItem } from '../api-errors';
import { isAbort, reachability } from '../reachability';

export type Answer<T> = { status: number; data: T | undefined; headers: Headers };

type Options = { method?: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal };

function errorItems(body: unknown): ApiErrorItem[] {
  const list = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(list)
    ? list.filter((e: unknown): e is ApiErrorItem => typeof e === 'object' && e !== null && 'detail' in e && typeof e.detail === 'string')
    : [];
}

type DirectorySchemas = typeof import('@domain/directory');
let schemas: Promise<DirectorySchemas> | null = null;

/** The directory's wire schemas (zod), loaded with the first answer to check rather than with the page. */
export function directorySchemas(): Promise<DirectorySchemas> {
  if (!schemas) {
    const loading = import('@domain/directory').catch((err: unknown) => {
      schemas = null; // offline and not cached yet: try again with the next answer
      throw err;
    });
    // A caller whose request failed first never awaits it: its failure is then no unhandled rejection.
    loading.catch(() => undefined);
    schemas = loading;
  }
  return schemas;
}

/** Sends one request; resolves with status, parsed body (none for 304) and headers, or throws a typed error. */
export async function requestWithHeaders<T>(path: string, options: Options = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path.startsWith('/api/') || path.startsWith('/countries') ? path : `${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      // The offline sync sends its own If-None-Match and wants the 304 itself.
      cache: options.headers?.['If-None-Match'] ? 'no-store' : 'default',
    });
  } catch (err) {
    if (isAbort(err)) throw err;
    reachability.failed(err);
    throw new OfflineError();
  }
  if (response.status === 304) return { status: 304, data: undefined, headers: response.headers };
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) throw errorForStatus(response.status, errorItems(data), null);
  return { status: response.status, data: data as T, headers: response.headers };
}

/** The number of all matching charities of a paged list. */
export function totalOf(answer: Answer<unknown>, fallback: number): number {
  const total = Number(answer.headers.get('X-Total-Count'));
  return Number.isInteger(total) && total >= 0 ? total : fallback;
}
