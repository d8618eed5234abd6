/**
 * `POST /user/bank_accounts/register`: checks the `bank_account` body with the spec's IBAN and BIC rules
 * (domain/bank.ts), registers the IBAN account at the provider (or reuses the caller's account with the
 * same IBAN) and says whether a mandate must still be signed: `register_mandate` false with the usable
 * `mandate` when the account already has one. Only a masked IBAN is kept here.
 */
import { createHash } from 'node:crypto';
import type { AppDeps } from '../../app-deps';
import { mandateFormSchema } from '../../../domain/bank';
import type { BankAccountAnswer } from '../../../domain/mandate-answers';
import { DONATION_MESSAGES, PAYMENT_MESSAGES } from '../../../domain/messages';
import { unprocessable } from '../../http/errors';
import { PaymentProviderError } from '../errors';
import { deriveIdempotencyKey } from '../idempotency-keys';
import { providerUnavailable } from '../donations/donation-errors';
import { loadDonor } from './payment-target';
import { presentMandate } from './mandate.presenter';
import { insertBankAccount, listActiveBankAccounts, listMandatesOfAccount, USABLE_MANDATE_STATUSES, type BankAccountRow } from './mandates.queries';

/** FR76 **** **** 0143: the country, check digits and last four characters only. */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} **** **** ${iban.slice(-4)}`;
}

/** The caller's active account with this IBAN (compared at the provider, which alone keeps it). */
async function findSameAccount(deps: AppDeps, providerUserId: string, accounts: BankAccountRow[], iban: string): Promise<BankAccountRow | undefined> {
  for (const account of accounts.filter((a) => a.iban_masked === maskIban(iban))) {
    const remote = await deps.payments.getBankAccount(providerUserId, account.mangopay_bank_account_id).catch(() => undefined);
    if (remote && 'IBAN' in remote && String(remote.IBAN).replace(/\s+/g, '').toUpperCase() === iban && remote.Active !== false) return account;
  }
  return undefined;
}

function providerRefusal(err: PaymentProviderError) {
  const fields = Object.keys(err.fields ?? {}).map((f) => f.toUpperCase());
  if (fields.some((f) => f.includes('IBAN'))) return unprocessable([{ code: 'IBAN_INVALID', detail: PAYMENT_MESSAGES.ibanInvalid, field: 'iban' }]);
  if (fields.some((f) => f.includes('BIC'))) return unprocessable([{ code: 'BIC_INVALID', detail: PAYMENT_MESSAGES.bicInvalid, field: 'bic' }]);
  return providerUnavailable();
}

/** Registers (or finds) the caller's bank account; see the module comment. */
export async function registerBankAccount(deps: AppDeps, userId: number, body: unknown): Promise<BankAccountAnswer> {
  const input = mandateFormSchema.parse(body);
  const donor = await loadDonor(deps, userId, DONATION_MESSAGES.paymentAccountMissing);
  const { knex } = deps.db;
  const accounts = await listActiveBankAccounts(knex, userId);
  let account = await findSameAccount(deps, donor.providerUserId, accounts, input.iban);
  if (!account) {
    const details = [input.iban, input.bic, input.bank_account_holder, input.bank_account_address_line_1, input.bank_account_postal_code, input.bank_account_city].join('|');
    // The same details sent again (a retry) name the same provider account.
    const key = deriveIdempotencyKey('bankaccount', userId, createHash('sha256').update(details).digest('hex'));
    let created;
    try {
      created = await deps.payments.createIbanBankAccount({
        userId: donor.providerUserId,
        OwnerName: input.bank_account_holder,
        OwnerAddress: { AddressLine1: input.bank_account_address_line_1, City: input.bank_account_city, PostalCode: input.bank_account_postal_code, Country: input.bank_account_country_iso },
        IBAN: input.iban,
        BIC: input.bic,
        Tag: `entraide-user-${userId}`,
      }, key);
    } catch (err) {
      if (err instanceof PaymentProviderError && err.status !== undefined && err.status < 500 && err.status !== 429) throw providerRefusal(err);
      throw providerUnavailable();
    }
    account = await insertBankAccount(knex, {
      user_id: userId,
      mangopay_bank_account_id: String(created.Id),
      owner_name: input.bank_account_holder,
      iban_masked: maskIban(input.iban),
      bic: input.bic,
      address_line_1: input.bank_account_address_line_1,
      postal_code: input.bank_account_postal_code,
      city: input.bank_account_city,
      country_iso: input.bank_account_country_iso,
    }, deps.clock.now());
  }
  const usable = (await listMandatesOfAccount(knex, account.id)).find((m) => USABLE_MANDATE_STATUSES.includes(m.status));
  return {
    bank_account: { Id: account.mangopay_bank_account_id, Active: account.active },
    register_mandate: usable === undefined,
    mandate: usable ? presentMandate(usable) : null,
  };
}
