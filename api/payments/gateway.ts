/**
 * The payment gateway: the only module that talks to Mangopay (through mangopay2-nodejs-sdk, loaded and
 * guarded by sdk-guard.ts). One SDK instance per process: `getGateway` is memoised; `createGateway`
 * (tests) replaces the previous gateway, which then refuses calls instead of silently sharing the
 * SDK's prototype state with the new one.
 *
 * Every creating call sends an Idempotency-Key derived from our own record. When Mangopay answers 409
 * (the key was already used: a retry after a crash or a timeout, or a concurrent duplicate), the
 * gateway reads the first answer at GET responses/{key} and returns it, so a retry yields the same
 * resource and never a second one (https://docs.mangopay.com/api-reference/overview/idempotency).
 */
import type { Logger } from 'pino';
import type { base } from 'mangopay2-nodejs-sdk/typings/base';
import type { idempotency } from 'mangopay2-nodejs-sdk/typings/models/idempotency';
import { PaymentProviderError } from './errors';
import type { GatewayConfig, PaymentGateway, Wallet } from './gateway.types';
import { cardOperations } from './gateway-cards';
import { debitOperations } from './gateway-debits';
import { disputeOperations } from './gateway-disputes';
import { hookOperations } from './gateway-hooks';
import { kycOperations } from './gateway-kyc';
import { payoutOperations } from './gateway-payouts';
import { recipientOperations } from './gateway-recipients';
import { scaUserOperations } from './gateway-users-sca';
import { assertIdempotencyKey } from './idempotency-keys';
import { observeProviderCall } from '../observability/metrics';
import { copyForSdk, createSdk, guardedCall, resetAuthorization, toProviderError, type Sdk } from './sdk-guard';

export type * from './gateway.types';

const DEFAULT_TIMEOUT_MS = 15_000;
const REPLAY_ATTEMPTS = 10;

type Full<R> = Promise<base.WithResponse<R>>;
type Options = base.MethodOptionWithResponse;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Declaration merging: the mixed-in operations are part of the class's type.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
interface MangopayGateway extends PaymentGateway {}

let current: MangopayGateway | undefined;
let memoised: { key: string; gateway: MangopayGateway } | undefined;

/**
 * What operation modules (`gateway-<area>.ts`) get: guarded reads and idempotent creations. Each area
 * module exports `xOperations(core)` returning its methods; the class mixes them in below, so areas
 * grow in their own files.
 */
export interface GatewayCore {
  run<R>(operation: string, call: (sdk: Sdk) => Full<R>): Promise<base.WithResponse<R>>;
  create<R>(operation: string, idempotencyKey: string, call: (sdk: Sdk, options: Options) => Full<R>): Promise<R>;
}
export type { Sdk, Full, Options };

/** Operation modules mixed into the gateway (slices 2-5 add theirs here). */
const operationModules: Array<(core: GatewayCore) => object> = [
  cardOperations,
  debitOperations,
  disputeOperations,
  hookOperations,
  kycOperations,
  payoutOperations,
  recipientOperations,
  scaUserOperations,
];

class MangopayGateway implements PaymentGateway, GatewayCore {
  readonly clientId: string;
  readonly baseUrl: string;
  superseded = false;
  private readonly sdk: Sdk;
  private readonly timeoutMs: number;

  constructor(
    config: GatewayConfig,
    private readonly logger: Logger,
  ) {
    this.clientId = config.clientId;
    this.baseUrl = config.baseUrl;
    this.timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.sdk = createSdk({ clientId: config.clientId, apiKey: config.apiKey, baseUrl: config.baseUrl, timeoutMs: this.timeoutMs }, logger);
    for (const operations of operationModules) Object.assign(this, operations(this));
  }

  /**
   * One call with the guard, tried a second time in two cases: a 401 (expired or forgotten token: the
   * SDK authenticates again) and a connection reset (a kept-alive socket the provider closed, e.g. on
   * restart). Both are safe to repeat: every call is a read or an idempotent creation.
   */
  /** @internal for the operation modules (gateway-*.ts). */
  async run<R>(operation: string, call: (sdk: Sdk) => Full<R>): Promise<base.WithResponse<R>> {
    if (this.superseded) throw new Error('This payment gateway was replaced by another one (one SDK instance per process)');
    // Authentication and the call itself each get the per-request limit; the guard waits for both.
    const limit = 2 * this.timeoutMs + 1000;
    let error: PaymentProviderError;
    const started = performance.now();
    try {
      const result = await guardedCall(operation, limit, () => call(this.sdk));
      observeProviderCall(operation, started);
      return result;
    } catch (err) {
      error = toProviderError(operation, err);
    }
    const expiredToken = error.kind === 'provider' && error.status === 401;
    const resetSocket = error.kind === 'network' && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
    if (expiredToken || resetSocket) {
      if (expiredToken) resetAuthorization(this.sdk);
      try {
        const result = await guardedCall(operation, limit, () => call(this.sdk));
        observeProviderCall(operation, started);
        return result;
      } catch (err) {
        error = toProviderError(operation, err);
      }
    }
    observeProviderCall(operation, started, error);
    // A 4xx answer is an answer (the caller decides what it means); the rest deserves attention.
    const answered = error.kind === 'provider' && error.status !== undefined && error.status < 500;
    const detail = { operation, kind: error.kind, status: error.status, type: error.type, fields: error.fields, code: error.code };
    if (answered) this.logger.debug(detail, 'payment provider refused the call');
    else this.logger.warn(detail, 'payment provider call failed');
    throw error;
  }

  /** @internal for the operation modules (gateway-*.ts). */
  async create<R>(operation: string, idempotencyKey: string, call: (sdk: Sdk, options: Options) => Full<R>): Promise<R> {
    assertIdempotencyKey(idempotencyKey);
    const options = () => ({ resolveWithFullResponse: true as const, headers: { 'Idempotency-Key': idempotencyKey } });
    try {
      return (await this.run(operation, (sdk) => call(sdk, options()))).body;
    } catch (err) {
      if (err instanceof PaymentProviderError && err.type === 'idempotent_creation_conflict') {
        return this.replay<R>(operation, idempotencyKey);
      }
      throw err;
    }
  }

  /** The first answer given to an idempotency key; waits while the first request is still running. */
  private async replay<R>(operation: string, key: string): Promise<R> {
    for (let attempt = 1; ; attempt++) {
      let stored: idempotency.IdempotencyData;
      try {
        const get = (sdk: Sdk) => sdk.Idempotency.get(key, { resolveWithFullResponse: true });
        stored = (await this.run(`${operation} (replay)`, get)).body;
      } catch (err) {
        const pending = err instanceof PaymentProviderError && err.status === 404;
        if (pending && attempt < REPLAY_ATTEMPTS) {
          await sleep(100 * attempt);
          continue;
        }
        throw err;
      }
      if (/^2\d\d$/.test(String(stored.StatusCode))) return stored.Resource as R;
      // The SDK types the stored answer `any`: it is the provider's JSON, read as unknown.
      const error = toProviderError(operation, { status: Number(stored.StatusCode), data: stored.Resource as unknown });
      throw error;
    }
  }

  createWallet(input: Parameters<PaymentGateway['createWallet']>[0], key: string): Promise<Wallet> {
    const data: { Owners: [string]; Currency: 'EUR'; Description: string; Tag?: string } = {
      Owners: [input.ownerId],
      Currency: input.Currency,
      Description: input.Description,
    };
    if (input.Tag !== undefined) data.Tag = input.Tag;
    return this.create('createWallet', key, (sdk, options) => sdk.Wallets.create(copyForSdk(data), options));
  }

  async getWallet(walletId: string): Promise<Wallet> {
    return (await this.run('getWallet', (sdk) => sdk.Wallets.get(walletId, { resolveWithFullResponse: true }))).body;
  }
}

/** A new gateway (tests: one per file). The previous one of this process stops working. */
export function createGateway(config: GatewayConfig, logger: Logger): PaymentGateway {
  if (current) current.superseded = true;
  memoised = undefined;
  current = new MangopayGateway(config, logger);
  return current;
}

/** The process's gateway, created on first use. */
export function getGateway(config: GatewayConfig, logger: Logger): PaymentGateway {
  const key = `${config.baseUrl}|${config.clientId}`;
  if (memoised && memoised.key === key && !memoised.gateway.superseded) return memoised.gateway;
  const gateway = createGateway(config, logger) as MangopayGateway;
  memoised = { key, gateway };
  return gateway;
}
