/**
 * What every kind of pay-in shares: GET payins/{id} (one path for card, bank wire and direct debit,
 * https://docs.mangopay.com/api-reference/direct-card-payins/view-payin-direct-card and siblings),
 * the checks of money fields, the result codes and messages, and the settlement of a pay-in: its
 * status, result, execution date, the credit of its wallet (DebitedFunds - Fees, only on success) and
 * its event (PAYIN_NORMAL_SUCCEEDED / PAYIN_NORMAL_FAILED, https://docs.mangopay.com/webhooks/event-types).
 *
 * Failures of a payment are not HTTP errors: the pay-in is answered with HTTP 200, Status FAILED and
 * a ResultCode (https://docs.mangopay.com/errors/error-report).
 */
import { clientOf, unixNow, type SandboxContext, type SandboxModule } from '../context';
import { resourceNotFound, SandboxError } from '../errors';
import type { ClientState, Resource } from '../state';
import type { BodyCheck } from '../validation';
import { USERS } from './users';
import { adjustBalance, findWallet, WALLETS, type WalletResource } from './wallets';

export const PAYINS = 'payins';

export interface Money {
  Currency: string;
  Amount: number;
}

export type PayInResource = Resource & {
  Status: 'CREATED' | 'SUCCEEDED' | 'FAILED';
  PaymentType: string;
  ExecutionType: string;
  AuthorId: string;
  CreditedWalletId: string;
  DebitedFunds: Money;
  CreditedFunds: Money;
  Fees: Money;
  ResultCode: string | null;
  ResultMessage: string | null;
  ExecutionDate: number | null;
};

/** Result messages as https://docs.mangopay.com/errors/codes/<code> and the documented examples word them. */
export const RESULT_MESSAGES: Record<string, string> = {
  '000000': 'Success',
  '001014': 'CreditedFunds must be more than 0 (DebitedFunds can not equal Fees)',
  '001806': 'The client has cancelled the mandate',
  '001807': 'User has let the mandate session expire without confirming',
  '001830': 'There are insufficient funds in the bank account',
  '001833': 'The Status of this Mandate does not allow for payments',
  '101101': 'Transaction refused by the bank (Do not honor)',
  '101102': 'Transaction refused by the bank (Amount limit)',
  '101105': 'The card has expired',
  '101106': 'The card is inactive',
  '101109': 'The payment period has expired',
  '101110': 'The payment has been refused',
  '101301': 'Secure mode: The 3DSecure authentication has failed',
  '101304': 'Secure mode: The 3DSecure authentication session has expired',
  '101399': 'Secure mode: 3DSecure authentication is not available',
  '101410': 'This card is not active',
};

/** A Money field: {Currency, Amount} with a whole, non-negative Amount in cents. */
export function checkMoney(check: BodyCheck, field: string): void {
  if (!check.present(field)) {
    check.fail(field, `The ${field} field is required.`);
    return;
  }
  check.string(`${field}.Currency`, { required: true }).integer(`${field}.Amount`, { required: true, min: 0 });
}

/** The Money value of a checked field. */
export function moneyOf(check: BodyCheck, field: string): Money {
  return { Currency: String(check.value(`${field}.Currency`)), Amount: Number(check.value(`${field}.Amount`)) };
}

/** 400 currency_incompatibility as documented for card pay-ins (errors keyed by a lowercase "currency"). */
export function currencyIncompatibility(message: string): SandboxError {
  return new SandboxError(400, 'currency_incompatibility', 'Error: multi-currency usage is not authorized', { currency: message });
}

/**
 * The author and the credited wallet of a new pay-in, checked: both exist, and the wallet's currency
 * is the one debited. Returns the wallet (its owner is the pay-in's CreditedUserId).
 */
export function checkAuthorAndWallet(state: ClientState, check: BodyCheck, currencyField: string): WalletResource | undefined {
  const authorId = check.value('AuthorId');
  if (check.present('AuthorId') && !state.get(USERS, String(authorId)))
    check.fail('AuthorId', `Cannot found the ressource User with the id=${String(authorId)}`);
  const walletId = check.value('CreditedWalletId');
  const wallet = check.present('CreditedWalletId') ? state.get<WalletResource>(WALLETS, String(walletId)) : undefined;
  if (check.present('CreditedWalletId') && !wallet)
    check.fail('CreditedWalletId', `Cannot found the ressource Wallet with the id=${String(walletId)}`);
  check.done();
  const currency = check.value(`${currencyField}.Currency`);
  if (wallet && currency !== wallet.Currency) {
    throw currencyIncompatibility(
      `The Wallet's currency ${wallet.Currency} and the ${currencyField}'s currency ${String(currency)} must be the same`,
    );
  }
  return wallet;
}

function emitPayIn(state: ClientState, sandbox: SandboxContext, payIn: PayInResource): void {
  const suffix = payIn.Status === 'SUCCEEDED' ? 'SUCCEEDED' : payIn.Status === 'FAILED' ? 'FAILED' : 'CREATED';
  sandbox.emit({ clientId: state.clientId, EventType: `PAYIN_NORMAL_${suffix}`, ResourceId: payIn.Id });
}

/** Stores a new pay-in and records PAYIN_NORMAL_CREATED (and FAILED when it is born failed). */
export function recordNewPayIn<T extends PayInResource>(state: ClientState, sandbox: SandboxContext, payIn: T): T {
  state.put(PAYINS, payIn);
  sandbox.emit({ clientId: state.clientId, EventType: 'PAYIN_NORMAL_CREATED', ResourceId: payIn.Id });
  if (payIn.Status !== 'CREATED') emitPayIn(state, sandbox, payIn);
  return payIn;
}

/** SUCCEEDED: the credited wallet receives DebitedFunds - Fees. */
export function succeedPayIn(
  state: ClientState,
  sandbox: SandboxContext,
  payIn: PayInResource,
  changes: Partial<PayInResource> = {},
): PayInResource {
  const updated: PayInResource = {
    ...payIn,
    ...changes,
    Status: 'SUCCEEDED',
    ResultCode: '000000',
    ResultMessage: RESULT_MESSAGES['000000'] ?? null,
    ExecutionDate: unixNow(sandbox.clock),
  };
  const wallet = findWallet(state, updated.CreditedWalletId);
  if (!adjustBalance(wallet, updated.CreditedFunds.Amount)) throw new Error(`pay-in ${payIn.Id} would make a wallet negative`);
  state.put(WALLETS, wallet);
  state.put(PAYINS, updated);
  emitPayIn(state, sandbox, updated);
  return updated;
}

/** FAILED with a documented result code; no money moves. */
export function failPayIn(
  state: ClientState,
  sandbox: SandboxContext,
  payIn: PayInResource,
  code: string,
  changes: Partial<PayInResource> = {},
): PayInResource {
  const updated: PayInResource = {
    ...payIn,
    ...changes,
    Status: 'FAILED',
    ResultCode: code,
    ResultMessage: RESULT_MESSAGES[code] ?? 'Transaction refused',
    ExecutionDate: null,
  };
  state.put(PAYINS, updated);
  emitPayIn(state, sandbox, updated);
  return updated;
}

export function findPayIn(state: ClientState, id: string): PayInResource {
  const payIn = state.get<PayInResource>(PAYINS, id);
  if (!payIn) throw resourceNotFound('PayIn', id);
  return payIn;
}

/** The pay-in as answered: stored as is (modules keep no private fields on it). */
export const payInsModule: SandboxModule = {
  name: 'payins',
  routes({ api }) {
    api.get('/payins/:id', (ctx) => {
      ctx.body = findPayIn(clientOf(ctx), ctx.params.id ?? '');
    });
  },
};
