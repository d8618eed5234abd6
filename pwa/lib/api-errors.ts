// Typed errors for API answers. Forms put ValidationError.fields on their inputs (react-hook-form's
// setError); toasts show firstErrorMessage(err), which is the server's French `detail`.

export const GENERIC_ERROR_MESSAGE = "Une erreur s'est produite, réessayez plus tard";
export const OFFLINE_MESSAGE = 'Vous êtes hors ligne. Vérifiez votre connexion puis réessayez.';
export const UNREACHABLE_MESSAGE = 'Le serveur est injoignable pour le moment. Réessayez dans un instant.';

/** One entry of the error body `{"errors":[{"code","detail","field"}]}`. */
export type ApiErrorItem = { code: string; detail: string; field?: string | null };

/** Any non-2xx answer. `errors` is empty when the body was not the documented error shape. */
export class ApiError extends Error {
  override name = 'ApiError';
  /** The whole parsed body, for the rare answer that says more than its errors (set by api-client). */
  body: unknown = undefined;
  constructor(
    readonly status: number,
    readonly errors: ApiErrorItem[],
  ) {
    super(errors[0]?.detail || GENERIC_ERROR_MESSAGE);
  }
}

/** 422: every failing field, keyed by field name (the first message of each field). */
export class ValidationError extends ApiError {
  override name = 'ValidationError';
  readonly fields: Record<string, string>;
  constructor(errors: ApiErrorItem[]) {
    super(422, errors);
    this.fields = {};
    for (const item of errors) {
      if (item.field && !(item.field in this.fields)) this.fields[item.field] = item.detail;
    }
  }
}

/** The base of an error that says no more than its status, its name and the server's errors. */
function statusError(status: number, name: string) {
  return class extends ApiError {
    override name = name;
    constructor(errors: ApiErrorItem[]) {
      super(status, errors);
    }
  };
}

export class UnauthorizedError extends statusError(401, 'UnauthorizedError') {}
export class ForbiddenError extends statusError(403, 'ForbiddenError') {}
export class NotFoundError extends statusError(404, 'NotFoundError') {}
export class ConflictError extends statusError(409, 'ConflictError') {}

/** 429: `retryAfter` in seconds when the server sent Retry-After, else null. */
export class ThrottledError extends ApiError {
  override name = 'ThrottledError';
  constructor(
    errors: ApiErrorItem[],
    readonly retryAfter: number | null,
  ) {
    super(429, errors);
  }
}

/** The request never reached the server (no network, server down, DNS...). */
export class OfflineError extends Error {
  override name = 'OfflineError';
  constructor(readonly offline: boolean = typeof navigator !== 'undefined' && !navigator.onLine) {
    super(offline ? OFFLINE_MESSAGE : UNREACHABLE_MESSAGE);
  }
}

/** Builds the typed error for a status and its parsed error list. */
export function errorForStatus(status: number, errors: ApiErrorItem[], retryAfter: number | null): ApiError {
  switch (status) {
    case 401:
      return new UnauthorizedError(errors);
    case 403:
      return new ForbiddenError(errors);
    case 404:
      return new NotFoundError(errors);
    case 409:
      return new ConflictError(errors);
    case 422:
      return new ValidationError(errors);
    case 429:
      return new ThrottledError(errors, retryAfter);
    default:
      return new ApiError(status, errors);
  }
}

/** The message to show for any error: the first server `detail`, the offline notice, or the generic one. */
export function firstErrorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.errors.find((e) => e.detail)?.detail ?? GENERIC_ERROR_MESSAGE;
  if (err instanceof OfflineError) return err.message;
  return GENERIC_ERROR_MESSAGE;
}
