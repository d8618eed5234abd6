/**
 * What the gateway takes and returns. Answers use the SDK's own typings (re-exported here, so nothing
 * outside api/payments/ imports the SDK); inputs are narrower than the SDK's, one variant per user
 * category (PAYER or OWNER, https://docs.mangopay.com/api-reference/users/create-natural-user and
 * create-legal-user).
 */
import type { user } from 'mangopay2-nodejs-sdk/typings/models/user';
import type { wallet } from 'mangopay2-nodejs-sdk/typings/models/wallet';
import type { CardOperations } from './gateway-cards';
import type { DebitOperations } from './gateway-debits';
import type { DisputeOperations } from './gateway-disputes';
import type { HookOperations } from './gateway-hooks';
import type { KycOperations } from './gateway-kyc';
import type { PayoutOperations } from './gateway-payouts';
import type { RecipientOperations } from './gateway-recipients';
import type { ScaUserOperations } from './gateway-users-sca';

export type NaturalUser = user.UserNaturalData;
export type LegalUser = user.UserLegalData;
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

interface NaturalCommon {
  FirstName: string;
  LastName: string;
  Email: string;
  Address?: Address;
  Tag?: string;
}

export type NaturalUserInput =
  | (NaturalCommon & { UserCategory: 'PAYER'; TermsAndConditionsAccepted?: boolean })
  | (NaturalCommon & {
      UserCategory: 'OWNER';
      TermsAndConditionsAccepted: true;
      /** Unix seconds (UTC midnight of the birth date). */
      Birthday: number;
      Nationality: string;
      CountryOfResidence: string;
      Occupation?: string;
      IncomeRange?: 1 | 2 | 3 | 4 | 5 | 6;
    });

interface LegalCommon {
  LegalPersonType: 'BUSINESS' | 'PARTNERSHIP' | 'ORGANIZATION' | 'SOLETRADER';
  Name: string;
  Email: string;
  LegalRepresentativeFirstName: string;
  LegalRepresentativeLastName: string;
  LegalRepresentativeEmail?: string;
  LegalRepresentativeAddress?: Address;
  Tag?: string;
}

export type LegalUserInput =
  | (LegalCommon & { UserCategory: 'PAYER'; TermsAndConditionsAccepted?: boolean })
  | (LegalCommon & {
      UserCategory: 'OWNER';
      TermsAndConditionsAccepted: true;
      HeadquartersAddress: Address;
      LegalRepresentativeBirthday: number;
      LegalRepresentativeNationality: string;
      LegalRepresentativeCountryOfResidence: string;
      /** Required for a BUSINESS owner. */
      CompanyNumber?: string;
    });

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
  createNaturalUser(input: NaturalUserInput, idempotencyKey: string): Promise<NaturalUser>;
  createLegalUser(input: LegalUserInput, idempotencyKey: string): Promise<LegalUser>;
  createWallet(input: WalletInput, idempotencyKey: string): Promise<Wallet>;
  getUser(userId: string): Promise<NaturalUser | LegalUser>;
  getWallet(walletId: string): Promise<Wallet>;
}
