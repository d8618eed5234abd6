/** HTTP calls through nginx, optionally pinned to one web process (X-Deploy-Upstream, a test-only map of nginx.conf.template). */
import type { WebName } from './topology';

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
  /** The web process nginx passed the request to (X-Upstream: its address). */
  upstream: string;
}

export interface CallOptions {
  pin?: WebName;
  token?: string;
  json?: unknown;
  headers?: Record<string, string>;
}

export function client(baseUrl: string) {
  return async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.pin) headers['X-Deploy-Upstream'] = options.pin;
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.json !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(baseUrl + path, {
      method,
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      redirect: 'manual',
    });
    const type = response.headers.get('content-type') ?? '';
    const body = type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer());
    return { status: response.status, body, headers: response.headers, upstream: response.headers.get('x-upstream') ?? '' };
  };
}

export type Call = ReturnType<typeof client>;
