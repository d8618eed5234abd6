/**
 * The one error type of the payment gateway. Every failure of a provider call ends as a
 * PaymentProviderError, never as a hang or a bare SDK value:
 * - `network`: no answer (connection refused or reset, DNS, TLS);
 * - `timeout`: no answer in time;
 * - `auth`: the provider refused our credentials (OAuth);
 * - `provider`: the provider answered with an error report (`type`, `fields` are Mangopay's `Type`
 *   and `errors`, e.g. param_error with {FirstName: "..."});
 * - `unexpected`: an answer the gateway cannot read.
 */
export type PaymentProviderErrorKind = 'network' | 'timeout' | 'auth' | 'provider' | 'unexpected';

export interface PaymentProviderErrorDetails {
  /** The gateway function that failed, e.g. "createNaturalUserSca". */
  operation: string;
  /** HTTP status when the provider answered. */
  status?: number;
  /** Mangopay's error `Type` (param_error, ressource_not_found, idempotent_creation_conflict, ...). */
  type?: string;
  /** Mangopay's `errors`: field -> message. */
  fields?: Record<string, string> | null;
  /** Mangopay's error `Id`, to quote to their support. */
  providerErrorId?: string;
  /** The socket error code of a network failure (ECONNREFUSED, ECONNRESET, ...). */
  code?: string;
  cause?: unknown;
}

export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
  readonly operation: string;
  readonly status?: number;
  readonly type?: string;
  readonly fields: Record<string, string> | null;
  readonly providerErrorId?: string;
  readonly code?: string;

  constructor(
    readonly kind: PaymentProviderErrorKind,
    message: string,
    details: PaymentProviderErrorDetails,
  ) {
    super(`${details.operation}: ${message}`, details.cause === undefined ? undefined : { cause: details.cause });
    this.operation = details.operation;
    this.status = details.status;
    this.type = details.type;
    this.fields = details.fields ?? null;
    this.providerErrorId = details.providerErrorId;
    this.code = details.code;
  }

  /** True when trying the same request again later may succeed (no answer, or a 5xx/429 answer). */
  get retryable(): boolean {
    if (this.kind === 'network' || this.kind === 'timeout') return true;
    return this.status !== undefined && (this.status >= 500 || this.status === 429);
  }
}
