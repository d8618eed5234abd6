/**
 * POST payins/bankwire/direct (https://docs.mangopay.com/api-reference/bank-wire-payins/create-bank-wire-payin):
 * {AuthorId, CreditedWalletId, DeclaredDebitedFunds, DeclaredFees, Tag?} -> CREATED with the WireReference
 * the payer must quote and the BankAccount to wire to (Mangopay's: Type IBAN, OwnerName, OwnerAddress,
 * IBAN, BIC, the values of the documented example); DebitedFunds, CreditedFunds and Fees read
 * {"Currency":"XXX","Amount":0} until the wire arrives.
 *
 * It stays CREATED until the wire is simulated, which Mangopay's sandbox does from its Dashboard (no
 * API route is documented), so the emulator has control routes:
 *   POST /__sandbox/{clientId}/payins/bankwire/{id}/accept  -> SUCCEEDED, declared amounts, wallet credited
 *   POST /__sandbox/{clientId}/payins/bankwire/{id}/reject  -> FAILED 101110 The payment has been refused
 * Unreceived after one month (sandbox clock) it FAILS with 101109 The payment period has expired
 * (https://docs.mangopay.com/errors/codes/101109, /101110).
 */
import { randomBytes } from 'node:crypto';
import { clientOf, unixNow, type SandboxContext, type SandboxModule } from '../context';
import { SandboxError } from '../errors';
import type { ClientState } from '../state';
import { BodyCheck } from '../validation';
import { wakeAt } from '../wakeups';
import {
  checkAuthorAndWallet,
  checkMoney,
  failPayIn,
  findPayIn,
  moneyOf,
  PAYINS,
  recordNewPayIn,
  succeedPayIn,
  type Money,
  type PayInResource,
} from './payins';
import { USERS } from './users';

export type BankWirePayInResource = PayInResource & { DeclaredDebitedFunds: Money; DeclaredFees: Money; WireReference: string };

const NOT_RECEIVED: Money = { Currency: 'XXX', Amount: 0 };
const MANGOPAY_ACCOUNT = {
  OwnerAddress: {
    AddressLine1: '2 Avenue Amélie',
    AddressLine2: null,
    City: 'Luxembourg',
    Region: null,
    PostalCode: 'L-1125',
    Country: 'LU',
  },
  Type: 'IBAN',
  OwnerName: 'MANGOPAY SA',
  IBAN: 'FR7630056009271234567890182',
  BIC: 'CCFRFRPPXXX',
};
const WIRE_REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

function wireReference(): string {
  return [...randomBytes(10)].map((b) => WIRE_REFERENCE_ALPHABET[b % WIRE_REFERENCE_ALPHABET.length]).join('');
}

/** One calendar month after `unix` (seconds). */
function oneMonthAfter(unix: number): number {
  const date = new Date(unix * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

const pendingWires = (state: ClientState) =>
  state
    .list<BankWirePayInResource>(PAYINS)
    .filter((p) => p.PaymentType === 'BANK_WIRE' && p.ExecutionType === 'DIRECT' && p.Status === 'CREATED');

function armExpiry(state: ClientState, sandbox: SandboxContext): void {
  const next = Math.min(...pendingWires(state).map((p) => oneMonthAfter(p.CreationDate ?? 0)));
  if (Number.isFinite(next)) wakeAt(sandbox, state.clientId, 'bankwire-expiry', next, (s) => expireWires(s, sandbox));
}

function expireWires(state: ClientState, sandbox: SandboxContext): void {
  const now = unixNow(sandbox.clock);
  for (const payIn of pendingWires(state)) if (oneMonthAfter(payIn.CreationDate ?? 0) <= now) failPayIn(state, sandbox, payIn, '101109');
  armExpiry(state, sandbox);
}

/** The incoming wire as the bank describes it (https://docs.mangopay.com/release-notes/api/2024-12-17). */
function transactionDetails(state: ClientState, payIn: BankWirePayInResource) {
  const author = state.get(USERS, payIn.AuthorId);
  const debtor =
    author?.PersonType === 'LEGAL' ? String(author.Name) : `${String(author?.FirstName ?? '')} ${String(author?.LastName ?? '')}`.trim();
  return [
    {
      BankTransactionDomainCode: 'PMNT',
      BankTransactionDomainFamilyCode: 'RCDT',
      BankTransactionDomainSubFamilyCode: null,
      References: [{ Type: 'EndToEndId', Value: `SANDBOX-${payIn.Id}` }],
      DebtorName: debtor || 'Sandbox payer',
      DebtorAccount: 'FR7630004000031234567890143',
      DebtorAgent: 'BNPAFRPP',
      DebtorAddressLine1: null,
      DebtorAddressLine2: null,
      DebtorAddressLine3: null,
      RemittanceInformationLine1: payIn.WireReference,
      RemittanceInformationLine2: null,
      RemittanceInformationLine3: null,
      RemittanceInformationLine4: null,
    },
  ];
}

export const bankWirePayInsModule: SandboxModule = {
  name: 'payins-bankwire',
  routes({ api, control }, sandbox) {
    api.post('/payins/bankwire/direct', (ctx) => {
      const state = clientOf(ctx);
      const check = BodyCheck.of(ctx.request.body);
      check.string('AuthorId', { required: true }).string('CreditedWalletId', { required: true }).string('Tag', { max: 255 });
      checkMoney(check, 'DeclaredDebitedFunds');
      checkMoney(check, 'DeclaredFees');
      const feesCurrency = check.value('DeclaredFees.Currency');
      if (feesCurrency !== undefined && feesCurrency !== check.value('DeclaredDebitedFunds.Currency')) {
        check.fail('DeclaredFees.Currency', 'The DeclaredFees currency must be the DeclaredDebitedFunds currency.');
      }
      const wallet = checkAuthorAndWallet(state, check, 'DeclaredDebitedFunds');
      const declared = moneyOf(check, 'DeclaredDebitedFunds');
      const fees = moneyOf(check, 'DeclaredFees');
      const payIn = recordNewPayIn<BankWirePayInResource>(state, sandbox, {
        Id: state.newId(),
        Tag: check.value('Tag') ?? null,
        CreationDate: unixNow(sandbox.clock),
        ResultCode: null,
        ResultMessage: null,
        AuthorId: String(check.value('AuthorId')),
        CreditedUserId: wallet?.Owners[0] ?? null,
        DebitedFunds: NOT_RECEIVED,
        CreditedFunds: NOT_RECEIVED,
        Fees: NOT_RECEIVED,
        Status: 'CREATED',
        ExecutionDate: null,
        Type: 'PAYIN',
        Nature: 'REGULAR',
        CreditedWalletId: String(wallet?.Id),
        DebitedWalletId: null,
        PaymentType: 'BANK_WIRE',
        ExecutionType: 'DIRECT',
        DeclaredDebitedFunds: declared,
        DeclaredFees: fees,
        WireReference: wireReference(),
        BankAccount: MANGOPAY_ACCOUNT,
        TransactionDetails: [],
      });
      ctx.body = fees.Amount >= declared.Amount ? failPayIn(state, sandbox, payIn, '001014') : payIn;
      armExpiry(state, sandbox);
    });

    for (const outcome of ['accept', 'reject'] as const) {
      control.post(`/:clientId/payins/bankwire/:id/${outcome}`, async (ctx) => {
        const clientId = ctx.params.clientId ?? '';
        const state = sandbox.state(clientId);
        const payIn = findPayIn(state, ctx.params.id ?? '') as BankWirePayInResource;
        if (payIn.PaymentType !== 'BANK_WIRE' || payIn.Status !== 'CREATED') {
          throw new SandboxError(400, 'invalid_action', 'This pay-in is not a bank wire waiting for its funds');
        }
        const { DeclaredDebitedFunds: debited, DeclaredFees: fees } = payIn;
        ctx.body =
          outcome === 'accept'
            ? succeedPayIn(state, sandbox, payIn, {
                DebitedFunds: debited,
                Fees: fees,
                CreditedFunds: { Currency: debited.Currency, Amount: debited.Amount - fees.Amount },
                TransactionDetails: transactionDetails(state, payIn),
              })
            : failPayIn(state, sandbox, payIn, '101110');
        await sandbox.persist(clientId);
      });
    }
  },
  sweep: (state, sandbox) => expireWires(state, sandbox),
};
