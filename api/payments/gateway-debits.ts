/**
 * Gateway operations for bank payments: bank-wire pay-ins
 * (https://docs.mangopay.com/api-reference/bank-wire-payins/create-bank-wire-payin), IBAN bank accounts
 * (https://docs.mangopay.com/api-reference/bank-accounts/create-iban-bank-account), direct-debit web
 * mandates (https://docs.mangopay.com/api-reference/mandates/create-mandate, view, cancel) and
 * direct-debit pay-ins (https://docs.mangopay.com/api-reference/direct-debit-payins/create-direct-debit-payin).
 *
 * A bank wire comes back CREATED with the WireReference and the account the payer must wire to; it
 * settles when the funds arrive (PAYIN_NORMAL_* hooks; re-read with getPayIn). A mandate comes back
 * CREATED with RedirectURL, where the payer confirms it, then returns to ReturnURL?MandateId={Id}; it is
 * usable once SUBMITTED. A direct debit comes back CREATED (or FAILED 001833 on an unusable mandate) and
 * settles days later. Mangopay does not schedule monthly debits: the platform creates one each month.
 */
import type { bankAccount } from 'mangopay2-nodejs-sdk/typings/models/bankAccount';
import type { mandate } from 'mangopay2-nodejs-sdk/typings/models/mandate';
import type { payIn } from 'mangopay2-nodejs-sdk/typings/models/payIn';
import type { GatewayCore } from './gateway';
import type { BankWirePayIn, DirectDebitPayIn, Money } from './gateway-cards';
import type { Address } from './gateway.types';
import { copyForSdk, narrowPayIn } from './sdk-guard';

export type IbanBankAccount = bankAccount.IBANData;
export type Mandate = mandate.MandateData;

export interface BankWirePayInInput {
  AuthorId: string;
  CreditedWalletId: string;
  /** What the payer says they will wire. */
  DeclaredDebitedFunds: Money;
  /** Kept by the platform when the wire arrives. */
  DeclaredFees: Money;
  Tag?: string;
}

export interface IbanBankAccountInput {
  userId: string;
  OwnerName: string;
  OwnerAddress: Address;
  IBAN: string;
  BIC?: string;
  Tag?: string;
}

export interface MandateInput {
  BankAccountId: string;
  /** The language of the confirmation page and the mandate. */
  Culture: 'FR' | 'EN';
  /** Where the payer comes back after the confirmation page (Mangopay adds MandateId). */
  ReturnURL: string;
  Tag?: string;
}

export interface DirectDebitPayInInput {
  AuthorId: string;
  CreditedWalletId: string;
  DebitedFunds: Money;
  Fees: Money;
  MandateId: string;
  /** On the payer's statement: up to 10 letters, digits or spaces. */
  StatementDescriptor?: string;
  Tag?: string;
}

export interface DebitOperations {
  createBankWirePayIn(input: BankWirePayInInput, idempotencyKey: string): Promise<BankWirePayIn>;
  createIbanBankAccount(input: IbanBankAccountInput, idempotencyKey: string): Promise<IbanBankAccount>;
  getBankAccount(userId: string, bankAccountId: string): Promise<IbanBankAccount>;
  createMandate(input: MandateInput, idempotencyKey: string): Promise<Mandate>;
  getMandate(mandateId: string): Promise<Mandate>;
  /** Only a SUBMITTED or ACTIVE mandate can be cancelled; it becomes FAILED 001806. */
  cancelMandate(mandateId: string): Promise<Mandate>;
  createDirectDebitPayIn(input: DirectDebitPayInInput, idempotencyKey: string): Promise<DirectDebitPayIn>;
}

export function debitOperations(core: GatewayCore): DebitOperations {
  return {
    async createBankWirePayIn(input, key) {
      const data: payIn.CreateBankWireDirectPayIn = { ...copyForSdk(input), PaymentType: 'BANK_WIRE', ExecutionType: 'DIRECT' };
      const created = await core.create('createBankWirePayIn', key, (sdk, options) => sdk.PayIns.create(copyForSdk(data), options));
      return narrowPayIn<BankWirePayIn>('createBankWirePayIn', created, 'BANK_WIRE', 'DIRECT');
    },

    createIbanBankAccount({ userId, ...details }, key) {
      // Our Address types Country as a string; the SDK wants its CountryISO union (the provider checks it).
      const data = { ...copyForSdk(details), Type: 'IBAN' } as bankAccount.IBANDetails;
      return core.create('createIbanBankAccount', key, (sdk, options) => sdk.Users.createBankAccount(userId, copyForSdk(data), options));
    },

    async getBankAccount(userId, bankAccountId) {
      const { body } = await core.run('getBankAccount', (sdk) =>
        sdk.Users.getBankAccount(userId, bankAccountId, { resolveWithFullResponse: true }),
      );
      return body as IbanBankAccount;
    },

    createMandate(input, key) {
      const data: mandate.CreateMandate = copyForSdk(input);
      return core.create('createMandate', key, (sdk, options) => sdk.Mandates.create(copyForSdk(data), options));
    },

    async getMandate(mandateId) {
      return (await core.run('getMandate', (sdk) => sdk.Mandates.get(mandateId, { resolveWithFullResponse: true }))).body;
    },

    async cancelMandate(mandateId) {
      return (await core.run('cancelMandate', (sdk) => sdk.Mandates.cancel(mandateId, { resolveWithFullResponse: true }))).body;
    },

    async createDirectDebitPayIn(input, key) {
      const data: payIn.CreateDirectDebitDirectPayIn = { ...copyForSdk(input), PaymentType: 'DIRECT_DEBIT', ExecutionType: 'DIRECT' };
      const created = await core.create('createDirectDebitPayIn', key, (sdk, options) => sdk.PayIns.create(copyForSdk(data), options));
      return narrowPayIn<DirectDebitPayIn>('createDirectDebitPayIn', created, 'DIRECT_DEBIT', 'DIRECT');
    },
  };
}
