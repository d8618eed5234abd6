// Fetch wrapper for the API under /api/v1: JSON in and out, the session's Bearer token, an
// Idempotency-Key on every POST, and HTTP failures turned into the typed errors of api-errors.ts.
import { errorForStatus, OfflineError, type ApiErrorItem } from './api-errors';
import { isAbort, reachability } from './reachability';

export {
  ApiError,
  firstErrorMessage,
  GENERIC_ERROR_MESSAGE,
  NotFoundError,
  OfflineError,
  ThrottledError,
  UnauthorizedError,
  ValidationError,
} from './api-errors';

export const API_BASE = '/api/v1';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions = {
  method?: Method;
  /** A plain value is sent as JSON; FormData (uploads) is sent as is. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Sent on POST; generated when absent. Pass the same key to retry the same request safely. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /**
   * The browser cache's mode. 'no-cache' for the public reads a CDN may keep a few seconds
   * (`stale-while-revalidate`): the browser asks again each time instead of showing its own stale copy.
   */
  cache?: RequestCache;
};

let getAuthToken: () => string | null = () => null;

/** Called by the session store (pwa/lib/store.ts) so that requests carry the current token. */
export function setAuthTokenGetter(getter: () => string | null): void {
  getAuthToken = getter;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function readErrorItems(body: unknown): ApiErrorItem[] {
  const list = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item: unknown): item is ApiErrorItem =>
      typeof item === 'object' && item !== null && 'detail' in item && typeof item.detail === 'string',
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends one request to the API and resolves with the parsed body, or throws a typed error. */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getAuthToken();
  if (token && !headers.Authorization) headers.Authorization = `Bearer ${token}`;
  if (method === 'POST') {
    headers['Idempotency-Key'] = options.idempotencyKey ?? headers['Idempotency-Key'] ?? crypto.randomUUID();
  }

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal: options.signal,
      ...(options.cache ? { cache: options.cache } : {}),
    });
  } catch (err) {
    if (isAbort(err)) throw err;
    reachability.failed(err);
    throw new OfflineError();
  }

  const data = await readBody(response);
  if (!response.ok) {
    const error = errorForStatus(response.status, readErrorItems(data), parseRetryAfter(response.headers.get('Retry-After')));
    error.body = data;
    throw error;
  }
  return data as T;
}

type Options = Omit<ApiRequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Options) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Options) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
