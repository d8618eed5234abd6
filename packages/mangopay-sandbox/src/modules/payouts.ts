/**
 * Bank-wire payouts (https://docs.mangopay.com/api-reference/payouts/create-payout): POST payouts/bankwire
 * {AuthorId, DebitedFunds, Fees, DebitedWalletId, BankAccountId, BankWireRef, Tag, PayoutModeRequested},
 * GET payouts/{id} and payouts/bankwire/{id}. BankAccountId is a Recipient's Id or a legacy bank
 * account's (payout-destination.ts: scope, status, Verification of Payee). Always HTTP 200 once the
 * request is valid: the payout is created CREATED (ModeApplied PENDING_RESPONSE) and ends later, as
 * Mangopay's do (guides/payouts/rejects-returns: "Once initiated successfully, the Payout object has the
 * Status value CREATED, which changes to SUCCEEDED or FAILED"). It fails afterwards, with
 * PAYOUT_NORMAL_FAILED:
 * - REJECTION_SECONDS later, nothing debited: 001001 "Unsufficient wallet balance" when DebitedFunds
 *   exceeds the wallet's balance; 002998 when the account's owner is not verified (KYCLevel LIGHT:
 *   payouts go to verified users only, https://docs.mangopay.com/errors/codes/002998); 121006 when the
 *   account is not active (a DEACTIVATED Recipient, a deactivated legacy account);
 * - VOP_FAILURE_SECONDS later, the wallet debited at creation and credited back: 121030 for a Recipient
 *   whose payee check is NO_MATCH or MATCH_NOT_POSSIBLE, or any code through the control route below.
 * Otherwise SUCCEEDED (ModeApplied STANDARD, ExecutionDate) PAYOUT_SETTLEMENT_SECONDS later on the
 * sandbox clock, or at once through the control route. Mangopay's Sandbox leaves that to the Dashboard's
 * "Sandbox operations". Events PAYOUT_NORMAL_CREATED, then PAYOUT_NORMAL_SUCCEEDED or
 * PAYOUT_NORMAL_FAILED. Every mode is processed as STANDARD (no instant payment).
 *
 * Control routes (emulator-only, the bank's part):
 * - POST /__sandbox/:clientId/payouts/:id/settle — a CREATED payout ends now as planned (SUCCEEDED, or
 *   FAILED with its planned result);
 * - POST /__sandbox/:clientId/payouts/:id/fail {ResultCode, ResultMessage?} — a CREATED payout FAILED
 *   now with that result (ResultMessage defaults to Mangopay's for 121030, else a generic text).
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
  type Money,
} from './money-movements';
import { VOP_PAYOUT_FAILURE } from './payee-check';
import { payoutDestination, VOP_FAILURE_SECONDS, type PayoutFailure } from './payout-destination';
import { USERS } from './users';
import { adjustBalance, findWallet } from './wallets';

export const PAYOUTS = 'payouts';
export const PAYOUT_SETTLEMENT_SECONDS = 3600;
/** How long a payout that cannot be made stays CREATED before it fails. */
export const REJECTION_SECONDS = 10;
const BANK_WIRE_REF = /^[A-Za-z0-9 ]{1,12}$/;
const RESULT_CODE = /^\d{6}$/;
const MODES = ['STANDARD', 'INSTANT_PAYMENT', 'INSTANT_PAYMENT_ONLY', 'RTGS_PAYMENT'] as const;

/** When each CREATED payout ends (unix seconds). */
function settlements(state: ClientState): Record<string, number> {
  return (state.extra.payoutSettlements ??= {}) as Record<string, number>;
}

/** The CREATED payouts planned to fail, and with what. */
function plannedFailures(state: ClientState): Record<string, PayoutFailure> {
  return (state.extra.payoutFailures ??= {}) as Record<string, PayoutFailure>;
}

function findPayout(state: ClientState, id: string): Resource {
  const payout = state.get(PAYOUTS, id);
  if (!payout) throw resourceNotFound('PayOut', id);
  return payout;
}

/** The CREATED payouts whose wallet was not debited (rejected ones): nothing to credit back. */
function undebited(state: ClientState): Record<string, true> {
  return (state.extra.payoutsUndebited ??= {}) as Record<string, true>;
}

/** A CREATED payout FAILED: its result, the wallet credited back (if it was debited), PAYOUT_NORMAL_FAILED. */
function failPayout(sandbox: SandboxContext, state: ClientState, payout: Resource, failure: PayoutFailure): void {
  if (undebited(state)[payout.Id]) delete undebited(state)[payout.Id];
  else adjustBalance(findWallet(state, String(payout.DebitedWalletId)), (payout.DebitedFunds as Money).Amount);
  Object.assign(payout, { Status: 'FAILED', ...failure, ExecutionDate: null, ModeApplied: 'STANDARD' });
  sandbox.emit({ clientId: state.clientId, EventType: 'PAYOUT_NORMAL_FAILED', ResourceId: payout.Id });
}

/** A CREATED payout ends as planned: FAILED when a failure was planned, SUCCEEDED otherwise. */
function settle(sandbox: SandboxContext, state: ClientState, payout: Resource): void {
  delete settlements(state)[payout.Id];
  const failure = plannedFailures(state)[payout.Id];
  delete plannedFailures(state)[payout.Id];
  if (payout.Status !== 'CREATED') return;
  if (failure) return failPayout(sandbox, state, payout, failure);
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

/** A CREATED payout of the control routes, or 400. */
function createdPayout(state: ClientState, id: string): Resource {
  const payout = findPayout(state, id);
  if (payout.Status !== 'CREATED') throw paramError({ Status: `The payout is ${String(payout.Status)}, not CREATED` });
  return payout;
}

export const payoutsModule: SandboxModule = {
  name: 'payouts',
  routes({ api, control }, sandbox) {
    api.post('/payouts/bankwire', (ctx) => {
      const body = checkRequest(ctx.request.body).body;
      const state = clientOf(ctx);
      const wallet = findWallet(state, body.DebitedWalletId as string);
      const author = checkAuthorOwnsWallet(state, body.AuthorId as string, wallet);
      const destination = payoutDestination(state, body.BankAccountId as string, author.Id);
      const debitedFunds = money(body.DebitedFunds);
      const fees = money(body.Fees);
      checkCurrencies(wallet, [debitedFunds, fees]);
      checkFeesWithin(debitedFunds, fees);

      const verified = state.get(USERS, destination.UserId)?.KYCLevel === 'REGULAR';
      const funded = debitedFunds.Amount <= wallet.Balance.Amount;
      const rejection = destination.rejection ?? (!funded ? INSUFFICIENT_BALANCE : !verified ? OWNER_NOT_VERIFIED : undefined);
      if (!rejection) adjustBalance(wallet, -debitedFunds.Amount);
      const now = unixNow(sandbox.clock);
      const payout = state.put(PAYOUTS, {
        Id: state.newId(),
        Tag: (body.Tag as string | undefined) ?? null,
        CreationDate: now,
        AuthorId: author.Id,
        CreditedUserId: null,
        DebitedFunds: debitedFunds,
        CreditedFunds: { Currency: debitedFunds.Currency, Amount: debitedFunds.Amount - fees.Amount },
        Fees: fees,
        Status: 'CREATED',
        ResultCode: null,
        ResultMessage: null,
        ExecutionDate: null,
        Type: 'PAYOUT',
        Nature: 'REGULAR',
        CreditedWalletId: null,
        DebitedWalletId: wallet.Id,
        PaymentType: 'BANK_WIRE',
        BankAccountId: destination.Id,
        BankWireRef: (body.BankWireRef as string | undefined) ?? null,
        ModeRequested: (body.PayoutModeRequested as string | undefined) ?? null,
        ModeApplied: 'PENDING_RESPONSE',
        FallbackReason: null,
        EndToEndId: randomBytes(16).toString('hex'),
        PaymentRef: null,
        // Only for a Recipient: the docs snapshot's legacy-account examples have no such field.
        ...(destination.RecipientVerificationOfPayee ? { RecipientVerificationOfPayee: destination.RecipientVerificationOfPayee } : {}),
      });
      const clientId = ctx.state.clientId;
      sandbox.emit({ clientId, EventType: 'PAYOUT_NORMAL_CREATED', ResourceId: payout.Id });
      if (rejection) undebited(state)[payout.Id] = true;
      const failure = rejection ?? destination.lateFailure;
      if (failure) plannedFailures(state)[payout.Id] = failure;
      const at = now + (rejection ? REJECTION_SECONDS : destination.lateFailure ? VOP_FAILURE_SECONDS : PAYOUT_SETTLEMENT_SECONDS);
      settlements(state)[payout.Id] = at;
      wakeAt(sandbox, clientId, 'payout-settlement', at, (s) => settleDue(sandbox, s));
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
      const payout = createdPayout(state, ctx.params.id ?? '');
      settle(sandbox, state, payout);
      await sandbox.persist(clientId);
      ctx.body = payout;
    });

    control.post('/:clientId/payouts/:id/fail', async (ctx) => {
      const check = BodyCheck.of(ctx.request.body);
      check.string('ResultCode', { required: true }).string('ResultMessage', { max: 255 });
      const code = check.value('ResultCode');
      if (typeof code === 'string' && !RESULT_CODE.test(code)) check.fail('ResultCode', 'The ResultCode must be 6 digits.');
      check.done();
      const clientId = ctx.params.clientId ?? '';
      const state = sandbox.state(clientId);
      const payout = createdPayout(state, ctx.params.id ?? '');
      const ResultCode = String(check.body.ResultCode);
      const fallback =
        ResultCode === VOP_PAYOUT_FAILURE.ResultCode ? VOP_PAYOUT_FAILURE.ResultMessage : 'The payout was rejected by the bank';
      plannedFailures(state)[payout.Id] = { ResultCode, ResultMessage: (check.body.ResultMessage as string | undefined) ?? fallback };
      settle(sandbox, state, payout);
      await sandbox.persist(clientId);
      ctx.body = payout;
    });
  },
  sweep(state, sandbox) {
    settleDue(sandbox, state);
  },
};
