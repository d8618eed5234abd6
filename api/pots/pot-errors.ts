/** The API's refusals about pots, with their French details (the spec's where it has one). */
import { POT_MESSAGES } from '../../domain/messages';
import { forbidden, notFound, unprocessable } from '../http/errors';

/** Invented messages of the pot API. */
export const POT_API_MESSAGES = {
  notFound: 'Cette cagnotte est introuvable',
  notOwner: 'Seul le créateur de la cagnotte peut la modifier',
  lockedForCompanies: "Le partage réservé au créateur n'existe que pour les cagnottes d'entreprise",
  eventTypeInvalid: "Ce type d'événement ne correspond pas à votre cagnotte",
  lockedShare: 'Seul le créateur de cette cagnotte peut la partager',
} as const;

export const potNotFound = () => notFound(POT_API_MESSAGES.notFound, 'pot_not_found');
export const notPotOwner = () => forbidden(POT_API_MESSAGES.notOwner, 'not_pot_owner');
export const potClosed = () => forbidden(POT_MESSAGES.potClosed, 'pot_closed');
export const wrongAccountType = () => forbidden(POT_MESSAGES.wrongAccountType, 'wrong_account_type');
export const fieldError = (field: string, detail: string, code = 'invalid') => unprocessable([{ code, detail, field }]);
