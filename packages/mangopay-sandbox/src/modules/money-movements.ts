/**
 * What transfers, payouts and refunds share: the Money checks ({Currency, Amount} in cents), the author
 * and wallet rules, and the business outcomes, which are HTTP 200 answers with Status FAILED and a
 * ResultCode, not HTTP errors (https://docs.mangopay.com/errors/error-report, /errors/codes/001001).
 */
import { paramError, resourceNotFound, SandboxError } from '../errors';
import type { ClientState, Resource } from '../state';
import type { BodyCheck } from '../validation';
import { USERS } from './users';
import { CURRENCIES, type WalletResource } from './wallets';

export interface Money {
  Currency: string;
  Amount: number;
}

export const SUCCESS = { ResultCode: '000000', ResultMessage: 'Success' } as const;
/** Mangopay's own spelling. */
export const INSUFFICIENT_BALANCE = { ResultCode: '001001', ResultMessage: 'Unsufficient wallet balance' } as const;
export const OWNER_NOT_VERIFIED = {
  ResultCode: '002998',
  ResultMessage: "Blocked due to the Bank Account User's KYC limitations (maximum debited or credited amount reached)",
} as const;

/** A Money field: Currency among the supported ones, Amount an integer >= min (cents; default 0, null: any). */
export function checkMoney(check: BodyCheck, field: string, opts: { required?: boolean; min?: number | null } = {}): BodyCheck {
  if (!check.present(field)) {
    if (opts.required) check.fail(field, `The ${field} field is required.`);
    return check;
  }
  return check
    .oneOf(`${field}.Currency`, CURRENCIES, { required: true })
    .integer(`${field}.Amount`, { required: true, min: opts.min === null ? undefined : (opts.min ?? 0) });
}

export function money(value: unknown): Money {
  const m = value as Money;
  return { Currency: m.Currency, Amount: m.Amount };
}

/** The author must exist (404) and own the debited wallet (400, the documented message with errors null). */
export function checkAuthorOwnsWallet(state: ClientState, authorId: string, wallet: WalletResource): Resource {
  const author = state.get(USERS, authorId);
  if (!author) throw resourceNotFound('User', authorId);
  if (!wallet.Owners.includes(author.Id)) throw new SandboxError(400, 'param_error', 'Author should be the Debited wallet owner');
  return author;
}

/** Every Money field must be in the debited wallet's currency (400 currency_incompatibility). */
export function checkCurrencies(debited: WalletResource, funds: Money[], credited?: WalletResource): void {
  if (credited && credited.Currency !== debited.Currency) {
    throw new SandboxError(400, 'currency_incompatibility', 'Error: multi-currency usage is not authorized', {
      currency: `The Debited Wallet's currency ${debited.Currency} and the Credited Wallet's currency ${credited.Currency} must be the same`,
    });
  }
  const other = funds.find((m) => m.Currency !== debited.Currency);
  if (other) {
    throw new SandboxError(400, 'currency_incompatibility', 'Error: multi-currency usage is not authorized', {
      currency: `The currency ${other.Currency} does not match the Debited Wallet's currency ${debited.Currency}`,
    });
  }
}

/** Fees cannot exceed the debited funds. */
export function checkFeesWithin(debitedFunds: Money, fees: Money): void {
  if (fees.Amount > debitedFunds.Amount) throw paramError({ Fees: 'The Fees amount cannot be greater than the DebitedFunds amount' });
}
