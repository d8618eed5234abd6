/**
 * A charity's bank account for payouts: `PUT /manager/charities/{id}/bank_account` with the same
 * `bank_account` fields as a donor's (domain/bank.ts mandateFormSchema: iban, bic, bank_account_holder,
 * bank_account_address_line_1, bank_account_postal_code, bank_account_city, bank_account_country_iso).
 * Registered at the provider under the charity's legal user (key derived from the details, so a retry
 * names the same account); only the masked IBAN is kept. The new account replaces the active one.
 */
import { createHash } from 'node:crypto';
import { mandateFormSchema } from '../../domain/bank';
import type { AppDeps } from '../app-deps';
import { PaymentProviderError } from '../payments/errors';
import { deriveIdempotencyKey } from '../payments/idempotency-keys';
import { maskIban } from '../payments/mandates/bank-accounts.service';
import { recordAudit } from '../manager/audit-log';
import { charityNotFound, fieldInvalid, MANAGER_MESSAGES, providerDown } from '../manager/manager-errors';
import { unprocessable } from '../http/errors';

export interface CharityBankAccountView {
  id: number;
  assoc_id: number;
  mangopay_bank_account_id: string;
  owner_name: string;
  iban_masked: string;
  bic: string | null;
  address_line_1: string;
  postal_code: string;
  city: string;
  country_iso: string;
  active: boolean;
  created_at: string;
}

export const presentBankAccount = (r: Record<string, any>): CharityBankAccountView => ({
  id: Number(r.id),
  assoc_id: Number(r.assoc_id),
  mangopay_bank_account_id: r.mangopay_bank_account_id,
  owner_name: r.owner_name,
  iban_masked: r.iban_masked,
  bic: r.bic,
  address_line_1: r.address_line_1,
  postal_code: r.postal_code,
  city: r.city,
  country_iso: r.country_iso,
  active: r.active,
  created_at: new Date(r.created_at).toISOString(),
});

export async function activeBankAccount(deps: Pick<AppDeps, 'db'>, assocId: number) {
  return deps.db.knex('charity_bank_accounts').where({ assoc_id: assocId, active: true }).first();
}

export async function registerCharityBankAccount(deps: AppDeps, assocId: number, body: unknown, actorId: number): Promise<CharityBankAccountView> {
  const input = mandateFormSchema.parse(body);
  const knex = deps.db.knex;
  const charity = await knex('assocs').where({ id: assocId }).first('id', 'mangopay_user_id');
  if (!charity) throw charityNotFound();
  if (!charity.mangopay_user_id) throw unprocessable([{ code: 'no_wallet', detail: MANAGER_MESSAGES.noWallet }]);
  const details = [input.iban, input.bic, input.bank_account_holder, input.bank_account_address_line_1, input.bank_account_postal_code, input.bank_account_city, input.bank_account_country_iso].join('|');
  let created;
  try {
    created = await deps.payments.createIbanBankAccount(
      {
        userId: charity.mangopay_user_id,
        OwnerName: input.bank_account_holder,
        OwnerAddress: { AddressLine1: input.bank_account_address_line_1, City: input.bank_account_city, PostalCode: input.bank_account_postal_code, Country: input.bank_account_country_iso },
        IBAN: input.iban,
        BIC: input.bic,
        Tag: `assoc:${assocId}`,
      },
      deriveIdempotencyKey('assoc-bankaccount', assocId, createHash('sha256').update(details).digest('hex')),
    );
  } catch (err) {
    if (err instanceof PaymentProviderError && !err.retryable) throw fieldInvalid('iban', 'Le prestataire de paiement refuse ce compte bancaire', 'bank_account_refused');
    throw providerDown();
  }
  const now = deps.clock.now();
  return knex.transaction(async (trx) => {
    const existing = await trx('charity_bank_accounts').where({ mangopay_bank_account_id: String(created.Id) }).first();
    if (existing?.active) return presentBankAccount(existing);
    await trx('charity_bank_accounts').where({ assoc_id: assocId, active: true }).update({ active: false, updated_at: now });
    const values = {
      assoc_id: assocId,
      owner_name: input.bank_account_holder,
      iban_masked: maskIban(input.iban),
      bic: input.bic,
      address_line_1: input.bank_account_address_line_1,
      postal_code: input.bank_account_postal_code,
      city: input.bank_account_city,
      country_iso: input.bank_account_country_iso,
      active: true,
      updated_at: now,
    };
    const [row] = existing
      ? await trx('charity_bank_accounts').where({ id: existing.id }).update(values).returning('*')
      : await trx('charity_bank_accounts').insert({ ...values, mangopay_bank_account_id: String(created.Id), created_at: now }).returning('*');
    await recordAudit(trx, { actorId, action: 'charity.bank_account_registered', entityType: 'charity', entityId: assocId, details: { bank_account_id: Number(row.id), iban_masked: row.iban_masked, owner_name: row.owner_name } }, now);
    return presentBankAccount(row);
  });
}
