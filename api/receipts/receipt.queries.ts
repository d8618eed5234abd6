/** SQL of tax receipts: what a receipt needs to know, the number counters, and the receipts themselves. */
import type { Knex } from 'knex';
import { endOfParisDayIso, parisDayOf } from '../../domain/dates';
import type {
  AssocReceiptProfilesRow,
  AssocsRow,
  DonationsRow,
  EnterprisesRow,
  ReceiptCountersRow,
  TaxReceiptsRow,
  UsersRow,
} from '../db/tables.generated';
import { receiptFactsSchema } from './receipt-facts.schema';
import type { PostalAddress, Receipt, ReceiptCharity, ReceiptDonor, ReceiptFacts, ReceiptKind, ReceiptPayment } from './receipt.types';
import { receiptNumber, type PaymentMethod } from './receipt-wording';

/** A donation as a receipt reads it (its generated row's columns), its method narrowed. */
export type DonationForReceipt = Pick<
  DonationsRow,
  'id' | 'user_id' | 'quick_email' | 'status' | 'amount' | 'succeeded_at' | 'subscription_id' | 'assoc_id'
> & { payment_method: PaymentMethod };

/** The donation and the charity it was given to (recorded with it), its row locked until the transaction ends. */
export async function lockDonation(trx: Knex.Transaction, donationId: number): Promise<DonationForReceipt | null> {
  const row = await trx('donations as d')
    .where('d.id', donationId)
    .forUpdate('d')
    .first<DonationForReceipt | undefined>(
      'd.id',
      'd.user_id',
      'd.quick_email',
      'd.status',
      'd.amount',
      'd.succeeded_at',
      'd.payment_method',
      'd.subscription_id',
      'd.assoc_id',
    );
  if (!row) return null;
  return {
    ...row,
    id: Number(row.id),
    user_id: row.user_id === null ? null : Number(row.user_id),
    amount: Number(row.amount),
    subscription_id: row.subscription_id === null ? null : Number(row.subscription_id),
    assoc_id: Number(row.assoc_id),
  };
}

const addressOf = (line: string | null, postCode: string | null, city: string | null, country: string | null): PostalAddress | null =>
  line && postCode && city ? { line, postCode, city, country: (country ?? 'FR').trim() } : null;

/** A charity and its receipt profile (left-joined: every profile column null without one). */
type CharityWithProfile = Pick<AssocsRow, 'id' | 'name' | 'cerfa_type' | 'assoc_object' | 'description'> & {
  profile: number | null;
} & {
  [K in 'address_line' | 'post_code' | 'city' | 'country_iso' | 'legal_status' | 'purpose' | 'signatory_name' | 'signatory_title']:
    AssocReceiptProfilesRow[K] | null;
};

/** The charity as a receipt prints it, with its receipt type; `charity` is null without a receipt profile. */
export async function findCharityForReceipt(
  db: Knex,
  assocId: number,
): Promise<{ cerfaType: string; charity: ReceiptCharity | null } | null> {
  const row = await db('assocs as a')
    .leftJoin('assoc_receipt_profiles as r', 'r.assoc_id', 'a.id')
    .where('a.id', assocId)
    .first<CharityWithProfile | undefined>(
      'a.id',
      'a.name',
      'a.cerfa_type',
      'a.assoc_object',
      'a.description',
      'r.assoc_id as profile',
      'r.address_line',
      'r.post_code',
      'r.city',
      'r.country_iso',
      'r.legal_status',
      'r.purpose',
      'r.signatory_name',
      'r.signatory_title',
    );
  if (!row) return null;
  if (row.profile === null) return { cerfaType: row.cerfa_type, charity: null };
  return {
    cerfaType: row.cerfa_type,
    // With a profile, its columns are set (NOT NULL in assoc_receipt_profiles): only the join made them nullable.
    charity: {
      id: Number(row.id),
      name: row.name,
      address: addressOf(row.address_line, row.post_code, row.city, row.country_iso)!,
      purpose: (row.purpose ?? row.assoc_object ?? row.description ?? '').trim(),
      status: row.legal_status!,
      signatory: { name: row.signatory_name!, title: row.signatory_title! },
    },
  };
}

/** The donor as a receipt prints it: a person, or the company of an enterprise account. */
export async function findDonorForReceipt(db: Knex, userId: number): Promise<ReceiptDonor | null> {
  const user = await db<UsersRow>('users')
    .where({ id: userId })
    .first('id', 'role_id', 'firstname', 'name', 'address_line_1', 'post_code', 'city', 'country_iso');
  if (!user) return null;
  const personal = addressOf(user.address_line_1, user.post_code, user.city, user.country_iso);
  const company = await db<EnterprisesRow>('enterprises')
    .where({ user_id: userId })
    .first('enterprise_name', 'legal_form', 'siren', 'address_line_1', 'post_code', 'city', 'country_iso');
  if (company) {
    return {
      type: 'COMPANY',
      companyName: company.enterprise_name,
      legalForm: company.legal_form,
      siren: String(company.siren).trim(),
      address: addressOf(company.address_line_1, company.post_code, company.city, company.country_iso) ?? personal,
    };
  }
  return { type: 'PERSON', firstname: user.firstname, name: user.name, address: personal };
}

/** The succeeded monthly debits of a donor to a charity whose payment falls in the (Paris) year. */
export async function findYearDebits(db: Knex, input: { userId: number; assocId: number; year: number }): Promise<ReceiptPayment[]> {
  const from = new Date(new Date(endOfParisDayIso(`${input.year - 1}-12-31`)).getTime() + 1);
  const to = new Date(endOfParisDayIso(`${input.year}-12-31`));
  const rows = await db('donations as d')
    .where({ 'd.user_id': input.userId, 'd.assoc_id': input.assocId, 'd.status': 'SUCCEEDED' })
    .whereNotNull('d.subscription_id')
    .whereBetween('d.succeeded_at', [from, to])
    .orderBy([{ column: 'd.succeeded_at' }, { column: 'd.id' }])
    .select<(Pick<DonationsRow, 'amount'> & { succeeded_at: Date; payment_method: PaymentMethod })[]>(
      'd.amount',
      'd.succeeded_at',
      'd.payment_method',
    );
  return rows.map((row) => ({ day: parisDayOf(row.succeeded_at), amountCents: Number(row.amount), method: row.payment_method }));
}

/**
 * Takes the (charity, year) counter row and keeps it locked until the transaction ends: every issue
 * for that charity and year waits here for the previous one to commit or roll back.
 */
export async function lockCounter(trx: Knex.Transaction, assocId: number, year: number): Promise<void> {
  await trx.raw('INSERT INTO receipt_counters (assoc_id, year, last_number) VALUES (?, ?, 0) ON CONFLICT (assoc_id, year) DO NOTHING', [
    assocId,
    year,
  ]);
  await trx<ReceiptCountersRow>('receipt_counters').where({ assoc_id: assocId, year }).forUpdate().first('last_number');
}

/** The next number of a counter locked by `lockCounter` (given back if the transaction rolls back). */
export async function nextNumber(trx: Knex.Transaction, assocId: number, year: number): Promise<number> {
  const [row] = await trx<ReceiptCountersRow>('receipt_counters')
    .where({ assoc_id: assocId, year })
    .increment('last_number', 1)
    .returning('last_number');
  if (!row) throw new Error(`receipt counter (${assocId}, ${year}) not locked before its next number`);
  return Number(row.last_number);
}

/** A receipt's columns as read, its kind narrowed (its facts are read apart, parsed). */
type ReceiptRow = Pick<TaxReceiptsRow, 'id' | 'donation_id' | 'user_id' | 'assoc_id' | 'year' | 'number' | 'amount' | 'issued_at'> & {
  kind: ReceiptKind;
};

const COLUMNS: (keyof ReceiptRow)[] = ['id', 'kind', 'donation_id', 'user_id', 'assoc_id', 'year', 'number', 'amount', 'issued_at'];

function toReceipt(row: ReceiptRow): Receipt {
  return {
    id: Number(row.id),
    kind: row.kind,
    donationId: row.donation_id === null ? null : Number(row.donation_id),
    userId: Number(row.user_id),
    assocId: Number(row.assoc_id),
    year: Number(row.year),
    sequence: Number(row.number),
    number: receiptNumber(Number(row.year), Number(row.number)),
    amountCents: Number(row.amount),
    issuedAt: new Date(row.issued_at),
  };
}

export async function findReceiptOfDonation(db: Knex, donationId: number): Promise<Receipt | null> {
  const row = await db<TaxReceiptsRow>('tax_receipts').where({ donation_id: donationId }).first<ReceiptRow | undefined>(COLUMNS);
  return row ? toReceipt(row) : null;
}

export async function findAnnualReceipt(db: Knex, input: { userId: number; assocId: number; year: number }): Promise<Receipt | null> {
  const row = await db<TaxReceiptsRow>('tax_receipts')
    .where({ kind: 'ANNUAL', user_id: input.userId, assoc_id: input.assocId, year: input.year })
    .first<ReceiptRow | undefined>(COLUMNS);
  return row ? toReceipt(row) : null;
}

/** A receipt with its facts snapshot. */
export async function findReceiptWithFacts(db: Knex, receiptId: number): Promise<{ receipt: Receipt; facts: ReceiptFacts } | null> {
  // A cancelled receipt (its donation was refunded, api/manager) is no longer delivered.
  const row = await db<TaxReceiptsRow>('tax_receipts')
    .where({ id: receiptId })
    .whereNull('cancelled_at')
    .first<(ReceiptRow & Pick<TaxReceiptsRow, 'facts'>) | undefined>([...COLUMNS, 'facts']);
  if (!row) return null;
  const facts: unknown = typeof row.facts === 'string' ? JSON.parse(row.facts) : row.facts;
  return { receipt: toReceipt(row), facts: receiptFactsSchema.parse(facts) };
}

export async function insertReceipt(
  trx: Knex.Transaction,
  values: {
    kind: ReceiptKind;
    donationId: number | null;
    userId: number;
    assocId: number;
    year: number;
    number: number;
    amountCents: number;
    issuedAt: Date;
    facts: ReceiptFacts;
  },
): Promise<Receipt> {
  const [row] = await trx<TaxReceiptsRow>('tax_receipts')
    .insert({
      kind: values.kind,
      donation_id: values.donationId,
      user_id: values.userId,
      assoc_id: values.assocId,
      year: values.year,
      number: values.number,
      amount: values.amountCents,
      issued_at: values.issuedAt,
      facts: JSON.stringify(values.facts),
    })
    .returning<ReceiptRow[]>(COLUMNS);
  if (!row) throw new Error('tax_receipts: the inserted receipt was not returned');
  return toReceipt(row);
}
