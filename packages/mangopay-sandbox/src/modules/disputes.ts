/**
 * Disputes (chargebacks, https://docs.mangopay.com/api-reference/disputes/dispute-object). Mangopay creates
 * a dispute when the payer's bank reverses a pay-in; nothing in the public API creates one, so the emulator
 * opens them through a control route:
 * - POST /__sandbox/:clientId/payins/:id/disputes {DisputeType?: CONTESTABLE (default) | NOT_CONTESTABLE |
 *   RETRIEVAL, DisputeReasonType?, Amount?} on a SUCCEEDED pay-in that has no succeeded refund (Mangopay:
 *   no dispute after a refund, no refund during a dispute, see refunds.ts);
 * - POST /__sandbox/:clientId/disputes/:id/close {ResultCode: WON | LOST} plays the bank's decision.
 * API: GET disputes/{id}, GET disputes, GET payins/{id}/disputes, GET repudiations/{id};
 * PUT disputes/{id}/submit (the platform contests: SUBMITTED) and PUT disputes/{id}/close (the platform
 * gives up: CLOSED, LOST).
 *
 * Money: a CONTESTABLE or NOT_CONTESTABLE dispute takes the DisputedFunds back at once through a
 * repudiation (Type PAYOUT, Nature REPUDIATION, events PAYIN_REPUDIATION_CREATED and _SUCCEEDED). The
 * emulator takes it from the wallet the pay-in credited, up to what that wallet holds; the rest (the
 * platform's fees, or a wallet already paid out) is owed by the platform (`owedByPlatform`, its
 * repudiation wallet going negative on Mangopay). A WON dispute gives back what was taken; a LOST one
 * keeps it. A RETRIEVAL takes no money. A NOT_CONTESTABLE dispute is closed LOST at once.
 * Events: DISPUTE_CREATED, DISPUTE_ACTION_REQUIRED (contestable or retrieval), DISPUTE_SUBMITTED,
 * DISPUTE_CLOSED.
 */
import type { ParameterizedContext } from 'koa';
import { clientOf, unixNow, type SandboxContext, type SandboxModule, type SandboxRequestState } from '../context';
import { paramError, resourceNotFound } from '../errors';
import { paginate } from '../http';
import type { ClientState, Resource } from '../state';
import { BodyCheck } from '../validation';
import { SUCCESS } from './money-movements';
import { findPayIn, type Money, type PayInResource } from './payins';
import { REFUNDS } from './refunds';
import { adjustBalance, findWallet, WALLETS } from './wallets';

export const DISPUTES = 'disputes';
export const REPUDIATIONS = 'repudiations';
const CONTEST_DAYS = 7;
const DISPUTE_TYPES = ['CONTESTABLE', 'NOT_CONTESTABLE', 'RETRIEVAL'] as const;
const REASON_TYPES = [
  'DUPLICATE',
  'FRAUD',
  'PRODUCT_UNACCEPTABLE',
  'UNKNOWN',
  'OTHER',
  'AUTHORISATION_DISPUTED',
  'TRANSACTION_NOT_RECOGNIZED',
  'PRODUCT_NOT_PROVIDED',
  'CANCELED_REOCCURING_TRANSACTION',
  'REFUND_NOT_PROCESSED',
] as const;
const OPEN_FOR_CLIENT = ['PENDING_CLIENT_ACTION', 'REOPENED_PENDING_CLIENT_ACTION'];

export type DisputeResource = Resource & {
  InitialTransactionId: string;
  DisputeType: string;
  Status: string;
  ResultCode: string | null;
  DisputedFunds: Money;
  RepudiationId: string | null;
};

/** Per dispute, how much the repudiation took from the wallet and how much the platform owes. */
interface DisputeBook {
  takenFromWallet: Record<string, number>;
  owedByPlatform: number;
}

function book(state: ClientState): DisputeBook {
  return (state.extra.disputes ??= { takenFromWallet: {}, owedByPlatform: 0 }) as DisputeBook;
}

export function disputesOf(state: ClientState, payinId: string): DisputeResource[] {
  return state.list<DisputeResource>(DISPUTES).filter((d) => d.InitialTransactionId === payinId);
}

function findDispute(state: ClientState, id: string): DisputeResource {
  const found = state.get<DisputeResource>(DISPUTES, id);
  if (!found) throw resourceNotFound('Dispute', id);
  return found;
}

function repudiate(state: ClientState, sandbox: SandboxContext, payin: PayInResource, dispute: DisputeResource): string {
  const wallet = findWallet(state, payin.CreditedWalletId);
  const amount = dispute.DisputedFunds.Amount;
  const fromWallet = Math.min(wallet.Balance.Amount, Math.min(amount, payin.CreditedFunds.Amount));
  adjustBalance(wallet, -fromWallet);
  state.put(WALLETS, wallet);
  const b = book(state);
  b.takenFromWallet[dispute.Id] = fromWallet;
  b.owedByPlatform += amount - fromWallet;
  const now = unixNow(sandbox.clock);
  const repudiation = state.put(REPUDIATIONS, {
    Id: state.newId(),
    Tag: null,
    CreationDate: now,
    AuthorId: payin.AuthorId,
    CreditedUserId: null,
    DebitedFunds: { ...dispute.DisputedFunds },
    CreditedFunds: { ...dispute.DisputedFunds },
    Fees: { Currency: dispute.DisputedFunds.Currency, Amount: 0 },
    Status: 'SUCCEEDED',
    ...SUCCESS,
    ExecutionDate: now,
    Type: 'PAYOUT',
    Nature: 'REPUDIATION',
    DebitedWalletId: wallet.Id,
    CreditedWalletId: null,
    DisputeId: dispute.Id,
    InitialTransactionId: payin.Id,
    InitialTransactionType: 'PAYIN',
  });
  sandbox.emit({ clientId: state.clientId, EventType: 'PAYIN_REPUDIATION_CREATED', ResourceId: repudiation.Id });
  sandbox.emit({ clientId: state.clientId, EventType: 'PAYIN_REPUDIATION_SUCCEEDED', ResourceId: repudiation.Id });
  return repudiation.Id;
}

function close(
  state: ClientState,
  sandbox: SandboxContext,
  dispute: DisputeResource,
  result: 'WON' | 'LOST',
  message: string | null,
): void {
  dispute.Status = 'CLOSED';
  dispute.ResultCode = result;
  dispute.ResultMessage = message;
  dispute.ClosedDate = unixNow(sandbox.clock);
  if (result === 'WON' && dispute.RepudiationId) {
    const b = book(state);
    const taken = b.takenFromWallet[dispute.Id] ?? 0;
    const payin = findPayIn(state, dispute.InitialTransactionId);
    const wallet = findWallet(state, payin.CreditedWalletId);
    adjustBalance(wallet, taken);
    state.put(WALLETS, wallet);
    b.owedByPlatform -= dispute.DisputedFunds.Amount - taken;
    delete b.takenFromWallet[dispute.Id];
  }
  state.put(DISPUTES, dispute);
  sandbox.emit({ clientId: state.clientId, EventType: 'DISPUTE_CLOSED', ResourceId: dispute.Id });
}

type Ctx = ParameterizedContext<SandboxRequestState> & { params: Record<string, string> };

export const disputesModule: SandboxModule = {
  name: 'disputes',
  routes({ api, control }, sandbox) {
    control.post('/:clientId/payins/:id/disputes', async (ctx) => {
      const clientId = ctx.params.clientId ?? '';
      const state = sandbox.state(clientId);
      const payin = findPayIn(state, ctx.params.id ?? '');
      const check = BodyCheck.of(ctx.request.body ?? {});
      check.oneOf('DisputeType', DISPUTE_TYPES).oneOf('DisputeReasonType', REASON_TYPES).integer('Amount', { min: 1 });
      check.done();
      const body = check.body as { DisputeType?: string; DisputeReasonType?: string; Amount?: number };
      if (payin.Status !== 'SUCCEEDED') throw paramError({ PayInId: 'Only a SUCCEEDED pay-in can be disputed' });
      if (state.list(REFUNDS).some((r) => r.InitialTransactionId === payin.Id && r.Status === 'SUCCEEDED')) {
        throw paramError({ PayInId: 'A dispute cannot be created on a refunded transaction' });
      }
      if (disputesOf(state, payin.Id).some((d) => d.Status !== 'CLOSED'))
        throw paramError({ PayInId: 'This transaction is already disputed' });
      const amount = body.Amount ?? payin.DebitedFunds.Amount;
      if (amount > payin.DebitedFunds.Amount) throw paramError({ Amount: 'The disputed amount cannot exceed the initial transaction' });
      const type = body.DisputeType ?? 'CONTESTABLE';
      const now = unixNow(sandbox.clock);
      const dispute = state.put<DisputeResource>(DISPUTES, {
        Id: state.newId(),
        Tag: null,
        CreationDate: now,
        InitialTransactionId: payin.Id,
        InitialTransactionType: 'PAYIN',
        InitialTransactionNature: 'REGULAR',
        DisputeType: type,
        ContestDeadlineDate: type === 'NOT_CONTESTABLE' ? null : now + CONTEST_DAYS * 86_400,
        DisputedFunds: { Currency: payin.DebitedFunds.Currency, Amount: amount },
        ContestedFunds: null,
        Status: type === 'NOT_CONTESTABLE' ? 'CREATED' : 'PENDING_CLIENT_ACTION',
        StatusMessage: null,
        DisputeReason: { DisputeReasonType: body.DisputeReasonType ?? 'UNKNOWN', DisputeReasonMessage: null },
        ResultCode: null,
        ResultMessage: null,
        ClosedDate: null,
        RepudiationId: null,
      });
      sandbox.emit({ clientId, EventType: 'DISPUTE_CREATED', ResourceId: dispute.Id });
      if (type !== 'RETRIEVAL') dispute.RepudiationId = repudiate(state, sandbox, payin, dispute);
      if (type === 'NOT_CONTESTABLE') close(state, sandbox, dispute, 'LOST', 'Not contestable');
      else sandbox.emit({ clientId, EventType: 'DISPUTE_ACTION_REQUIRED', ResourceId: dispute.Id });
      await sandbox.persist(clientId);
      ctx.body = dispute;
    });

    control.post('/:clientId/disputes/:id/close', async (ctx) => {
      const clientId = ctx.params.clientId ?? '';
      const state = sandbox.state(clientId);
      const dispute = findDispute(state, ctx.params.id ?? '');
      const check = BodyCheck.of(ctx.request.body ?? {});
      check.oneOf('ResultCode', ['WON', 'LOST'], { required: true });
      check.done();
      if (dispute.Status === 'CLOSED') throw paramError({ Status: 'The dispute is already closed' });
      close(state, sandbox, dispute, check.body.ResultCode as 'WON' | 'LOST', null);
      await sandbox.persist(clientId);
      ctx.body = dispute;
    });

    api.get('/disputes/:id', (ctx) => {
      ctx.body = findDispute(clientOf(ctx), ctx.params.id ?? '');
    });
    api.get('/disputes', (ctx) => {
      ctx.body = paginate(ctx, clientOf(ctx).list<DisputeResource>(DISPUTES));
    });
    api.get('/payins/:id/disputes', (ctx) => {
      const state = clientOf(ctx);
      ctx.body = paginate(ctx, disputesOf(state, findPayIn(state, ctx.params.id ?? '').Id));
    });
    api.get('/repudiations/:id', (ctx) => {
      const found = clientOf(ctx).get(REPUDIATIONS, ctx.params.id ?? '');
      if (!found) throw resourceNotFound('Repudiation', ctx.params.id ?? '');
      ctx.body = found;
    });

    api.put('/disputes/:id/submit', (ctx: Ctx) => {
      const state = clientOf(ctx);
      const dispute = findDispute(state, ctx.params.id ?? '');
      if (!OPEN_FOR_CLIENT.includes(dispute.Status) || dispute.DisputeType === 'NOT_CONTESTABLE') {
        throw paramError({ Status: `A dispute whose Status is ${dispute.Status} cannot be submitted` });
      }
      dispute.Status = 'SUBMITTED';
      dispute.ContestedFunds = { ...dispute.DisputedFunds };
      sandbox.emit({ clientId: ctx.state.clientId, EventType: 'DISPUTE_SUBMITTED', ResourceId: dispute.Id });
      ctx.body = dispute;
    });
    api.put('/disputes/:id/close', (ctx: Ctx) => {
      const state = clientOf(ctx);
      const dispute = findDispute(state, ctx.params.id ?? '');
      if (!OPEN_FOR_CLIENT.includes(dispute.Status))
        throw paramError({ Status: `A dispute whose Status is ${dispute.Status} cannot be closed` });
      close(state, sandbox, dispute, 'LOST', 'Closed by the platform');
      ctx.body = dispute;
    });
  },
};
