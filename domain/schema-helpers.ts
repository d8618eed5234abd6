/**
 * Small zod building blocks shared by the schemas of domain/, and the conversion of a ZodError into the
 * API's error list `{code, detail, field}`. A rule that needs a machine-readable code (IBAN_INVALID,
 * notEquivalent, invalid_birth_date...) puts it in the issue's `params.code`.
 */
import { z } from 'zod';
import { ADDRESS_MESSAGES } from './messages';

/** One entry of the API's `errors` array. */
export interface FieldError {
  /** `params.code` when the rule set one, else zod's issue code (too_small...), 'invalid' for custom. */
  code: string;
  /** The French message. */
  detail: string;
  /** Dotted path of the field ('user.user_adress.city'); '' for the whole input. */
  field: string;
}

/** Turns a ZodError into the API's error list, one entry per failing rule, in zod's order. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const params = (issue as { params?: { code?: unknown } }).params;
    const code = typeof params?.code === 'string' ? params.code : issue.code === 'custom' ? 'invalid' : issue.code;
    return { code, detail: issue.message, field: issue.path.map(String).join('.') };
  });
}

/**
 * Params for the checks that follow a required check: run only while the value has no issue yet, so a
 * caller sees one message per field. Used instead of zod's `abort`, which would also skip the object's
 * own checks (the password confirmation) when any field is empty.
 */
export const IF_NO_ISSUE_YET = {
  when: (payload: { issues: readonly unknown[] }): boolean => payload.issues.length === 0,
};

/**
 * A required string: missing, null, non-string, empty or blank all give `required` and nothing else.
 * The value is trimmed. `max` (default 255) refuses longer input with `tooLong`.
 */
export function requiredText(required: string, options: { max?: number; tooLong?: string } = {}) {
  const { max = 255, tooLong = ADDRESS_MESSAGES.fieldTooLong } = options;
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong, ...IF_NO_ISSUE_YET });
}

/**
 * An optional string: missing, null and blank become `undefined` (forms send '' for an empty field);
 * anything else goes through `inner`.
 */
export function optionalText<T extends z.ZodType>(inner: T) {
  return z.preprocess(
    (value: z.input<T> | null | undefined) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    inner.optional(),
  );
}

/**
 * An integer that may arrive as a number (JSON) or as a string of digits (form controls, query strings).
 * Missing or empty gives `required`; anything else that is not a whole number gives `invalid`.
 */
export function integerInput(required: string, invalid: string) {
  return z.preprocess(
    (value: number | string | null | undefined) => {
      if (value === null) return undefined;
      if (typeof value !== 'string') return value;
      const text = value.trim();
      if (text === '') return undefined;
      return /^-?\d+$/.test(text) ? Number(text) : NaN;
    },
    z.number({ error: (issue) => (issue.input === undefined ? required : invalid) }).int({ error: invalid }),
  );
}

/** A boolean that may arrive as true/false or as the strings 'true'/'false' (form controls). */
export function booleanInput(message: string) {
  return z.preprocess(
    (value: boolean | 'true' | 'false' | undefined) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: message }),
  );
}
