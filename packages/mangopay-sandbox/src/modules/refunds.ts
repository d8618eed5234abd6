/**
 * Pay-in refunds (https://docs.mangopay.com/api-reference/refunds/create-refund-payin): POST
 * payins/{PayInId}/refunds {AuthorId, DebitedFunds, Fees, Tag, StatementDescriptor}, GET refunds/{id},
 * GET payins/{PayInId}/refunds. A malformed request is HTTP 400 (Fees required with DebitedFunds; the
 * author must be the pay-in's: "Author of the refund is not the author of the initial payin"; only a
 * SUCCEEDED pay-in; no refund of a disputed pay-in, disputes.ts). Without amounts the refund is full
 * (what is left of the pay-in's CreditedFunds and Fees). Fees are given negative (fees paid back).
 *
 * A refund Mangopay refuses is not an HTTP error: it answers 200 with the refund created FAILED, its
 * ResultCode and ResultMessage (the examples of https://docs.mangopay.com/errors/codes/<code>):
 * - 001401 "Transaction has already been successfully refunded": nothing is left to refund;
 * - 001403 "The transaction cannot be refunded (max 11 months)": the pay-in is older than 11 months on
 *   the sandbox clock;
 * - 005403 "The refund cannot exceed initial transaction amount": DebitedFunds, added over every
 *   succeeded refund, above the pay-in's CreditedFunds;
 * - 005404 "The refunded fees cannot exceed initial fee amount" (likewise for Fees, or positive Fees);
 * - 001001 "Unsufficient wallet balance": the credited wallet no longer holds DebitedFunds.
 * Otherwise the wallet is debited by DebitedFunds and the payer gets DebitedFunds - Fees (CreditedFunds),
 * SUCCEEDED at once. Type PAYOUT, Nature REFUND, as in the reference example. Events
 * PAYIN_REFUND_CREATED then PAYIN_REFUND_SUCCEEDED or PAYIN_REFUND_FAILED.
 */
import { clientOf, unixNow, type SandboxModule } from '../context';
import { paramError, resourceNotFound } from '../errors';
import { paginate } from '../http';
import type { ClientState, Resource } from '../state';
import { BodyCheck } from '../validation';
import { checkCurrencies, checkMoney, INSUFFICIENT_BALANCE, money, SUCCESS, type Money } from './money-movements';
import { adjustBalance, findWallet } from './wallets';

export const REFUNDS = 'refunds';
const PAYINS = 'payins';

function findPayIn(state: ClientState, id: string): Resource {
  const payin = state.get(PAYINS, id);
  if (!payin) throw resourceNotFound('PayIn', id);
  return payin;
}

function refundsOf(state: ClientState, payinId: string): Resource[] {
  return state.list(REFUNDS).filter((r) => r.InitialTransactionId === payinId);
}

/** What is left to refund of a pay-in: its credited funds and fees minus the succeeded refunds. */
function refundable(state: ClientState, payin: Resource): { funds: number; fees: number } {
  const done = refundsOf(state, payin.Id).filter((r) => r.Status === 'SUCCEEDED');
  const sum = (pick: (r: Resource) => number) => done.reduce((total, r) => total + pick(r), 0);
  return {
    funds: (payin.CreditedFunds as Money).Amount - sum((r) => (r.DebitedFunds as Money).Amount),
    fees: (payin.Fees as Money).Amount + sum((r) => (r.Fees as Money).Amount),
  };
}

const ALREADY_REFUNDED = { ResultCode: '001401', ResultMessage: 'Transaction has already been successfully refunded' } as const;
const TOO_OLD = { ResultCode: '001403', ResultMessage: 'The transaction cannot be refunded (max 11 months)' } as const;
const EXCEEDS_AMOUNT = { ResultCode: '005403', ResultMessage: 'The refund cannot exceed initial transaction amount' } as const;
const EXCEEDS_FEES = { ResultCode: '005404', ResultMessage: 'The refunded fees cannot exceed initial fee amount' } as const;
const REFUNDABLE_MONTHS = 11;

/** Why Mangopay refuses this refund (answered 200, Status FAILED), or undefined. */
function refusalOf(payin: Resource, left: { funds: number; fees: number }, debited: Money, fees: Money, now: number) {
  const paidAt = new Date(Number(payin.ExecutionDate ?? payin.CreationDate) * 1000);
  paidAt.setUTCMonth(paidAt.getUTCMonth() + REFUNDABLE_MONTHS);
  if (paidAt.getTime() / 1000 < now) return TOO_OLD;
  if (left.funds <= 0) return ALREADY_REFUNDED;
  if (debited.Amount > left.funds) return EXCEEDS_AMOUNT;
  if (fees.Amount > 0 || -fees.Amount > left.fees) return EXCEEDS_FEES;
  return undefined;
}

export const refundsModule: SandboxModule = {
  name: 'refunds',
  routes({ api }, sandbox) {
    api.post('/payins/:id/refunds', (ctx) => {
      const state = clientOf(ctx);
      const payin = findPayIn(state, ctx.params.id ?? '');
      const check = BodyCheck.of(ctx.request.body);
      check.string('AuthorId', { required: true }).string('Tag', { max: 255 }).string('StatementDescriptor', { max: 10 });
      checkMoney(check, 'DebitedFunds', { min: 1 });
      checkMoney(check, 'Fees', { min: null });
      if (check.present('DebitedFunds') && !check.present('Fees')) check.fail('Fees', 'if DebitedFunds are defined, Fees must be defined');
      check.done();
      const body = check.body;
      if (body.AuthorId !== payin.AuthorId) throw paramError({ AuthorId: 'Author of the refund is not the author of the initial payin' });
      if (payin.Status !== 'SUCCEEDED') throw paramError({ PayInId: 'Only a SUCCEEDED pay-in can be refunded' });
      // Mangopay: no refund of a transaction subject to a dispute (guides/disputes, "Disputes and Refunds").
      if (state.list('disputes').some((d) => d.InitialTransactionId === payin.Id))
        throw paramError({ PayInId: 'A refund cannot be created on a disputed transaction' });
      const wallet = findWallet(state, String(payin.CreditedWalletId));
      const left = refundable(state, payin);
      const debitedFunds = check.present('DebitedFunds')
        ? money(body.DebitedFunds)
        : // Nothing left: the refused refund shows the pay-in's amount, as Mangopay's 001401 example does.
          { Currency: wallet.Currency, Amount: left.funds > 0 ? left.funds : (payin.CreditedFunds as Money).Amount };
      const fees = check.present('Fees') ? money(body.Fees) : { Currency: wallet.Currency, Amount: -left.fees };
      checkCurrencies(wallet, [debitedFunds, fees]);
      const refusal = refusalOf(payin, left, debitedFunds, fees, unixNow(sandbox.clock));
      const succeeded = !refusal && adjustBalance(wallet, -debitedFunds.Amount);
      const now = unixNow(sandbox.clock);
      const refund = state.put(REFUNDS, {
        Id: state.newId(),
        Tag: (body.Tag as string | undefined) ?? null,
        CreationDate: now,
        AuthorId: payin.AuthorId,
        CreditedUserId: null,
        DebitedFunds: debitedFunds,
        CreditedFunds: { Currency: debitedFunds.Currency, Amount: debitedFunds.Amount - fees.Amount },
        Fees: fees,
        Status: succeeded ? 'SUCCEEDED' : 'FAILED',
        ...(succeeded ? SUCCESS : (refusal ?? INSUFFICIENT_BALANCE)),
        ExecutionDate: succeeded ? now : null,
        Type: 'PAYOUT',
        Nature: 'REFUND',
        InitialTransactionId: payin.Id,
        InitialTransactionType: 'PAYIN',
        InitialTransactionNature: 'REGULAR',
        DebitedWalletId: wallet.Id,
        CreditedWalletId: null,
        RefundReason: { RefundReasonMessage: null, RefundReasonType: 'INITIALIZED_BY_CLIENT' },
        StatementDescriptor: (body.StatementDescriptor as string | undefined) ?? null,
      });
      const clientId = ctx.state.clientId;
      sandbox.emit({ clientId, EventType: 'PAYIN_REFUND_CREATED', ResourceId: refund.Id });
      sandbox.emit({ clientId, EventType: succeeded ? 'PAYIN_REFUND_SUCCEEDED' : 'PAYIN_REFUND_FAILED', ResourceId: refund.Id });
      ctx.body = refund;
    });

    api.get('/payins/:id/refunds', (ctx) => {
      const state = clientOf(ctx);
      ctx.body = paginate(ctx, refundsOf(state, findPayIn(state, ctx.params.id ?? '').Id));
    });

    api.get('/refunds/:id', (ctx) => {
      const refund = clientOf(ctx).get(REFUNDS, ctx.params.id ?? '');
      if (!refund) throw resourceNotFound('Refund', ctx.params.id ?? '');
      ctx.body = refund;
    });
  },
};
