/**
 * Pay-in refunds (https://docs.mangopay.com/api-reference/refunds/create-refund-payin): POST
 * payins/{PayInId}/refunds {AuthorId, DebitedFunds, Fees, Tag, StatementDescriptor}, GET refunds/{id},
 * GET payins/{PayInId}/refunds. Rules of the reference page: the pay-in must be SUCCEEDED; the author is
 * the pay-in's ("Author of the refund is not the author of the initial payin"); Fees is required with
 * DebitedFunds; without them the refund is full (what is left of the pay-in's CreditedFunds and Fees).
 * Fees are given negative (fees paid back); the refunded DebitedFunds, added over every refund, cannot
 * exceed the pay-in's CreditedFunds, nor the refunded fees its Fees. The credited wallet is debited by
 * DebitedFunds and the payer gets DebitedFunds - Fees (CreditedFunds); executed at once: SUCCEEDED, or
 * FAILED 001001 (HTTP 200) when the wallet no longer holds DebitedFunds. Type PAYOUT, Nature REFUND, as
 * in the reference example. Events PAYIN_REFUND_CREATED then PAYIN_REFUND_SUCCEEDED or _FAILED. A disputed
 * pay-in cannot be refunded (disputes.ts).
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
      const debitedFunds = check.present('DebitedFunds') ? money(body.DebitedFunds) : { Currency: wallet.Currency, Amount: left.funds };
      const fees = check.present('Fees') ? money(body.Fees) : { Currency: wallet.Currency, Amount: -left.fees };
      checkCurrencies(wallet, [debitedFunds, fees]);
      if (debitedFunds.Amount < 1 || debitedFunds.Amount > left.funds) {
        throw paramError({ DebitedFunds: 'DebitedFunds cannot be superior the CreditedFunds of the initial PayIn' });
      }
      if (fees.Amount > 0 || -fees.Amount > left.fees)
        throw paramError({ Fees: 'The refunded Fees must be negative and cannot exceed the Fees of the initial PayIn' });

      const succeeded = adjustBalance(wallet, -debitedFunds.Amount);
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
        ...(succeeded ? SUCCESS : INSUFFICIENT_BALANCE),
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
