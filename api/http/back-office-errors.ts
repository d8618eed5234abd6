/** The back office's errors: the manager area's, also met in the charity area, payouts and exports (French texts invented: the spec shows no manager screen). */
import { HttpError, notFound, unprocessable } from './errors';

export const MANAGER_MESSAGES = {
  donationNotFound: 'Ce don est introuvable',
  potNotFound: 'Cette cagnotte est introuvable',
  charityNotFound: 'Cette association est introuvable',
  payoutNotFound: 'Ce virement est introuvable',
  notRefundable: 'Seul un don payé peut être remboursé',
  refundFailed: 'Le prestataire de paiement a refusé le remboursement',
  noWallet: 'Cette association n’a pas encore de séquestre chez le prestataire de paiement',
  emptyBalance: 'Le séquestre de l’association est vide : rien à reverser',
  payoutInProgress: 'Un virement de cette association est déjà en cours d’envoi',
  providerError: 'Le prestataire de paiement ne répond pas, réessayez dans quelques instants',
} as const;

export const donationNotFound = () => notFound(MANAGER_MESSAGES.donationNotFound, 'donation_not_found');
export const potNotFound = () => notFound(MANAGER_MESSAGES.potNotFound, 'pot_not_found');
export const charityNotFound = () => notFound(MANAGER_MESSAGES.charityNotFound, 'charity_not_found');
export const notRefundable = () => unprocessable([{ code: 'not_refundable', detail: MANAGER_MESSAGES.notRefundable }]);
export const providerDown = () => new HttpError(502, [{ code: 'provider_error', detail: MANAGER_MESSAGES.providerError }]);
export const fieldInvalid = (field: string, detail: string, code = 'invalid') => unprocessable([{ code, detail, field }]);
