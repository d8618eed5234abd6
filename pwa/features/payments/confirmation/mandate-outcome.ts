/**
 * What the confirmation page says after the provider's mandate page (`?MandateId=`), from the answer of
 * `POST mandates/{id}/confirmed`: the mandate's status at the provider and the one-off donations it pays.
 */
import type { MandateConfirmationAnswer } from '@domain/mandate-answers';

export type MandateOutcome = { tone: 'success' | 'waiting' | 'failure'; title: string; text: string };

export function mandateOutcome(answer: MandateConfirmationAnswer): MandateOutcome {
  const status = answer.Status.toUpperCase();
  if (status === 'ACTIVE' || status === 'SUBMITTED') {
    return {
      tone: 'success',
      title: 'Votre mandat de prélèvement est signé',
      text: 'Le prélèvement sera présenté à votre banque dans les prochains jours : votre don apparaîtra sur la cagnotte sous 2 à 3 jours ouvrés. Un e-mail de confirmation vous sera envoyé.',
    };
  }
  if (status === 'FAILED' || status === 'EXPIRED') {
    return {
      tone: 'failure',
      title: 'Votre mandat n’a pas été signé',
      text: 'Aucun prélèvement ne sera effectué. Vous pouvez recommencer depuis la cagnotte, avec un autre moyen de paiement si vous le souhaitez.',
    };
  }
  return {
    tone: 'waiting',
    title: 'Votre mandat attend votre signature',
    text: 'Nous n’avons pas encore reçu la signature de votre mandat : le prélèvement sera effectué dès qu’elle nous parviendra.',
  };
}
