/**
 * Issuing tax receipts. A receipt is due for a SUCCEEDED donation of a logged-in donor (never a quick
 * donation) to a charity whose receipt type is GENERATED. A monthly debit gets no receipt of its own:
 * the annual receipt of that charity and year groups the donor's debits (one receipt per gift, never
 * two for the same money). Issuing is idempotent (a second call returns the receipt already issued),
 * and its number is the next of the (charity, year) counter, taken in the issuing transaction with the
 * counter row locked: numbers are unique and gap-free per charity and year under concurrency.
 */
import { parisDayOf } from '../../domain/dates';
import type { AppDeps } from '../app-deps';
import { HttpError } from '../http/errors';
import {
  findAnnualReceipt,
  findCharityForReceipt,
  findDonorForReceipt,
  findReceiptOfDonation,
  findYearDebits,
  insertReceipt,
  lockCounter,
  lockDonation,
  nextNumber,
} from './receipt.queries';
import type { Receipt, ReceiptCharity, ReceiptFacts, ReceiptPayment } from './receipt.types';
import { receiptNumber } from './receipt-wording';

export type ReceiptDeps = Pick<AppDeps, 'db' | 'clock'>;

/** A GENERATED charity without its receipt profile (address, status, signatory): the team must add it. */
export class ReceiptProfileMissingError extends Error {
  constructor(readonly assocId: number) {
    super(`charity ${assocId} issues receipts but has no receipt profile (assoc_receipt_profiles)`);
  }
}

/** 422 for an annual receipt asked before the year is over (invented text). */
export const annualYearOpen = (year: number) =>
  new HttpError(422, [
    {
      code: 'annual_receipt_year_open',
      detail: `Le reçu annuel ${year} sera disponible à partir du 1er janvier ${year + 1}.`,
      field: 'year',
    },
  ]);

const yearOf = (day: string) => Number(day.slice(0, 4));

function facts(input: Omit<ReceiptFacts, 'number' | 'amountCents'>, sequence: number): ReceiptFacts {
  return {
    ...input,
    number: receiptNumber(input.year, sequence),
    amountCents: input.payments.reduce((sum, payment) => sum + payment.amountCents, 0),
  };
}

async function charityIssuing(db: ReceiptDeps['db']['knex'], assocId: number): Promise<ReceiptCharity | null> {
  const found = await findCharityForReceipt(db, assocId);
  if (!found || found.cerfaType !== 'GENERATED') return null;
  if (!found.charity) throw new ReceiptProfileMissingError(assocId);
  return found.charity;
}

/** The receipt of one donation, issued now if due and not issued yet; null when none is due. */
export async function issueReceiptForDonation(deps: ReceiptDeps, donationId: number): Promise<Receipt | null> {
  return deps.db.knex.transaction(async (trx) => {
    const donation = await lockDonation(trx, donationId);
    if (!donation) return null;
    const existing = await findReceiptOfDonation(trx, donation.id);
    if (existing) return existing;
    if (donation.status !== 'SUCCEEDED' || !donation.succeeded_at) return null;
    if (donation.user_id === null || donation.quick_email !== null) return null; // quick donations: never
    if (donation.subscription_id !== null) return null; // a monthly debit: in the annual receipt
    const charity = await charityIssuing(trx, donation.assoc_id);
    if (!charity) return null;
    const donor = await findDonorForReceipt(trx, donation.user_id);
    if (!donor) return null;
    const day = parisDayOf(donation.succeeded_at);
    const year = yearOf(day);
    await lockCounter(trx, donation.assoc_id, year);
    const sequence = await nextNumber(trx, donation.assoc_id, year);
    const issuedAt = deps.clock.now();
    const payments: ReceiptPayment[] = [{ day, amountCents: donation.amount, method: donation.payment_method }];
    const snapshot = facts({ kind: 'DONATION', year, issuedAt: issuedAt.toISOString(), charity, donor, payments }, sequence);
    return insertReceipt(trx, {
      kind: 'DONATION',
      donationId: donation.id,
      userId: donation.user_id,
      assocId: donation.assoc_id,
      year,
      number: sequence,
      amountCents: snapshot.amountCents,
      issuedAt,
      facts: snapshot,
    });
  });
}

/**
 * The annual receipt of a monthly donor for one charity and one finished year, grouping the year's
 * succeeded debits; issued once (a second call returns it). Null when there is no such debit or the
 * charity does not issue receipts; 422 while the year is not over (later debits would be missing).
 */
export async function issueAnnualReceipt(
  deps: ReceiptDeps,
  input: { userId: number; assocId: number; year: number },
): Promise<Receipt | null> {
  if (!Number.isInteger(input.year) || input.year >= yearOf(parisDayOf(deps.clock.now()))) throw annualYearOpen(input.year);
  const knex = deps.db.knex;
  const issued = await findAnnualReceipt(knex, input);
  if (issued) return issued;
  return knex.transaction(async (trx) => {
    const charity = await charityIssuing(trx, input.assocId);
    if (!charity) return null;
    await lockCounter(trx, input.assocId, input.year);
    // Under the counter lock: a concurrent issue of the same receipt has committed by now.
    const existing = await findAnnualReceipt(trx, input);
    if (existing) return existing;
    const payments = await findYearDebits(trx, input);
    if (payments.length === 0) return null;
    const donor = await findDonorForReceipt(trx, input.userId);
    if (!donor) return null;
    const sequence = await nextNumber(trx, input.assocId, input.year);
    const issuedAt = deps.clock.now();
    const snapshot = facts({ kind: 'ANNUAL', year: input.year, issuedAt: issuedAt.toISOString(), charity, donor, payments }, sequence);
    return insertReceipt(trx, {
      kind: 'ANNUAL',
      donationId: null,
      userId: input.userId,
      assocId: input.assocId,
      year: input.year,
      number: sequence,
      amountCents: snapshot.amountCents,
      issuedAt,
      facts: snapshot,
    });
  });
}
