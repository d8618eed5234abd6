/** The accounts' own HTTP errors, with their French details (invented wording, see docs/decisions.md). */
import { conflict, HttpError, notFound } from '../http/errors';

/** 409 on sign-up or e-mail change when the address is already used, whatever its case. */
export const emailTaken = () => conflict('Un compte existe déjà avec cette adresse e-mail', 'email_taken', 'email');

/** 401 at login: the same for an unknown e-mail, a wrong password and a closed account. */
export const invalidCredentials = () => new HttpError(401, [{ code: 'invalid_credentials', detail: 'E-mail ou mot de passe incorrect' }]);

/** 404 for an account that is gone (closed between the token check and the query). */
export const accountNotFound = () => notFound('Compte introuvable');
