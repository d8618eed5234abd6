/**
 * Where a payout goes: its BankAccountId is a Recipient's Id (https://docs.mangopay.com/api-reference/
 * recipients/recipient-object, the `recipients` records) or a legacy bank account's (`bankaccounts`),
 * as https://docs.mangopay.com/api-reference/payouts/create-payout allows. Both must belong to the
 * payout's author.
 * - A Recipient of scope PAYIN: 400 invalid_action "Payout not allowed for RecipientScope PAYIN" (the
 *   reference page's example); one whose Status is not ACTIVE (PENDING until the owner's SCA, CANCELED,
 *   DEACTIVATED): 400 invalid_action too (emulator's wording: Mangopay documents no example).
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

export interface PayoutDestination {
  Id: string;
  /** The owner of the account (whose KYC level decides). */
  UserId: string;
  RecipientVerificationOfPayee: VerificationOfPayee | null;
  /** A failure the payout will meet after it is created (the payee check). */
  lateFailure?: PayoutFailure;
}

const invalidAction = (message: string) => new SandboxError(400, 'invalid_action', message);

function fromRecipient(recipient: Resource, authorId: string): PayoutDestination {
  if (String(recipient.UserId) !== authorId) throw paramError({ BankAccountId: 'The recipient must belong to the author of the payout' });
  if (recipient.RecipientScope === 'PAYIN') throw invalidAction('Payout not allowed for RecipientScope PAYIN');
  if (recipient.Status !== 'ACTIVE') throw invalidAction(`Payout not allowed for a Recipient whose Status is ${String(recipient.Status)}`);
  const vop = (recipient.RecipientVerificationOfPayee as VerificationOfPayee | null | undefined) ?? null;
  const failing = vopBlocksPayout(vop);
  return {
    Id: recipient.Id,
    UserId: String(recipient.UserId),
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
  if (account.Active === false) throw paramError({ BankAccountId: 'The bank account is deactivated' });
  return { Id: account.Id, UserId: String(account.UserId), RecipientVerificationOfPayee: null };
}
