/**
 * Finding a pay-in by the Idempotency-Key it was requested with (GET responses/{key},
 * https://docs.mangopay.com/api-reference/idempotency/view-api-response): how reconciliation learns
 * whether the provider created a pay-in that we never recorded (a crash after the call). The gateway
 * does this lookup inside its own replay but does not expose it, so this module reaches it through the
 * gateway's guarded `run` (the operation-module door of api/payments/gateway.ts).
 */
import type { GatewayCore } from '../gateway';
import type { PayIn } from '../gateway-cards';
import type { PaymentGateway } from '../gateway.types';
import { PaymentProviderError } from '../errors';

export type KeyLookup = { kind: 'none' } | { kind: 'payin'; payin: PayIn } | { kind: 'refused'; statusCode: number; message: string };

/** What the provider answered to the first request made with `key` (kept 24 hours by the provider). */
export async function lookupByIdempotencyKey(gateway: PaymentGateway, key: string): Promise<KeyLookup> {
  const core = gateway as unknown as Partial<GatewayCore>;
  if (typeof core.run !== 'function') throw new Error('this payment gateway cannot look up idempotency responses');
  const run = core.run.bind<GatewayCore['run']>(gateway);
  let stored;
  try {
    stored = (await run('getIdempotencyResponse', (sdk) => sdk.Idempotency.get(key, { resolveWithFullResponse: true }))).body;
  } catch (err) {
    if (err instanceof PaymentProviderError && err.status === 404) return { kind: 'none' };
    throw err;
  }
  const statusCode = Number(stored.StatusCode);
  const resource = stored.Resource as Record<string, unknown> | null;
  if (statusCode >= 200 && statusCode < 300 && resource && typeof resource.Id === 'string')
    return { kind: 'payin', payin: resource as unknown as PayIn };
  const message = typeof resource?.Message === 'string' ? resource.Message : `HTTP ${statusCode}`;
  return { kind: 'refused', statusCode, message };
}
