/**
 * HTTP errors of docs/api-contract.md: `{"errors":[{"code","detail","field"}]}` with `detail` in French.
 * Services throw these through the small factories below; the error middleware renders them.
 */
export interface ErrorItem {
  code: string;
  detail: string;
  field?: string;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ErrorItem[],
    readonly headers: Record<string, string> = {},
  ) {
    super(errors[0]?.detail ?? `HTTP ${status}`);
  }
}

export const GENERIC_ERROR = "Une erreur s'est produite, réessayez plus tard";

const single = (status: number, code: string, detail: string, field?: string) =>
  new HttpError(status, [{ code, detail, ...(field ? { field } : {}) }]);

export const badRequest = (detail = 'Requête invalide', code = 'bad_request') => single(400, code, detail);
export const unauthorized = (detail = 'Vous devez être connecté', code = 'unauthorized') => single(401, code, detail);
export const forbidden = (detail = "Vous n'avez pas accès à cette ressource", code = 'forbidden') => single(403, code, detail);
export const notFound = (detail = 'Ressource introuvable', code = 'not_found') => single(404, code, detail);
export const conflict = (detail: string, code = 'conflict', field?: string) => single(409, code, detail, field);
/** 413; the connection is closed after the answer, so the rest of the body is never read. */
export const payloadTooLarge = (detail = 'La requête est trop volumineuse') =>
  new HttpError(413, [{ code: 'payload_too_large', detail }], { Connection: 'close' });
/** The methods some route of the server answers (@koa/router's own list). */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
/** 405 for a method the address does not take, including one the server knows nowhere (LOCK, TRACE…). */
export const methodNotAllowed = () =>
  new HttpError(405, [{ code: 'method_not_allowed', detail: 'Cette méthode n’est pas acceptée à cette adresse' }], {
    Allow: SERVED_METHODS.join(', '),
  });
export const unprocessable = (errors: ErrorItem[]) => new HttpError(422, errors);
export const throttled = (retryAfterSeconds: number) =>
  new HttpError(429, [{ code: 'throttled', detail: 'Trop de tentatives, réessayez dans quelques instants' }], {
    'Retry-After': String(retryAfterSeconds),
  });
export const internal = () => single(500, 'internal_error', GENERIC_ERROR);
