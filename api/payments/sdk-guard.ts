/**
 * Loads mangopay2-nodejs-sdk and guards its pitfalls (docs/mangopay.md, read in its lib/api.js):
 * 1. On a network error or an axios timeout the SDK reads `error.response.data` with no response: the
 *    TypeError is thrown inside its own catch and the promise never settles. An interceptor on the very
 *    axios module the SDK requires gives such errors a stand-in response carrying NETWORK_MARKER, so the
 *    SDK rejects; `guardedCall` adds an outer timeout as a second net.
 * 2. The default errorHandler prints every error with console.error: replaced by our logger.
 * 3. The SDK mutates what it is given (`delete user.NaturalSca`, `_.extend(data, response.data)`, the
 *    headers object): callers pass copies (`copyForSdk`).
 * 4. Instances share request options through the prototype and set axios defaults globally: one
 *    instance per process (enforced in gateway.ts).
 * 5. `PayIns.create` returns a union: `narrowPayIn` checks PaymentType and ExecutionType at run time.
 * The SDK is loaded with require (createRequire) so that it and the axios we patch are the same
 * CommonJS modules, whatever the ESM loader (tsx, vitest) does with our own imports.
 */
import { createRequire } from 'node:module';
import type { Logger } from 'pino';
import type MangoPay from 'mangopay2-nodejs-sdk';
import { PaymentProviderError } from './errors';

const requireHere = createRequire(import.meta.url);
const sdkPath = requireHere.resolve('mangopay2-nodejs-sdk');
const MangoPayCtor = requireHere('mangopay2-nodejs-sdk') as typeof MangoPay;

export type Sdk = MangoPay;

/** Put on the stand-in response of a request that got no answer. */
export const NETWORK_MARKER = '__entraideNetworkError';

interface NetworkFailure {
  [NETWORK_MARKER]: true;
  code?: string;
  message: string;
}

interface AxiosLike {
  interceptors: { response: { use(onFulfilled: (v: unknown) => unknown, onRejected: (e: unknown) => unknown): number } };
}

let guardInstalled = false;

function installNetworkGuard(): void {
  if (guardInstalled) return;
  const axios = createRequire(sdkPath)('axios') as AxiosLike;
  axios.interceptors.response.use(
    (response) => response,
    (error: unknown) => {
      const e = error as { response?: unknown; code?: string; message?: string };
      if (e && typeof e === 'object' && !e.response) {
        const data: NetworkFailure = { [NETWORK_MARKER]: true, code: e.code, message: e.message ?? 'network error' };
        e.response = { status: 0, statusText: '', headers: {}, data };
      }
      return Promise.reject(error);
    },
  );
  guardInstalled = true;
}

export interface SdkOptions {
  clientId: string;
  apiKey: string;
  baseUrl: string;
  /** Per-request limit in ms (the SDK's connectionTimeout and responseTimeout). */
  timeoutMs: number;
}

export function createSdk(options: SdkOptions, logger: Logger): Sdk {
  installNetworkGuard();
  return new MangoPayCtor({
    clientId: options.clientId,
    clientApiKey: options.apiKey,
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    apiVersion: 'v2.01',
    connectionTimeout: options.timeoutMs,
    responseTimeout: options.timeoutMs,
    // Called by the SDK on every failed call before it rejects; the gateway reports the failure itself.
    errorHandler: (message: unknown, detail: unknown) => {
      logger.debug({ provider: 'mangopay', detail: summarise(detail) }, `mangopay sdk: ${String(message)}`);
    },
  });
}

/** Drops the bearer token so the next call authenticates again. */
export function resetAuthorization(sdk: Sdk): void {
  delete sdk.requestOptions.headers.Authorization;
}

/** A deep copy, so the SDK's mutations never reach our objects. */
export function copyForSdk<T>(value: T): T {
  return structuredClone(value);
}

function summarise(detail: unknown): unknown {
  if (!detail || typeof detail !== 'object') return detail;
  const d = detail as Record<string, unknown>;
  return { Type: d.Type, Message: d.Message, errors: d.errors, Id: d.Id, code: d.code, error: d.error };
}

interface FullResponseLike {
  status?: number;
  data?: unknown;
  body?: unknown;
}

/** Turns whatever the SDK rejected with into a PaymentProviderError. */
export function toProviderError(operation: string, reason: unknown): PaymentProviderError {
  if (reason instanceof PaymentProviderError) return reason;
  const r = (reason && typeof reason === 'object' ? reason : {}) as FullResponseLike & Record<string, unknown>;
  // With resolveWithFullResponse the SDK rejects with the axios response; without, with its data.
  const hasResponse = typeof r.status === 'number' && ('data' in r || 'body' in r);
  const data = (hasResponse ? (r.data ?? r.body) : reason) as Record<string, unknown> | string | undefined;
  const status = hasResponse && r.status !== 0 ? r.status : undefined;
  if (data && typeof data === 'object' && data[NETWORK_MARKER]) {
    const code = typeof data.code === 'string' ? data.code : undefined;
    const timedOut = code === 'ECONNABORTED' || code === 'ETIMEDOUT';
    return new PaymentProviderError(timedOut ? 'timeout' : 'network', `no answer from the provider (${code ?? String(data.message)})`, {
      operation,
      code,
      cause: reason,
    });
  }
  if (data && typeof data === 'object' && data.Code === 408 && data.Message === 'Request timed out') {
    return new PaymentProviderError('timeout', 'the provider did not answer in time', { operation });
  }
  if (data && typeof data === 'object' && typeof data.error === 'string') {
    return new PaymentProviderError('auth', `authentication refused (${data.error})`, {
      operation,
      status: status ?? 401,
      type: data.error,
    });
  }
  if (data && typeof data === 'object' && typeof data.Type === 'string') {
    return new PaymentProviderError('provider', String(data.Message ?? data.Type), {
      operation,
      status,
      type: data.Type,
      fields: (data.errors as Record<string, string> | null | undefined) ?? null,
      providerErrorId: typeof data.Id === 'string' ? data.Id : undefined,
    });
  }
  const text = typeof data === 'string' ? data : reason instanceof Error ? reason.message : 'unreadable answer';
  return new PaymentProviderError('unexpected', text, { operation, status, cause: reason });
}

/**
 * Runs one SDK call: a synchronous throw, a rejection or no settlement within `timeoutMs` all end as
 * a PaymentProviderError.
 */
export async function guardedCall<T>(operation: string, timeoutMs: number, call: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PaymentProviderError('timeout', `no settlement within ${timeoutMs} ms`, { operation })), timeoutMs);
  });
  try {
    return await Promise.race([Promise.resolve().then(call), timeout]);
  } catch (err) {
    throw toProviderError(operation, err);
  } finally {
    clearTimeout(timer);
  }
}

/** Narrows a pay-in answer (PayIns.create returns a union) after checking its types at run time. */
export function narrowPayIn<T extends { PaymentType: string; ExecutionType: string }>(
  operation: string,
  value: unknown,
  paymentType: T['PaymentType'],
  executionType: T['ExecutionType'],
): T {
  const v = value as Partial<Record<'PaymentType' | 'ExecutionType', unknown>> | null;
  if (!v || v.PaymentType !== paymentType || v.ExecutionType !== executionType) {
    throw new PaymentProviderError('unexpected', `expected a ${paymentType}/${executionType} pay-in`, { operation });
  }
  return value as T;
}
