/**
 * Tax receipts: issue a donation's receipt or a monthly donor's annual receipt, and render a
 * receipt's PDF again from the facts stored at issue. Routes and e-mails call these.
 */
import type { AppDeps } from '../app-deps';
import { notFound } from '../http/errors';
import { findReceiptWithFacts } from './receipt.queries';
import { receiptPdf } from './receipt-pdf';

export { issueAnnualReceipt, issueReceiptForDonation, ReceiptProfileMissingError } from './issue-receipt.service';
export type { Receipt } from './receipt.types';

/** Invented text. */
export const RECEIPT_NOT_FOUND = 'Ce reçu fiscal est introuvable';

/** The PDF of an issued receipt (404 when there is none with this id). */
export async function renderReceiptPdf(deps: Pick<AppDeps, 'db'>, receiptId: number): Promise<Buffer> {
  const found = await findReceiptWithFacts(deps.db.knex, receiptId);
  if (!found) throw notFound(RECEIPT_NOT_FOUND, 'receipt_not_found');
  return receiptPdf(found.facts);
}
export { receiptNumber } from './receipt-wording';
