/**
 * An IBAN bank account registered at the provider, for both of its owners: a donor's account, debited
 * through mandates (mandates/bank-accounts.service.ts), and a charity's account, paid out to
 * (api/payouts/charity-bank-account.service.ts). Both send the same `bank_account` body, checked with
 * the spec's IBAN and BIC rules (domain/bank.ts mandateFormSchema); both register it under the owner's
 * provider user with an idempotency key derived from its details, so the same details sent again name
 * the same provider account; both keep the same columns, the IBAN masked (the full IBAN stays at the
 * provider). What differs between the owners comes from the caller (IbanAccountOwner).
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { mandateFormSchema } from '../../domain/bank';
import type { AppDeps } from '../app-deps';
import type { HttpError } from '../http/errors';
import { PaymentProviderError } from './errors';
import { deriveIdempotencyKey } from './idempotency-keys';

export type BankAccountDetails = z.output<typeof mandateFormSchema>;

/** The `bank_account` body, checked (a 422 with the fields' French messages otherwise). */
export function parseBankAccountDetails(body: unknown): BankAccountDetails {
  return mandateFormSchema.parse(body);
}

/** FR76 **** **** 0143: the country, check digits and last four characters only. */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} **** **** ${iban.slice(-4)}`;
}

export interface IbanAccountOwner {
  /** The provider user the account is registered under. */
  providerUserId: string;
  /** The provider's Tag on the account. */
  tag: string;
  /** The idempotency key: its purpose, the owner's id, and the details it is derived from, in order. */
  key: { purpose: string; id: number; fields: readonly (keyof BankAccountDetails)[] };
  /** The answer when the provider refuses the account for good (a retry would be refused too). */
  refused: (err: PaymentProviderError) => HttpError;
  /** The answer when the provider could not be reached or failed (a retry may succeed). */
  unavailable: () => HttpError;
}

/** Registers the account at the provider (see the module comment); its provider id. */
export async function createProviderIbanAccount(
  deps: Pick<AppDeps, 'payments'>,
  owner: IbanAccountOwner,
  input: BankAccountDetails,
): Promise<string> {
  const details = owner.key.fields.map((field) => input[field]).join('|');
  const key = deriveIdempotencyKey(owner.key.purpose, owner.key.id, createHash('sha256').update(details).digest('hex'));
  try {
    const created = await deps.payments.createIbanBankAccount(
      {
        userId: owner.providerUserId,
        OwnerName: input.bank_account_holder,
        OwnerAddress: {
          AddressLine1: input.bank_account_address_line_1,
          City: input.bank_account_city,
          PostalCode: input.bank_account_postal_code,
          Country: input.bank_account_country_iso,
        },
        IBAN: input.iban,
        BIC: input.bic,
        Tag: owner.tag,
      },
      key,
    );
    return String(created.Id);
  } catch (err) {
    if (err instanceof PaymentProviderError && !err.retryable) throw owner.refused(err);
    throw owner.unavailable();
  }
}

/** What both bank-account tables keep of the details. */
export function bankAccountColumns(input: BankAccountDetails) {
  return {
    owner_name: input.bank_account_holder,
    iban_masked: maskIban(input.iban),
    bic: input.bic,
    address_line_1: input.bank_account_address_line_1,
    postal_code: input.bank_account_postal_code,
    city: input.bank_account_city,
    country_iso: input.bank_account_country_iso,
  };
}
