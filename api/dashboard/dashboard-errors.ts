/** The dashboard API's refusals, with their French details (invented: the spec shows only a generic toast). */
import { notFound, unprocessable } from '../http/errors';

export const DASHBOARD_API_MESSAGES = {
  donationNotFound: 'Ce don est introuvable',
  receiptUnavailable: "Aucun reçu fiscal n'est disponible pour ce don",
  subscriptionNotFound: 'Ce don mensuel est introuvable',
  idMismatch: "L'identifiant du don mensuel ne correspond pas à l'adresse",
  potEnded: 'La cagnotte est terminée : ce don mensuel ne peut plus reprendre ni changer de jour',
  mandateRefused: 'Le mandat de prélèvement a été refusé : mettez en place un nouveau prélèvement pour reprendre ce don mensuel',
  notRunning: "Ce don mensuel n'est pas actif",
  annualQueryInvalid: "L'association et l'année du reçu annuel doivent être des nombres entiers",
} as const;

export const donationNotFound = () => notFound(DASHBOARD_API_MESSAGES.donationNotFound, 'donation_not_found');
export const receiptUnavailable = () => notFound(DASHBOARD_API_MESSAGES.receiptUnavailable, 'receipt_not_available');
export const subscriptionNotFound = () => notFound(DASHBOARD_API_MESSAGES.subscriptionNotFound, 'subscription_not_found');
export const subscriptionRefused = (code: string, detail: string, field = 'status') => unprocessable([{ code, detail, field }]);
