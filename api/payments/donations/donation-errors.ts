/** HTTP errors of the payment paths (French details; the provider's own messages are never shown). */
import { POT_NOTICES } from '../../../domain/notices';
import { HttpError, unprocessable } from '../../http/errors';

/** The provider could not be reached or failed: the spec's technical-error message, 502. */
export const providerUnavailable = () => new HttpError(502, [{ code: 'provider_error', detail: POT_NOTICES.providerError }]);

/** Invented: the bank refused the card payment (the donation is recorded FAILED). */
export const PAYMENT_REFUSED_MESSAGE =
  'Votre paiement a été refusé. Vérifiez les informations de votre carte ou essayez avec une autre carte.';
export const paymentRefused = (resultCode: string | null) =>
  unprocessable([{ code: 'payment_refused', detail: PAYMENT_REFUSED_MESSAGE, ...(resultCode ? { field: 'payment_info' } : {}) }]);

/** The card registration failed at the provider (spec: card registration failure). */
export const cardRegistrationFailed = () => unprocessable([{ code: 'card_registration_failed', detail: POT_NOTICES.providerError }]);
