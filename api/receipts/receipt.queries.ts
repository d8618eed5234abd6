/** SQL of tax receipts: what a receipt needs to know, the number counters, and the receipts themselves. */
import type { Knex } from 'knex';
import { endOfParisDayIso, parisDayOf } from '../../domain/dates';
import type { PostalAddress, Receipt, ReceiptCharity, ReceiptDonor, ReceiptFacts, ReceiptKind, ReceiptPayment } from './receipt.types';
import { receiptNumber, type PaymentMethod } from './receipt-wording';

export interface DonationForReceipt {
  id: number;
  user_id: number | null;
  quick_email: string | null;
  status: string;
  amount: number;
  succeeded_at: Date | null;
  payment_method: PaymentMethod;
  subscription_id: number | null;
  assoc_id: number;
}

/** The donation and the charity it was given to (recorded with it), its row locked until the transaction ends. */
export async function lockDonation(trx: Knex.Transaction, donationId: number): Promise<DonationForReceipt | null> {
  const row = await trx('donations as d')
    .where('d.id', donationId)
    .forUpdate('d')
    .first(
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

/** The charity as a receipt prints it, with its receipt type; `charity` is null without a receipt profile. */
export async function findCharityForReceipt(
  db: Knex,
  assocId: number,
): Promise<{ cerfaType: string; charity: ReceiptCharity | null } | null> {
  const row = await db('assocs as a')
    .leftJoin('assoc_receipt_profiles as r', 'r.assoc_id', 'a.id')
    .where('a.id', assocId)
    .first(
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
    charity: {
      id: Number(row.id),
      name: row.name,
      address: addressOf(row.address_line, row.post_code, row.city, row.country_iso)!,
      purpose: (row.purpose ?? row.assoc_object ?? row.description ?? '').trim(),
      status: row.legal_status,
      signatory: { name: row.signatory_name, title: row.signatory_title },
    },
  };
}

/** The donor as a receipt prints it: a person, or the company of an enterprise account. */
export async function findDonorForReceipt(db: Knex, userId: number): Promise<ReceiptDonor | null> {
  const user = await db('users')
    .where({ id: userId })
    .first('id', 'role_id', 'firstname', 'name', 'address_line_1', 'post_code', 'city', 'country_iso');
  if (!user) return null;
  const personal = addressOf(user.address_line_1, user.post_code, user.city, user.country_iso);
  const company = await db('enterprises')
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
    .select('d.amount', 'd.succeeded_at', 'd.payment_method');
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
  await trx('receipt_counters').where({ assoc_id: assocId, year }).forUpdate().first('last_number');
}

/** The next number of a counter locked by `lockCounter` (given back if the transaction rolls back). */
export async function nextNumber(trx: Knex.Transaction, assocId: number, year: number): Promise<number> {
  const [row] = await trx('receipt_counters').where({ assoc_id: assocId, year }).increment('last_number', 1).returning('last_number');
  return Number(row.last_number);
}

interface ReceiptRow {
  id: number | string;
  kind: ReceiptKind;
  donation_id: number | string | null;
  user_id: number | string;
  assoc_id: number;
  year: number;
  number: number;
  amount: number | string;
  issued_at: Date;
  facts: ReceiptFacts | string;
}

const COLUMNS = ['id', 'kind', 'donation_id', 'user_id', 'assoc_id', 'year', 'number', 'amount', 'issued_at'];

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
  const row = await db('tax_receipts').where({ donation_id: donationId }).first(COLUMNS);
  return row ? toReceipt(row) : null;
}

export async function findAnnualReceipt(db: Knex, input: { userId: number; assocId: number; year: number }): Promise<Receipt | null> {
  const row = await db('tax_receipts')
    .where({ kind: 'ANNUAL', user_id: input.userId, assoc_id: input.assocId, year: input.year })
    .first(COLUMNS);
  return row ? toReceipt(row) : null;
}

/** A receipt with its facts snapshot. */
export async function findReceiptWithFacts(db: Knex, receiptId: number): Promise<{ receipt: Receipt; facts: ReceiptFacts } | null> {
  // A cancelled receipt (its donation was refunded, api/manager) is no longer delivered.
  const row: ReceiptRow | undefined = await db('tax_receipts')
    .where({ id: receiptId })
    .whereNull('cancelled_at')
    .first([...COLUMNS, 'facts']);
  if (!row) return null;
  return { receipt: toReceipt(row), facts: typeof row.facts === 'string' ? JSON.parse(row.facts) : row.facts };
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
  const [row] = await trx('tax_receipts')
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
    .returning(COLUMNS);
  return toReceipt(row);
}
