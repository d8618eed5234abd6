/**
 * The dashboard's receipt downloads, as PDF (engine: api/receipts/):
 * - `GET /user/donations/{id}/cerfa`: the tax receipt of one of the caller's donations. Someone else's
 *   donation, a missing one, or one whose receipt cell offers no PDF (not succeeded, a quick donation,
 *   a charity whose receipts are not GENERATED, a monthly debit: domain/dashboard.ts receiptCell) answers
 *   404. The receipt is the one issued at the success (donation e-mail job), issued now if it was not.
 * - `GET /user/receipts/annual?assoc_id=&year=`: the caller's annual receipt of a charity for a finished
 *   year, grouping the year's succeeded debits; 422 while the year is open, 404 without such a debit.
 * A GENERATED charity without its receipt profile is the team's to fix: logged, answered 404.
 */
import type { Context } from 'koa';
import { z } from 'zod';
import { receiptCell } from '../../domain/dashboard';
import type { AppDeps } from '../app-deps';
import { issueAnnualReceipt, issueReceiptForDonation, ReceiptProfileMissingError, renderReceiptPdf, type Receipt } from '../receipts';
import { DASHBOARD_API_MESSAGES, donationNotFound, receiptUnavailable } from './dashboard-errors';
import { presentUserDonation } from './user-donations.presenter';
import { findUserDonation } from './user-donations.queries';

async function orUnavailable(deps: AppDeps, issue: () => Promise<Receipt | null>): Promise<Receipt> {
  let receipt: Receipt | null;
  try {
    receipt = await issue();
  } catch (err) {
    if (!(err instanceof ReceiptProfileMissingError)) throw err;
    deps.logger.error({ err, assocId: err.assocId }, 'receipt asked of a charity without receipt profile');
    receipt = null;
  }
  if (!receipt) throw receiptUnavailable();
  return receipt;
}

async function answerPdf(deps: AppDeps, ctx: Context, receipt: Receipt, filename: string): Promise<void> {
  const pdf = await renderReceiptPdf(deps, receipt.id);
  ctx.set('Content-Type', 'application/pdf');
  ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = Buffer.from(pdf);
}

export async function sendReceipt(deps: AppDeps, ctx: Context, userId: number, donationId: number): Promise<void> {
  const row = await findUserDonation(deps.db.knex, userId, donationId);
  if (!row) throw donationNotFound();
  if (receiptCell(presentUserDonation(row, deps.clock.now()), deps.clock.now()).kind !== 'pdf') throw receiptUnavailable();
  const receipt = await orUnavailable(deps, () => issueReceiptForDonation(deps, donationId));
  await answerPdf(deps, ctx, receipt, `recu-fiscal-${receipt.number}.pdf`);
}

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ message: DASHBOARD_API_MESSAGES.annualQueryInvalid })
    .int({ message: DASHBOARD_API_MESSAGES.annualQueryInvalid })
    .min(min, { message: DASHBOARD_API_MESSAGES.annualQueryInvalid })
    .max(max, { message: DASHBOARD_API_MESSAGES.annualQueryInvalid });
export const annualQuerySchema = z.object({ assoc_id: wholeNumber(1, Number.MAX_SAFE_INTEGER), year: wholeNumber(2000, 9999) });

export async function sendAnnualReceipt(deps: AppDeps, ctx: Context, userId: number): Promise<void> {
  const { assoc_id: assocId, year } = annualQuerySchema.parse(ctx.query);
  const receipt = await orUnavailable(deps, () => issueAnnualReceipt(deps, { userId, assocId, year }));
  await answerPdf(deps, ctx, receipt, `recu-fiscal-annuel-${receipt.number}.pdf`);
}
