/**
 * A charity's bank account for payouts: `PUT /manager/charities/{id}/bank_account` with the same
 * `bank_account` fields as a donor's (domain/bank.ts mandateFormSchema: iban, bic, bank_account_holder,
 * bank_account_address_line_1, bank_account_postal_code, bank_account_city, bank_account_country_iso).
 * Registered at the provider under the charity's legal user (key derived from the details, so a retry
 * names the same account); only the masked IBAN is kept. The new account replaces the active one.
 * What a charity's and a donor's account share is in api/payments/iban-accounts.ts.
 */
import type { CharityBankAccount } from '../../domain/manager-types';
import type { AppDeps } from '../app-deps';
import { unprocessable } from '../http/errors';
import { recordAudit } from '../manager/audit-log';
import { charityNotFound, fieldInvalid, MANAGER_MESSAGES, providerDown } from '../manager/manager-errors';
import { bankAccountColumns, createProviderIbanAccount, parseBankAccountDetails, type IbanAccountOwner } from '../payments/iban-accounts';

export const presentBankAccount = (r: Record<string, any>): CharityBankAccount => ({
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

/** A charity's account at the provider, under its legal user. The key's details are the ones it always had (see the donor's). */
const charityOwner = (assocId: number, providerUserId: string): IbanAccountOwner => ({
  providerUserId,
  tag: `assoc:${assocId}`,
  key: {
    purpose: 'assoc-bankaccount',
    id: assocId,
    fields: [
      'iban',
      'bic',
      'bank_account_holder',
      'bank_account_address_line_1',
      'bank_account_postal_code',
      'bank_account_city',
      'bank_account_country_iso',
    ],
  },
  refused: () => fieldInvalid('iban', 'Le prestataire de paiement refuse ce compte bancaire', 'bank_account_refused'),
  unavailable: providerDown,
});

export async function registerCharityBankAccount(
  deps: AppDeps,
  assocId: number,
  body: unknown,
  actorId: number,
): Promise<CharityBankAccount> {
  const input = parseBankAccountDetails(body);
  const knex = deps.db.knex;
  const charity = await knex('assocs').where({ id: assocId }).first('id', 'mangopay_user_id');
  if (!charity) throw charityNotFound();
  if (!charity.mangopay_user_id) throw unprocessable([{ code: 'no_wallet', detail: MANAGER_MESSAGES.noWallet }]);
  const providerId = await createProviderIbanAccount(deps, charityOwner(assocId, charity.mangopay_user_id), input);
  const now = deps.clock.now();
  return knex.transaction(async (trx) => {
    const existing = await trx('charity_bank_accounts').where({ mangopay_bank_account_id: providerId }).first();
    if (existing?.active) return presentBankAccount(existing);
    await trx('charity_bank_accounts').where({ assoc_id: assocId, active: true }).update({ active: false, updated_at: now });
    const values = { assoc_id: assocId, ...bankAccountColumns(input), active: true, updated_at: now };
    const [row] = existing
      ? await trx('charity_bank_accounts').where({ id: existing.id }).update(values).returning('*')
      : await trx('charity_bank_accounts')
          .insert({ ...values, mangopay_bank_account_id: providerId, created_at: now })
          .returning('*');
    await recordAudit(
      trx,
      {
        actorId,
        action: 'charity.bank_account_registered',
        entityType: 'charity',
        entityId: assocId,
        details: { bank_account_id: Number(row.id), iban_masked: row.iban_masked, owner_name: row.owner_name },
      },
      now,
    );
    return presentBankAccount(row);
  });
}
