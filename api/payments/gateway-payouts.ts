/**
 * Gateway operations that move money out of or between wallets: transfers
 * (https://docs.mangopay.com/api-reference/transfers/create-transfer), bank-wire payouts
 * (https://docs.mangopay.com/api-reference/payouts/create-payout) and pay-in refunds
 * (https://docs.mangopay.com/api-reference/refunds/create-refund-payin).
 *
 * A refused movement is not an error: Mangopay answers HTTP 200 with Status FAILED and a ResultCode
 * (001001 insufficient wallet balance; 002998 a payout to an unverified user; for a refund 001401
 * already refunded, 001403 older than 11 months, 005403 / 005404 above what is left), which these
 * functions return as is — the caller reads Status. Payouts come back CREATED (or FAILED at once) and
 * end later, SUCCEEDED or FAILED with the money back in the wallet (e.g. 121030, the payee check of a
 * Recipient): PAYOUT_NORMAL_* hooks; re-read with getPayout. BankAccountId is a Recipient's id or a
 * legacy bank account's.
 */
import type { payOut } from 'mangopay2-nodejs-sdk/typings/models/payOut';
import type { refund } from 'mangopay2-nodejs-sdk/typings/models/refund';
import type { transfer } from 'mangopay2-nodejs-sdk/typings/models/transfer';
import type { GatewayCore } from './gateway';
import { copyForSdk } from './sdk-guard';

export type Transfer = transfer.TransferData;
export type Payout = payOut.PayOutData;
export type Refund = refund.RefundData;

/** An amount in cents. */
export interface Funds {
  Currency: 'EUR';
  Amount: number;
}

export interface TransferInput {
  AuthorId: string;
  DebitedWalletId: string;
  CreditedWalletId: string;
  DebitedFunds: Funds;
  /** Taken by the platform; the credited wallet gets DebitedFunds - Fees. */
  Fees: Funds;
  Tag?: string;
  /** Required by Mangopay when the author is an OWNER. */
  ScaContext?: 'USER_PRESENT' | 'USER_NOT_PRESENT';
}

export interface PayoutInput {
  AuthorId: string;
  DebitedWalletId: string;
  /** A payout Recipient of the author (or a legacy bank account). */
  BankAccountId: string;
  DebitedFunds: Funds;
  Fees: Funds;
  /** On the beneficiary's statement: at most 12 letters, digits and spaces. */
  BankWireRef?: string;
  Tag?: string;
}

/** Full refund without amounts; a partial one gives both (Fees negative: the fees paid back). */
export type PayInRefundInput = { AuthorId: string; Tag?: string } & (
  { DebitedFunds?: never; Fees?: never } | { DebitedFunds: Funds; Fees: Funds }
);

export interface PayoutOperations {
  createTransfer(input: TransferInput, idempotencyKey: string): Promise<Transfer>;
  getTransfer(transferId: string): Promise<Transfer>;
  createPayout(input: PayoutInput, idempotencyKey: string): Promise<Payout>;
  getPayout(payoutId: string): Promise<Payout>;
  refundPayIn(payInId: string, input: PayInRefundInput, idempotencyKey: string): Promise<Refund>;
  getRefund(refundId: string): Promise<Refund>;
}

export function payoutOperations(core: GatewayCore): PayoutOperations {
  return {
    createTransfer(input, key) {
      const data: transfer.CreateTransfer = copyForSdk(input);
      return core.create('createTransfer', key, (sdk, options) => sdk.Transfers.create(copyForSdk(data), options));
    },

    async getTransfer(transferId) {
      return (await core.run('getTransfer', (sdk) => sdk.Transfers.get(transferId, { resolveWithFullResponse: true }))).body;
    },

    createPayout(input, key) {
      const data: payOut.CreatePayOut = { ...copyForSdk(input), PaymentType: 'BANK_WIRE' };
      return core.create('createPayout', key, (sdk, options) => sdk.PayOuts.create(copyForSdk(data), options));
    },

    async getPayout(payoutId) {
      return (await core.run('getPayout', (sdk) => sdk.PayOuts.get(payoutId, { resolveWithFullResponse: true }))).body;
    },

    refundPayIn(payInId, input, key) {
      const data: refund.CreatePayInRefund = copyForSdk(input);
      return core.create('refundPayIn', key, (sdk, options) => sdk.PayIns.createRefund(payInId, copyForSdk(data), options));
    },

    async getRefund(refundId) {
      return (await core.run('getRefund', (sdk) => sdk.Refunds.get(refundId, { resolveWithFullResponse: true }))).body;
    },
  };
}
