/**
 * What the thank-you page says of a monthly gift (issue 47, item 2): the amount each month, when the
 * first debit is presented, the e-mails, the yearly tax receipt (or the charity's own), and where to
 * change or stop the gift. Read from the caller's subscription (`GET /user/subscriptions`).
 */
import type { DashboardSubscription } from '@domain/dashboard-types';
import { toDay } from '@domain/dates';
import { firstDebitOn } from '@domain/debit-schedule';
import { formatEuros } from '@domain/money';
import { formatLongDate } from '@/lib/format';

export type SubscriptionThanks = Pick<
  DashboardSubscription,
  | 'id'
  | 'pot_id'
  | 'pot_name'
  | 'assoc_name'
  | 'assoc_cerfa_type'
  | 'status'
  | 'debit_day'
  | 'amount'
  | 'gift_entraide'
  | 'next_debit_on'
  | 'created_at'
>;

/** The gift runs (a debit ahead), or it no longer takes debits (stopped, pot closed, mandate refused). */
export function subscriptionRuns(subscription: SubscriptionThanks): boolean {
  return subscription.next_debit_on !== null && (subscription.status === 'ACTIVE' || subscription.status === 'MANDATE_REACTIVATED');
}

/** When the debits are presented: the first one, then every month. */
export function debitText(subscription: SubscriptionThanks): string {
  const total = formatEuros(subscription.amount + subscription.gift_entraide);
  if (!subscriptionRuns(subscription) || subscription.next_debit_on === null)
    return 'Ce don mensuel ne prend plus de prélèvement : aucun montant ne sera débité.';
  const first = firstDebitOn(subscription.debit_day, new Date(subscription.created_at));
  const next = formatLongDate(subscription.next_debit_on);
  // The first debit, due the day the gift was made, is made at once (or already on its way when the page is read).
  if (subscription.next_debit_on <= toDay(new Date()))
    return `Le premier prélèvement de ${total} est présenté à votre banque aujourd’hui, puis chaque mois à la même date.`;
  if (first < subscription.next_debit_on)
    return `Le premier prélèvement de ${total} est présenté à votre banque (2 à 3 jours ouvrés) ; le suivant aura lieu le ${next}, puis chaque mois.`;
  return `Le premier prélèvement de ${total} sera présenté à votre banque le ${next}, puis chaque mois à la même date.`;
}

/** The e-mails that follow: the mandate's confirmation only when it was just signed (back from its page). */
export function subscriptionEmailText(newMandate: boolean): string {
  return newMandate
    ? 'Un e-mail confirme votre mandat de prélèvement dès qu’il est validé, puis un e-mail de remerciement suit chaque prélèvement reçu.'
    : 'Votre mandat de prélèvement est déjà signé\u202f: un e-mail de remerciement suit chaque prélèvement reçu.';
}

/** Whether and where a tax receipt follows. */
export function subscriptionReceiptText(subscription: SubscriptionThanks): string {
  return subscription.assoc_cerfa_type === 'GENERATED'
    ? 'Vos prélèvements de l’année sont regroupés dans un reçu fiscal annuel, disponible dans votre tableau de bord, rubrique « Mes dons mensuels ».'
    : 'L’association vous enverra elle-même votre reçu fiscal.';
}

export const SUBSCRIPTION_MANAGE_TEXT =
  'Vous pouvez changer le jour du prélèvement ou arrêter ce don à tout moment depuis votre tableau de bord, rubrique « Mes dons mensuels ».';
