/**
 * Bank-wire payouts (https://docs.mangopay.com/api-reference/payouts/create-payout): POST payouts/bankwire
 * {AuthorId, DebitedFunds, Fees, DebitedWalletId, BankAccountId, BankWireRef, Tag, PayoutModeRequested},
 * GET payouts/{id} and payouts/bankwire/{id}. Always HTTP 200 once the request is valid:
 * - FAILED 001001 "Unsufficient wallet balance" when DebitedFunds exceeds the wallet's balance;
 * - FAILED 002998 when the bank account's owner is not verified (KYCLevel LIGHT: payouts go to verified
 *   users only, https://docs.mangopay.com/errors/codes/002998);
 * - otherwise CREATED (ModeApplied PENDING_RESPONSE): the wallet is debited at once, and the payout
 *   becomes SUCCEEDED (ModeApplied STANDARD, ExecutionDate) PAYOUT_SETTLEMENT_SECONDS later on the
 *   sandbox clock, or at once through the control route. Mangopay's Sandbox leaves that to the
 *   Dashboard's "Sandbox operations".
 * Events PAYOUT_NORMAL_CREATED, then PAYOUT_NORMAL_SUCCEEDED or PAYOUT_NORMAL_FAILED. Every mode is
 * processed as STANDARD (no instant payment). The bank account is read from the `bankaccounts` records
 * (UserId, Active).
 *
 * Control route: POST /__sandbox/:clientId/payouts/:id/settle — a CREATED payout SUCCEEDED now.
 */
import { randomBytes } from 'node:crypto';
import type { SandboxContext } from '../context';
import { clientOf, unixNow, type SandboxModule } from '../context';
import { paramError, resourceNotFound } from '../errors';
import type { ClientState, Resource } from '../state';
import { BodyCheck } from '../validation';
import { wakeAt } from '../wakeups';
import {
  checkAuthorOwnsWallet,
  checkCurrencies,
  checkFeesWithin,
  checkMoney,
  INSUFFICIENT_BALANCE,
  money,
  OWNER_NOT_VERIFIED,
  SUCCESS,
} from './money-movements';
import { USERS } from './users';
import { adjustBalance, findWallet } from './wallets';

export const PAYOUTS = 'payouts';
export const BANK_ACCOUNTS = 'bankaccounts';
export const PAYOUT_SETTLEMENT_SECONDS = 3600;
const BANK_WIRE_REF = /^[A-Za-z0-9 ]{1,12}$/;
const MODES = ['STANDARD', 'INSTANT_PAYMENT', 'INSTANT_PAYMENT_ONLY', 'RTGS_PAYMENT'] as const;

function settlements(state: ClientState): Record<string, number> {
  return (state.extra.payoutSettlements ??= {}) as Record<string, number>;
}

function findPayout(state: ClientState, id: string): Resource {
  const payout = state.get(PAYOUTS, id);
  if (!payout) throw resourceNotFound('PayOut', id);
  return payout;
}

function settle(sandbox: SandboxContext, state: ClientState, payout: Resource): void {
  delete settlements(state)[payout.Id];
  if (payout.Status !== 'CREATED') return;
  Object.assign(payout, { Status: 'SUCCEEDED', ...SUCCESS, ExecutionDate: unixNow(sandbox.clock), ModeApplied: 'STANDARD' });
  sandbox.emit({ clientId: state.clientId, EventType: 'PAYOUT_NORMAL_SUCCEEDED', ResourceId: payout.Id });
}

function settleDue(sandbox: SandboxContext, state: ClientState): void {
  const due = settlements(state);
  const now = unixNow(sandbox.clock);
  for (const [id, at] of Object.entries(due)) {
    const payout = state.get(PAYOUTS, id);
    if (!payout) delete due[id];
    else if (at <= now) settle(sandbox, state, payout);
  }
  const next = Math.min(...Object.values(due));
  if (Number.isFinite(next)) wakeAt(sandbox, state.clientId, 'payout-settlement', next, (s) => settleDue(sandbox, s));
}

function checkRequest(body: unknown): BodyCheck {
  const check = BodyCheck.of(body);
  check
    .string('AuthorId', { required: true })
    .string('DebitedWalletId', { required: true })
    .string('BankAccountId', { required: true })
    .string('Tag', { max: 255 })
    .oneOf('PayoutModeRequested', MODES);
  checkMoney(check, 'DebitedFunds', { required: true });
  checkMoney(check, 'Fees', { required: true });
  const ref = check.value('BankWireRef');
  if (ref !== undefined && ref !== null && (typeof ref !== 'string' || !BANK_WIRE_REF.test(ref))) {
    check.fail('BankWireRef', 'The BankWireRef field must be at most 12 characters, letters, digits and spaces only.');
  }
  check.done();
  return check;
}

export const payoutsModule: SandboxModule = {
  name: 'payouts',
  routes({ api, control }, sandbox) {
    api.post('/payouts/bankwire', (ctx) => {
      const body = checkRequest(ctx.request.body).body;
      const state = clientOf(ctx);
      const wallet = findWallet(state, body.DebitedWalletId as string);
      const author = checkAuthorOwnsWallet(state, body.AuthorId as string, wallet);
      const account = state.get(BANK_ACCOUNTS, body.BankAccountId as string);
      if (!account) throw resourceNotFound('BankAccount', body.BankAccountId as string);
      if (account.UserId !== author.Id) throw paramError({ BankAccountId: 'The bank account must belong to the author of the payout' });
      if (account.Active === false) throw paramError({ BankAccountId: 'The bank account is deactivated' });
      const debitedFunds = money(body.DebitedFunds);
      const fees = money(body.Fees);
      checkCurrencies(wallet, [debitedFunds, fees]);
      checkFeesWithin(debitedFunds, fees);

      const verified = state.get(USERS, String(account.UserId))?.KYCLevel === 'REGULAR';
      const funded = debitedFunds.Amount <= wallet.Balance.Amount;
      const failure = !funded ? INSUFFICIENT_BALANCE : !verified ? OWNER_NOT_VERIFIED : undefined;
      if (!failure) adjustBalance(wallet, -debitedFunds.Amount);
      const payout = state.put(PAYOUTS, {
        Id: state.newId(),
        Tag: (body.Tag as string | undefined) ?? null,
        CreationDate: unixNow(sandbox.clock),
        AuthorId: author.Id,
        CreditedUserId: null,
        DebitedFunds: debitedFunds,
        CreditedFunds: { Currency: debitedFunds.Currency, Amount: debitedFunds.Amount - fees.Amount },
        Fees: fees,
        Status: failure ? 'FAILED' : 'CREATED',
        ResultCode: failure?.ResultCode ?? null,
        ResultMessage: failure?.ResultMessage ?? null,
        ExecutionDate: null,
        Type: 'PAYOUT',
        Nature: 'REGULAR',
        CreditedWalletId: null,
        DebitedWalletId: wallet.Id,
        PaymentType: 'BANK_WIRE',
        BankAccountId: account.Id,
        BankWireRef: (body.BankWireRef as string | undefined) ?? null,
        ModeRequested: (body.PayoutModeRequested as string | undefined) ?? null,
        ModeApplied: failure ? 'STANDARD' : 'PENDING_RESPONSE',
        FallbackReason: null,
        EndToEndId: randomBytes(16).toString('hex'),
        PaymentRef: null,
      });
      const clientId = ctx.state.clientId;
      sandbox.emit({ clientId, EventType: 'PAYOUT_NORMAL_CREATED', ResourceId: payout.Id });
      if (failure) sandbox.emit({ clientId, EventType: 'PAYOUT_NORMAL_FAILED', ResourceId: payout.Id });
      else {
        const at = unixNow(sandbox.clock) + PAYOUT_SETTLEMENT_SECONDS;
        settlements(state)[payout.Id] = at;
        wakeAt(sandbox, clientId, 'payout-settlement', at, (s) => settleDue(sandbox, s));
      }
      ctx.body = payout;
    });

    api.get('/payouts/bankwire/:id', (ctx) => {
      ctx.body = findPayout(clientOf(ctx), ctx.params.id ?? '');
    });
    api.get('/payouts/:id', (ctx) => {
      ctx.body = findPayout(clientOf(ctx), ctx.params.id ?? '');
    });

    control.post('/:clientId/payouts/:id/settle', async (ctx) => {
      const clientId = ctx.params.clientId ?? '';
      const state = sandbox.state(clientId);
      const payout = findPayout(state, ctx.params.id ?? '');
      if (payout.Status !== 'CREATED') throw paramError({ Status: `The payout is ${String(payout.Status)}, not CREATED` });
      settle(sandbox, state, payout);
      await sandbox.persist(clientId);
      ctx.body = payout;
    });
  },
  sweep(state, sandbox) {
    settleDue(sandbox, state);
  },
};
