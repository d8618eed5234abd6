/**
 * Where a payout goes: its BankAccountId is a Recipient's Id (https://docs.mangopay.com/api-reference/
 * recipients/recipient-object, the `recipients` records) or a legacy bank account's (`bankaccounts`),
 * as https://docs.mangopay.com/api-reference/payouts/create-payout allows. Both must belong to the
 * payout's author.
 * - A Recipient of scope PAYIN: 400 invalid_action "Payout not allowed for RecipientScope PAYIN" (the
 *   reference page's example); one still PENDING (the owner's SCA not done) or CANCELED (SCA failed):
 *   400 param_error naming BankAccountId (the field messages are the emulator's wording).
 * - A DEACTIVATED Recipient, or a legacy bank account whose Active is false: the payout is created
 *   and fails with 121006 "The associated bank account is not active" (https://docs.mangopay.com/errors/codes/121006,
 *   whose example is a FAILED payout with ModeApplied PENDING_RESPONSE), nothing debited.
 * - Verification of Payee (https://docs.mangopay.com/guides/vop/recipients-payouts): the payout answer
 *   carries the Recipient's RecipientVerificationOfPayee; a NO_MATCH or MATCH_NOT_POSSIBLE check makes
 *   the payout, created CREATED, fail afterwards with 121030 (https://docs.mangopay.com/errors/codes/121030:
 *   "successfully initiated but then subsequently failed"), VOP_FAILURE_SECONDS later on the sandbox clock.
 * - A legacy bank account gets no payee check here (no RecipientVerificationOfPayee in the answer, as in
 *   the docs snapshot's examples): emulator-only.
 */
import { paramError, resourceNotFound, SandboxError } from '../errors';
import type { ClientState, Resource } from '../state';
import { BANK_ACCOUNTS } from './bank-accounts';
import { VOP_PAYOUT_FAILURE, vopBlocksPayout, type VerificationOfPayee } from './payee-check';
import { RECIPIENTS } from './recipients.shape';

export const VOP_FAILURE_SECONDS = 60;

export interface PayoutFailure {
  ResultCode: string;
  ResultMessage: string;
}

export const ACCOUNT_NOT_ACTIVE: PayoutFailure = { ResultCode: '121006', ResultMessage: 'The associated bank account is not active' };

export interface PayoutDestination {
  Id: string;
  /** The owner of the account (whose KYC level decides). */
  UserId: string;
  RecipientVerificationOfPayee: VerificationOfPayee | null;
  /** A failure the payout will meet after it is created, its money debited (the payee check). */
  lateFailure?: PayoutFailure;
  /** A failure the payout will meet after it is created, nothing debited (an account not active). */
  rejection?: PayoutFailure;
}

const invalidAction = (message: string) => new SandboxError(400, 'invalid_action', message);

function fromRecipient(recipient: Resource, authorId: string): PayoutDestination {
  if (String(recipient.UserId) !== authorId) throw paramError({ BankAccountId: 'The recipient must belong to the author of the payout' });
  if (recipient.RecipientScope === 'PAYIN') throw invalidAction('Payout not allowed for RecipientScope PAYIN');
  if (recipient.Status === 'PENDING' || recipient.Status === 'CANCELED')
    throw paramError({ BankAccountId: `The recipient is ${recipient.Status}: only an ACTIVE recipient can receive a payout` });
  const base = { Id: recipient.Id, UserId: String(recipient.UserId) };
  if (recipient.Status !== 'ACTIVE') return { ...base, RecipientVerificationOfPayee: null, rejection: ACCOUNT_NOT_ACTIVE };
  const vop = (recipient.RecipientVerificationOfPayee as VerificationOfPayee | null | undefined) ?? null;
  const failing = vopBlocksPayout(vop);
  return {
    ...base,
    RecipientVerificationOfPayee: vop,
    ...(failing ? { lateFailure: VOP_PAYOUT_FAILURE } : {}),
  };
}

/** The payout's destination, or the error Mangopay answers (see the module comment). */
export function payoutDestination(state: ClientState, bankAccountId: string, authorId: string): PayoutDestination {
  const recipient = state.get(RECIPIENTS, bankAccountId);
  if (recipient) return fromRecipient(recipient, authorId);
  const account = state.get(BANK_ACCOUNTS, bankAccountId);
  if (!account) throw resourceNotFound('BankAccount', bankAccountId);
  if (account.UserId !== authorId) throw paramError({ BankAccountId: 'The bank account must belong to the author of the payout' });
  const base = { Id: account.Id, UserId: String(account.UserId), RecipientVerificationOfPayee: null };
  return account.Active === false ? { ...base, rejection: ACCOUNT_NOT_ACTIVE } : base;
}
