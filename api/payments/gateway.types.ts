/**
 * What the gateway takes and returns. Answers use the SDK's own typings (re-exported here, so nothing
 * outside api/payments/ imports the SDK); inputs are narrower than the SDK's. Users are created through
 * the SCA endpoints only (gateway-users-sca.ts): the legacy users/natural|legal calls and GET users/{id}
 * were retired by Mangopay on 15 December 2025 (https://docs.mangopay.com/release-notes/api/2025-11-17).
 */
import type { wallet } from 'mangopay2-nodejs-sdk/typings/models/wallet';
import type { CardOperations } from './gateway-cards';
import type { DebitOperations } from './gateway-debits';
import type { DisputeOperations } from './gateway-disputes';
import type { HookOperations } from './gateway-hooks';
import type { KycOperations } from './gateway-kyc';
import type { PayoutOperations } from './gateway-payouts';
import type { RecipientOperations } from './gateway-recipients';
import type { ScaUserOperations } from './gateway-users-sca';

export type Wallet = wallet.WalletData;

export interface Address {
  AddressLine1: string;
  AddressLine2?: string;
  City: string;
  Region?: string;
  PostalCode: string;
  /** ISO 3166-1 alpha-2. */
  Country: string;
}

export interface WalletInput {
  /** The one owner's user id. */
  ownerId: string;
  Currency: 'EUR';
  Description: string;
  Tag?: string;
}

export interface GatewayConfig {
  clientId: string;
  apiKey: string;
  /** e.g. https://api.sandbox.mangopay.com, or the emulator's http://127.0.0.1:8090 */
  baseUrl: string;
  /** Per-request limit in ms (default 15 000). */
  timeoutMs?: number;
}

/** The only door to the payment provider. Every creating call takes an idempotency key. */
export interface PaymentGateway
  extends
    CardOperations,
    DebitOperations,
    DisputeOperations,
    HookOperations,
    KycOperations,
    PayoutOperations,
    RecipientOperations,
    ScaUserOperations {
  readonly clientId: string;
  readonly baseUrl: string;
  createWallet(input: WalletInput, idempotencyKey: string): Promise<Wallet>;
  getWallet(walletId: string): Promise<Wallet>;
}
