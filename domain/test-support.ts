/**
 * Helpers for the domain tests: run a schema and read back what a caller sees, i.e. the API's error
 * list (field path and French detail, plus the code when a test needs it). Imported by tests only.
 */
import type { z } from 'zod';
import { toFieldErrors, type FieldError } from './schema-helpers';

/** The `{field, detail}` pairs a schema reports for an input ([] when it passes). */
export function errorsOf(schema: z.ZodType, input: unknown): Array<Pick<FieldError, 'field' | 'detail'>> {
  const result = schema.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error).map(({ field, detail }) => ({ field, detail }));
}

/** The full `{code, detail, field}` entries a schema reports for an input. */
export function fullErrorsOf(schema: z.ZodType, input: unknown): FieldError[] {
  const result = schema.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error);
}

/** The first message for a single-value schema, or null when the value passes. */
export function firstMessage(schema: z.ZodType, input: unknown): string | null {
  return errorsOf(schema, input)[0]?.detail ?? null;
}

/** The parsed output; fails the test with the French messages when the input is refused. */
export function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new Error(`refused: ${JSON.stringify(toFieldErrors(result.error))}`);
  }
  return result.data;
}

/** A string of `length` characters made by repeating `unit`. */
export function repeat(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}
