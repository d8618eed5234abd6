/**
 * What the personal dashboard shows in its cells (spec accounts §2 and §4): payment status labels,
 * subscription status labels and actions, recurrence, the tax-receipt cell, and the preview toggle.
 * - 'Arrêter' is offered when the subscription is ACTIVE; 'Reprendre' when it is neither ACTIVE nor
 *   MANDATE_REFUSED and its pot is not 'Terminée'.
 * - Receipt: a PDF when the charity's cerfa type is GENERATED and the payment SUCCEEDED with a success
 *   date; 'Envoyé par l'Association' when the type is not GENERATED but the payment SUCCEEDED with a
 *   date; 'Indisponible' otherwise.
 */
import { TABLE_PREVIEW_ROWS } from './constants';
import { DASHBOARD_LABELS, POT_MESSAGES } from './messages';

/** Payment statuses of a donation. */
export const PAYMENT_STATUSES = ['CREATED', 'SUCCEEDED', 'FAILED', 'UNPAID', 'UNKNOWN'] as const;
/** One payment status. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

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

/** Subscription statuses. */
export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'CLOSED', 'CANCELED', 'MANDATE_REFUSED', 'MANDATE_REACTIVATED'] as const;
/** One subscription status. */
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

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

/** What the tax-receipt cell shows. */
export type ReceiptCell = { kind: 'pdf' } | { kind: 'text'; label: string };

/** The receipt cell of a donation row. */
export function receiptCell(donation: {
  assoc_cerfa_type?: string | null;
  payment_status?: string | null;
  payment_success_date?: string | null;
}): ReceiptCell {
  const paid = donation.payment_status === 'SUCCEEDED' && Boolean(donation.payment_success_date);
  if (paid && donation.assoc_cerfa_type === 'GENERATED') return { kind: 'pdf' };
  if (paid) return { kind: 'text', label: DASHBOARD_LABELS.receiptSentByCharity };
  return { kind: 'text', label: DASHBOARD_LABELS.receiptUnavailable };
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
