/**
 * What the thank-you page says of a donation (issue 47, item 2), for every way of paying: whether the
 * money is received or pending, when the e-mail comes, and whether and where a tax receipt follows.
 */
import type { DonationThanks } from '@domain/donation-answers';

export type ThanksOutcome = 'received' | 'pending' | 'failed';

export function thanksOutcome(thanks: Pick<DonationThanks, 'payment_status'>): ThanksOutcome {
  if (thanks.payment_status === 'SUCCEEDED') return 'received';
  if (thanks.payment_status === 'FAILED') return 'failed';
  return 'pending';
}

/** The provider's code for a 3-D Secure session left to expire. */
const SESSION_EXPIRED = '101304';

/** Why a payment failed, in the donor's words. */
export function failureText(thanks: Pick<DonationThanks, 'result_code'>): string {
  return thanks.result_code === SESSION_EXPIRED
    ? 'Le délai de validation par votre banque est dépassé : aucun montant n’a été débité. Vous pouvez recommencer depuis la cagnotte.'
    : 'Votre paiement a été refusé : aucun montant n’a été débité. Vous pouvez recommencer depuis la cagnotte, avec un autre moyen de paiement si vous le souhaitez.';
}

/** The state of the payment: received, or what it waits for. */
export function statusText(thanks: DonationThanks): string {
  if (thanksOutcome(thanks) === 'received') return 'Votre paiement est bien reçu.';
  if (thanks.payment_method === 'BANKWIRE') return 'Votre don est en attente de votre virement : il sera enregistré à sa réception.';
  if (thanks.payment_method === 'DIRECT_DEBIT') {
    return thanks.monthly
      ? 'Votre don mensuel est enregistré : le premier prélèvement sera présenté à votre banque à la date choisie.'
      : 'Votre don est en attente : le prélèvement sera présenté à votre banque dans les prochains jours (2 à 3 jours ouvrés).';
  }
  return 'Votre paiement est en cours de validation par votre banque.';
}

/** When the confirmation e-mail comes. */
export function emailText(thanks: DonationThanks): string {
  return thanksOutcome(thanks) === 'received'
    ? 'Un e-mail de confirmation vient de vous être envoyé.'
    : 'Un e-mail de confirmation vous sera envoyé à la réception des fonds.';
}

/** Whether a tax receipt follows, and where to find it. */
export function receiptText(thanks: DonationThanks): string {
  switch (thanks.tax_receipt) {
    case 'DONATION':
      return thanksOutcome(thanks) === 'received'
        ? 'Votre reçu fiscal est disponible dans votre tableau de bord, rubrique « Mes participations ».'
        : 'Votre reçu fiscal sera disponible dans votre tableau de bord, rubrique « Mes participations », dès la réception des fonds.';
    case 'ANNUAL':
      return 'Vos prélèvements mensuels sont regroupés dans un reçu fiscal annuel, disponible dans votre tableau de bord.';
    case 'BY_CHARITY':
      return 'L’association vous enverra elle-même votre reçu fiscal.';
    default:
      return 'Un don rapide, sans compte, ne donne pas droit à un reçu fiscal.';
  }
}
