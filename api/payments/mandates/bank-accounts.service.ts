/**
 * `POST /user/bank_accounts/register`: checks the `bank_account` body with the spec's IBAN and BIC rules
 * (domain/bank.ts), registers the IBAN account at the provider (or reuses the caller's account with the
 * same IBAN) and says whether a mandate must still be signed: `register_mandate` false with the usable
 * `mandate` when the account already has one. Only a masked IBAN is kept here. What a donor's and a
 * charity's account share is in ../iban-accounts.ts.
 */
import type { AppDeps } from '../../app-deps';
import type { BankAccountAnswer } from '../../../domain/mandate-answers';
import { DONATION_MESSAGES, PAYMENT_MESSAGES } from '../../../domain/messages';
import { unprocessable } from '../../http/errors';
import type { PaymentProviderError } from '../errors';
import { bankAccountColumns, createProviderIbanAccount, maskIban, parseBankAccountDetails, type IbanAccountOwner } from '../iban-accounts';
import { providerUnavailable } from '../donations/donation-errors';
import { loadDonor } from './payment-target';
import { presentMandate } from './mandate.presenter';
import {
  insertBankAccount,
  listActiveBankAccounts,
  listMandatesOfAccount,
  USABLE_MANDATE_STATUSES,
  type BankAccountRow,
} from './mandates.queries';

/** The caller's active account with this IBAN (compared at the provider, which alone keeps it). */
async function findSameAccount(
  deps: AppDeps,
  providerUserId: string,
  accounts: BankAccountRow[],
  iban: string,
): Promise<BankAccountRow | undefined> {
  for (const account of accounts.filter((a) => a.iban_masked === maskIban(iban))) {
    const remote = await deps.payments.getBankAccount(providerUserId, account.mangopay_bank_account_id).catch(() => undefined);
    if (remote && 'IBAN' in remote && String(remote.IBAN).replace(/\s+/g, '').toUpperCase() === iban && remote.Active !== false)
      return account;
  }
  return undefined;
}

/** A refusal naming the IBAN or the BIC points at that field; any other is the provider's failure. */
function providerRefusal(err: PaymentProviderError) {
  const fields = Object.keys(err.fields ?? {}).map((f) => f.toUpperCase());
  if (fields.some((f) => f.includes('IBAN')))
    return unprocessable([{ code: 'IBAN_INVALID', detail: PAYMENT_MESSAGES.ibanInvalid, field: 'iban' }]);
  if (fields.some((f) => f.includes('BIC')))
    return unprocessable([{ code: 'BIC_INVALID', detail: PAYMENT_MESSAGES.bicInvalid, field: 'bic' }]);
  return providerUnavailable();
}

/** A donor's account at the provider. The key's details are the ones it always had: another list would let a retry across a release create a second account. */
const donorOwner = (userId: number, providerUserId: string): IbanAccountOwner => ({
  providerUserId,
  tag: `entraide-user-${userId}`,
  key: {
    purpose: 'bankaccount',
    id: userId,
    fields: ['iban', 'bic', 'bank_account_holder', 'bank_account_address_line_1', 'bank_account_postal_code', 'bank_account_city'],
  },
  refused: providerRefusal,
  unavailable: providerUnavailable,
});

/** Registers (or finds) the caller's bank account; see the module comment. */
export async function registerBankAccount(deps: AppDeps, userId: number, body: unknown): Promise<BankAccountAnswer> {
  const input = parseBankAccountDetails(body);
  const donor = await loadDonor(deps, userId, DONATION_MESSAGES.paymentAccountMissing);
  const { knex } = deps.db;
  const accounts = await listActiveBankAccounts(knex, userId);
  let account = await findSameAccount(deps, donor.providerUserId, accounts, input.iban);
  if (!account) {
    const providerId = await createProviderIbanAccount(deps, donorOwner(userId, donor.providerUserId), input);
    account = await insertBankAccount(
      knex,
      { user_id: userId, mangopay_bank_account_id: providerId, ...bankAccountColumns(input) },
      deps.clock.now(),
    );
  }
  const usable = (await listMandatesOfAccount(knex, account.id)).find((m) => USABLE_MANDATE_STATUSES.includes(m.status));
  return {
    bank_account: { Id: account.mangopay_bank_account_id, Active: account.active },
    register_mandate: usable === undefined,
    mandate: usable ? presentMandate(usable) : null,
  };
}
