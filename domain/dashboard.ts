/**
 * What the personal dashboard shows in its cells (spec accounts §2 and §4): payment status labels,
 * subscription status labels and actions, recurrence, the tax-receipt cell, and the preview toggle.
 * - 'Arrêter' is offered when the subscription is ACTIVE; 'Reprendre' when it is neither ACTIVE nor
 *   MANDATE_REFUSED and its pot is not 'Terminée'.
 * - Receipt: a PDF when the charity's cerfa type is GENERATED and the payment SUCCEEDED with a success
 *   date; 'Envoyé par l'Association' when the type is not GENERATED but the payment SUCCEEDED with a
 *   date; 'Indisponible' otherwise. A monthly debit has no receipt of its own (the charity's annual
 *   receipt groups the year's debits, docs/decisions.md): its cell is the annual receipt of its year
 *   ('Reçu annuel {year}') once that year is over in Paris, 'Indisponible' before.
 */
import { TABLE_PREVIEW_ROWS } from './constants';
import { parisDayOf } from './dates';
import { DASHBOARD_LABELS, POT_MESSAGES } from './messages';

const PAYMENT_LABELS: Record<string, string> = {
  CREATED: DASHBOARD_LABELS.paymentCreated,
  SUCCEEDED: DASHBOARD_LABELS.paymentSucceeded,
  FAILED: DASHBOARD_LABELS.paymentFailed,
  UNPAID: DASHBOARD_LABELS.paymentUnpaid,
};

/** The French label of a payment status; 'N/A' for UNKNOWN, missing or any other value. */
export function paymentStatusLabel(status: string | null | undefined): string {
  return (status && Object.hasOwn(PAYMENT_LABELS, status) ? PAYMENT_LABELS[status] : undefined) ?? DASHBOARD_LABELS.notAvailable;
}

const SUBSCRIPTION_LABELS: Record<string, string> = {
  ACTIVE: DASHBOARD_LABELS.subscriptionActive,
  CLOSED: DASHBOARD_LABELS.subscriptionClosed,
  CANCELED: DASHBOARD_LABELS.subscriptionCanceled,
  MANDATE_REFUSED: DASHBOARD_LABELS.subscriptionMandateRefused,
  MANDATE_REACTIVATED: DASHBOARD_LABELS.subscriptionMandateReactivated,
};

/** The French label of a subscription status; any other value is shown as it is. */
export function subscriptionStatusLabel(status: string): string {
  return Object.hasOwn(SUBSCRIPTION_LABELS, status) ? SUBSCRIPTION_LABELS[status]! : status;
}

/** The action a subscription row offers. */
export type SubscriptionAction = { kind: 'stop'; label: string } | { kind: 'resume'; label: string } | null;

/** 'Arrêter', 'Reprendre' or nothing, from the subscription status and its pot's status label. */
export function subscriptionAction(status: string, potStatus: string): SubscriptionAction {
  if (status === 'ACTIVE') return { kind: 'stop', label: DASHBOARD_LABELS.stop };
  if (status !== 'MANDATE_REFUSED' && potStatus !== POT_MESSAGES.statusClosed) {
    return { kind: 'resume', label: DASHBOARD_LABELS.resume };
  }
  return null;
}

/** The recurrence cell: 'Mensuel' for MONTHLY, else 'N/A' (the private dashboard) or the raw value. */
export function recurrenceLabel(recurrence: string | null | undefined, variant: 'private' | 'company' = 'private'): string {
  if (recurrence === 'MONTHLY') return DASHBOARD_LABELS.monthly;
  return variant === 'private' ? DASHBOARD_LABELS.notAvailable : (recurrence ?? '');
}

/** What the tax-receipt cell shows: a donation's receipt, the annual receipt of a debit's year, or a text. */
export type ReceiptCell = { kind: 'pdf' } | { kind: 'annual'; year: number; label: string } | { kind: 'text'; label: string };

/** The label of an annual receipt's download. */
export const annualReceiptLabel = (year: number): string => `Reçu annuel ${year}`;

/** The Paris calendar year of an instant. */
const parisYearOf = (instant: Date | string): number => Number(parisDayOf(instant).slice(0, 4));

/** The receipt cell of a donation row (`now` decides whether a debit's year is over). */
export function receiptCell(
  donation: {
    assoc_cerfa_type?: string | null;
    payment_status?: string | null;
    payment_success_date?: string | null;
    subscription_id?: number | null;
  },
  now: Date,
): ReceiptCell {
  const paid = donation.payment_status === 'SUCCEEDED' && Boolean(donation.payment_success_date);
  if (paid && donation.assoc_cerfa_type === 'GENERATED') {
    if (donation.subscription_id === null || donation.subscription_id === undefined) return { kind: 'pdf' };
    const year = parisYearOf(donation.payment_success_date!);
    if (year < parisYearOf(now)) return { kind: 'annual', year, label: annualReceiptLabel(year) };
    return { kind: 'text', label: DASHBOARD_LABELS.receiptUnavailable };
  }
  if (paid) return { kind: 'text', label: DASHBOARD_LABELS.receiptSentByCharity };
  return { kind: 'text', label: DASHBOARD_LABELS.receiptUnavailable };
}

/** The path, under the API base, of a donor's annual receipt for a charity and a year. */
export const annualReceiptPath = (assocId: number, year: number): string => `/user/receipts/annual?assoc_id=${assocId}&year=${year}`;

/** An annual receipt the donor can download. */
export interface AnnualReceiptLink {
  assocId: number;
  assocName: string;
  year: number;
  label: string;
}

/**
 * The annual receipts of a donor's list: one per charity and finished year with a succeeded debit to a
 * charity whose receipts are generated (the debits' 'Reçu annuel' cells), latest year first.
 */
export function annualReceiptsOf(
  donations: readonly {
    assoc_id: number;
    assoc_name: string;
    assoc_cerfa_type?: string | null;
    payment_status?: string | null;
    payment_success_date?: string | null;
    subscription_id?: number | null;
  }[],
  now: Date,
): AnnualReceiptLink[] {
  const found = new Map<string, AnnualReceiptLink>();
  for (const donation of donations) {
    const cell = receiptCell(donation, now);
    if (cell.kind !== 'annual') continue;
    found.set(`${donation.assoc_id}:${cell.year}`, {
      assocId: donation.assoc_id,
      assocName: donation.assoc_name,
      year: cell.year,
      label: cell.label,
    });
  }
  return [...found.values()].sort((a, b) => b.year - a.year || a.assocName.localeCompare(b.assocName, 'fr'));
}

/** Whether a table shows the 'Voir tout' / 'Voir moins' toggle: at 10 rows or more. */
export function showsPreviewToggle(rowCount: number): boolean {
  return rowCount >= TABLE_PREVIEW_ROWS;
}

/** The rows a table shows: the first 10 unless expanded. */
export function previewRows<T>(rows: readonly T[], expanded: boolean): readonly T[] {
  return expanded ? rows : rows.slice(0, TABLE_PREVIEW_ROWS);
}

/** Pots sorted by closing date, latest first (a copy; ISO strings compare in time order). */
export function sortPotsByClosingDate<T extends { closing_date: string }>(pots: readonly T[]): T[] {
  return [...pots].sort((a, b) => Date.parse(b.closing_date) - Date.parse(a.closing_date));
}

/** The 'total given' box: the gifts (tips excluded) of the donations whose payment succeeded, in cents. */
export function totalGiven(donations: readonly { amount: number; payment_status: string }[]): number {
  return donations.reduce((sum, d) => (d.payment_status === 'SUCCEEDED' ? sum + d.amount : sum), 0);
}

/** The 'total received' box: what the user's own pots collected (their succeeded donations), in cents. */
export function totalReceived(pots: readonly { donations_total_amount: number }[]): number {
  return pots.reduce((sum, pot) => sum + pot.donations_total_amount, 0);
}
