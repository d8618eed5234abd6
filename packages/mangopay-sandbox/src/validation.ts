/**
 * Request-body checks for the emulator, producing Mangopay's `errors` map (field -> message) and a
 * 400 param_error when anything fails (https://docs.mangopay.com/errors/error-report). Messages follow
 * the documented ones ("The CreditedWalletId field is required.").
 */
import { paramError, type FieldErrors } from './errors';

interface Opts {
  required?: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const COUNTRY = /^[A-Z]{2}$/;

export class BodyCheck {
  readonly errors: FieldErrors = {};

  constructor(readonly body: Record<string, unknown>) {}

  static of(body: unknown): BodyCheck {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw paramError({ Body: 'A JSON object is expected' });
    return new BodyCheck(body as Record<string, unknown>);
  }

  fail(field: string, message: string): void {
    if (!(field in this.errors)) this.errors[field] = message;
  }

  value(field: string): unknown {
    return field
      .split('.')
      .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), this.body);
  }

  present(field: string): boolean {
    const v = this.value(field);
    return v !== undefined && v !== null && v !== '';
  }

  /** Returns true when the field is there; records "required" when it must be and is not. */
  private need(field: string, opts: Opts): boolean {
    if (this.present(field)) return true;
    if (opts.required) this.fail(field, `The ${field} field is required.`);
    return false;
  }

  string(field: string, opts: Opts & { max?: number } = {}): this {
    if (!this.need(field, opts)) return this;
    const v = this.value(field);
    if (typeof v !== 'string') this.fail(field, `The ${field} field must be a string.`);
    else if (opts.max !== undefined && v.length > opts.max)
      this.fail(field, `The ${field} field must be at most ${opts.max} characters long.`);
    return this;
  }

  email(field: string, opts: Opts = {}): this {
    if (!this.need(field, opts)) return this;
    const v = this.value(field);
    if (typeof v !== 'string' || !EMAIL.test(v)) this.fail(field, `The ${field} field is not a valid e-mail address.`);
    return this;
  }

  country(field: string, opts: Opts = {}): this {
    if (!this.need(field, opts)) return this;
    const v = this.value(field);
    if (typeof v !== 'string' || !COUNTRY.test(v)) this.fail(field, `The ${field} field must be a two-letter ISO 3166-1 country code.`);
    return this;
  }

  oneOf(field: string, allowed: readonly string[], opts: Opts = {}): this {
    if (!this.need(field, opts)) return this;
    const v = this.value(field);
    if (typeof v !== 'string' || !allowed.includes(v)) this.fail(field, `The ${field} field must be one of: ${allowed.join(', ')}.`);
    return this;
  }

  timestamp(field: string, opts: Opts = {}): this {
    if (!this.need(field, opts)) return this;
    const v = this.value(field);
    if (typeof v !== 'number' || !Number.isInteger(v)) this.fail(field, `The ${field} field must be a Unix timestamp.`);
    return this;
  }

  boolean(field: string, opts: Opts = {}): this {
    if (!this.need(field, opts)) return this;
    if (typeof this.value(field) !== 'boolean') this.fail(field, `The ${field} field must be a boolean.`);
    return this;
  }

  integer(field: string, opts: Opts & { min?: number; max?: number } = {}): this {
    if (!this.need(field, opts)) return this;
    const v = this.value(field);
    const ok =
      typeof v === 'number' &&
      Number.isInteger(v) &&
      (opts.min === undefined || v >= opts.min) &&
      (opts.max === undefined || v <= opts.max);
    if (!ok)
      this.fail(
        field,
        `The ${field} field must be an integer${opts.min !== undefined ? ` from ${opts.min}` : ''}${opts.max !== undefined ? ` to ${opts.max}` : ''}.`,
      );
    return this;
  }

  /** An Address object: AddressLine1, City, PostalCode, Country required; Region for US, CA and MX. */
  address(field: string, opts: Opts = {}): this {
    if (!this.need(field, opts)) return this;
    const v = this.value(field);
    if (typeof v !== 'object' || Array.isArray(v)) {
      this.fail(field, `The ${field} field must be an address object.`);
      return this;
    }
    this.string(`${field}.AddressLine1`, { required: true, max: 255 })
      .string(`${field}.AddressLine2`, { max: 255 })
      .string(`${field}.City`, { required: true, max: 255 })
      .string(`${field}.PostalCode`, { required: true, max: 255 })
      .country(`${field}.Country`, { required: true });
    const country = this.value(`${field}.Country`);
    this.string(`${field}.Region`, { required: country === 'US' || country === 'CA' || country === 'MX', max: 255 });
    return this;
  }

  /** Throws the 400 param_error when any check failed. */
  done(): void {
    if (Object.keys(this.errors).length > 0) throw paramError(this.errors);
  }
}

/** An Address as Mangopay returns it: every field present, null when not given. */
export function presentAddress(value: unknown): Record<string, string | null> {
  const a = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const pick = (k: string) => (typeof a[k] === 'string' && a[k] !== '' ? a[k] : null);
  return {
    AddressLine1: pick('AddressLine1'),
    AddressLine2: pick('AddressLine2'),
    City: pick('City'),
    Region: pick('Region'),
    PostalCode: pick('PostalCode'),
    Country: pick('Country'),
  };
}
