/**
 * The export's bank sections: the person's bank accounts (the IBAN shown by its last four characters
 * only: the full number stays at the provider, and a lost export file should not give it away) and
 * their direct-debit mandates with the reference their bank knows them by (RUM).
 */
import type { Knex } from 'knex';
import type { BankAccountRow as BankAccountFields, MandateRow as MandateFields } from '../../payments';
import { iso } from '../../db/iso-instant';

/** Every character of the IBAN but the last four hidden: 'FR76 **** **** 0143' -> '**** 0143' ('****' once erased). */
export function lastFourOfIban(masked: string): string {
  const characters = masked.replace(/[\s*]/g, '');
  return characters ? `**** ${characters.slice(-4)}` : '****';
}

type BankAccountRow = Omit<BankAccountFields, 'user_id' | 'mangopay_bank_account_id' | 'updated_at'>;
type MandateRow = Pick<MandateFields, 'id' | 'created_at' | 'updated_at' | 'status' | 'bank_reference' | 'bank_account_id'> & {
  cancellation_requested_at: Date | null;
};

/** The bank accounts and mandates of a user. */
export async function bankSections(knex: Knex, userId: number) {
  const [accounts, mandates] = await Promise.all([
    knex('bank_accounts')
      .where({ user_id: userId })
      .orderBy('id')
      .select<BankAccountRow[]>(
        'id',
        'created_at',
        'owner_name',
        'iban_masked',
        'bic',
        'address_line_1',
        'postal_code',
        'city',
        'country_iso',
        'active',
      ),
    knex('mandates')
      .where({ user_id: userId })
      .orderBy('id')
      .select<MandateRow[]>('id', 'created_at', 'updated_at', 'status', 'bank_reference', 'cancellation_requested_at', 'bank_account_id'),
  ]);
  return {
    bank_accounts: accounts.map((a) => ({
      id: a.id,
      created_at: iso(a.created_at),
      owner_name: a.owner_name,
      iban: lastFourOfIban(a.iban_masked),
      bic: a.bic,
      address: { address_line_1: a.address_line_1, post_code: a.postal_code, city: a.city, country_iso: a.country_iso },
      active: a.active,
    })),
    mandates: mandates.map((m) => ({
      id: m.id,
      created_at: iso(m.created_at),
      updated_at: iso(m.updated_at),
      status: m.status,
      reference: m.bank_reference,
      bank_account_id: m.bank_account_id,
      cancellation_requested_at: iso(m.cancellation_requested_at),
    })),
  };
}
