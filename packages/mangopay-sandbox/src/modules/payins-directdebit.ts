/**
 * POST payins/directdebit/direct (https://docs.mangopay.com/api-reference/direct-debit-payins/create-direct-debit-payin):
 * {AuthorId, CreditedWalletId, DebitedFunds, Fees, MandateId, StatementDescriptor?, Tag?} -> HTTP 200 with
 * - CREATED, ChargeDate and ExecutionDate null, when the mandate is SUBMITTED or ACTIVE;
 * - FAILED 001833 (The Status of this Mandate does not allow for payments) on any other mandate;
 * - FAILED 001014 when Fees leave nothing to credit.
 * A CREATED debit settles SETTLEMENT_DELAY_SECONDS (2 days, an emulator choice: a SEPA core debit takes
 * a few business days) after its creation on the sandbox clock, at the next sweep (any API request of
 * the client, or POST /__sandbox/clock/advance), or at once with
 *   POST /__sandbox/{clientId}/payins/directdebit/settle  [{"PayInId": "..."}]
 * Settling sets ChargeDate (midnight UTC of the day) and then: SUCCEEDED, the wallet credited with
 * DebitedFunds - Fees and a SUBMITTED mandate made ACTIVE; or FAILED 001830 (insufficient funds) when
 * the mandate's owner is named "Penniless" (Mangopay's sandbox mock, https://docs.mangopay.com/testing/payment-methods);
 * or FAILED 001833 if the mandate failed in the meantime.
 */
import { clientOf, unixNow, type SandboxContext, type SandboxModule } from '../context';
import { paramError } from '../errors';
import type { ClientState } from '../state';
import { BodyCheck } from '../validation';
import { wakeAt } from '../wakeups';
import { activateMandate, MANDATES, type MandateResource } from './mandates';
import { checkAuthorAndWallet, checkMoney, failPayIn, moneyOf, PAYINS, recordNewPayIn, succeedPayIn, type PayInResource } from './payins';
import { USERS } from './users';

export const SETTLEMENT_DELAY_SECONDS = 2 * 86_400;

export type DirectDebitPayInResource = PayInResource & { MandateId: string; ChargeDate: number | null };

const usable = (mandate: MandateResource | undefined) => mandate?.Status === 'SUBMITTED' || mandate?.Status === 'ACTIVE';

const pendingDebits = (state: ClientState) =>
  state.list<DirectDebitPayInResource>(PAYINS).filter((p) => p.PaymentType === 'DIRECT_DEBIT' && p.Status === 'CREATED');

const dueAt = (payIn: DirectDebitPayInResource) => (payIn.CreationDate ?? 0) + SETTLEMENT_DELAY_SECONDS;

/** Settles one CREATED debit now. */
export function settleDebit(state: ClientState, sandbox: SandboxContext, payIn: DirectDebitPayInResource): PayInResource {
  const now = unixNow(sandbox.clock);
  const changes = { ChargeDate: now - (now % 86_400) } as Partial<PayInResource>;
  const mandate = state.get<MandateResource>(MANDATES, payIn.MandateId);
  if (!mandate || !usable(mandate)) return failPayIn(state, sandbox, payIn, '001833', changes);
  if (state.get(USERS, mandate.UserId)?.FirstName === 'Penniless') return failPayIn(state, sandbox, payIn, '001830', changes);
  const settled = succeedPayIn(state, sandbox, payIn, changes);
  activateMandate(state, sandbox, mandate);
  return settled;
}

/** Settles the debits that are due, and asks to be woken for the next one (system clock). */
function settleDue(state: ClientState, sandbox: SandboxContext): void {
  const now = unixNow(sandbox.clock);
  for (const payIn of pendingDebits(state)) if (dueAt(payIn) <= now) settleDebit(state, sandbox, payIn);
  const next = Math.min(...pendingDebits(state).map(dueAt));
  if (Number.isFinite(next)) wakeAt(sandbox, state.clientId, 'directdebit-settlement', next, (s) => settleDue(s, sandbox));
}

export const directDebitPayInsModule: SandboxModule = {
  name: 'payins-directdebit',
  routes({ api, control }, sandbox) {
    api.post('/payins/directdebit/direct', (ctx) => {
      const state = clientOf(ctx);
      const check = BodyCheck.of(ctx.request.body);
      check
        .string('AuthorId', { required: true })
        .string('CreditedWalletId', { required: true })
        .string('MandateId', { required: true })
        .string('Tag', { max: 255 })
        .string('StatementDescriptor', { max: 10 });
      checkMoney(check, 'DebitedFunds');
      checkMoney(check, 'Fees');
      const feesCurrency = check.value('Fees.Currency');
      if (feesCurrency !== undefined && feesCurrency !== check.value('DebitedFunds.Currency'))
        check.fail('Fees.Currency', 'The Fees currency must be the DebitedFunds currency.');
      const mandateId = String(check.value('MandateId') ?? '');
      const mandate = state.get<MandateResource>(MANDATES, mandateId);
      if (check.present('MandateId') && !mandate) check.fail('MandateId', `Cannot found the ressource Mandate with the id=${mandateId}`);
      const wallet = checkAuthorAndWallet(state, check, 'DebitedFunds');
      if (mandate && mandate.UserId !== check.value('AuthorId'))
        throw paramError({ MandateId: 'The mandate does not belong to the author of the pay-in.' });
      const debited = moneyOf(check, 'DebitedFunds');
      const fees = moneyOf(check, 'Fees');
      const payIn = recordNewPayIn<DirectDebitPayInResource>(state, sandbox, {
        Id: state.newId(),
        CreationDate: unixNow(sandbox.clock),
        AuthorId: String(check.value('AuthorId')),
        CreditedUserId: wallet?.Owners[0] ?? null,
        Status: 'CREATED',
        ExecutionDate: null,
        ChargeDate: null,
        Type: 'PAYIN',
        Nature: 'REGULAR',
        CreditedWalletId: String(wallet?.Id),
        DebitedWalletId: null,
        CreditedFunds: { Currency: debited.Currency, Amount: debited.Amount - fees.Amount },
        DebitedFunds: debited,
        Fees: fees,
        ResultCode: null,
        ResultMessage: null,
        PaymentType: 'DIRECT_DEBIT',
        ExecutionType: 'DIRECT',
        Tag: check.value('Tag') ?? null,
        MandateId: mandateId,
        StatementDescriptor: check.value('StatementDescriptor') ?? null,
      });
      if (!usable(mandate)) ctx.body = failPayIn(state, sandbox, payIn, '001833');
      else if (fees.Amount >= debited.Amount) ctx.body = failPayIn(state, sandbox, payIn, '001014');
      else ctx.body = payIn;
      settleDue(state, sandbox);
    });

    control.post('/:clientId/payins/directdebit/settle', async (ctx) => {
      const clientId = ctx.params.clientId ?? '';
      const state = sandbox.state(clientId);
      const only = (ctx.request.body as Record<string, unknown> | undefined)?.PayInId;
      const settled = pendingDebits(state)
        .filter((p) => only === undefined || p.Id === only)
        .map((p) => settleDebit(state, sandbox, p));
      await sandbox.persist(clientId);
      ctx.body = settled;
    });
  },
  sweep: (state, sandbox) => settleDue(state, sandbox),
};
