// How forms report problems (spec: errors show on the fields once touched, and as a list in one
// 'Attention' toast): the messages of react-hook-form's errors, and server answers put back on fields.
import { GENERIC_NOTICES } from '@domain/notices';
import type { FieldErrors, FieldValues, Path, UseFormRegister, UseFormSetError } from 'react-hook-form';
import { toastError } from '@/ui/toast';
import { ApiError, firstErrorMessage } from './api-errors';

/** The message of the error at a dotted path of a form's errors. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * Ties required inputs to a react-hook-form form: `{...required('city')}` gives a Field or a SelectField
 * its registration, `required` (the label's star) and the message of its error.
 */
export function requiredFields<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors) {
  return (name: Path<T>) => ({ required: true, error: errorAt(errors, name), ...register(name) });
}

/** Every message of a (possibly nested) react-hook-form error tree, in field order, without repeats. */
export function errorMessages(errors: FieldErrors): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string' && message) found.push(message);
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'ref' && key !== 'message' && key !== 'type' && key !== 'types') walk(child);
    }
  };
  walk(errors);
  return [...new Set(found)];
}

/** One 'Attention' toast listing the messages (nothing when there is none). */
export function toastMessages(messages: string[]): void {
  if (messages.length === 0) return;
  toastError(
    messages.length === 1 ? (
      messages[0]
    ) : (
      <ul className="toast__list">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    ),
  );
}

/** react-hook-form's `onInvalid`: the list toast. */
export function toastFormErrors(errors: FieldErrors): void {
  toastMessages(errorMessages(errors));
}

/** A profile form's invalid submit (accounts spec §4): its errors listed, then the spec's generic profile failure. */
export function toastProfileErrors(errors: FieldErrors): void {
  toastMessages([...errorMessages(errors), GENERIC_NOTICES.fillRequiredFields]);
}

/**
 * After a failed request: puts the server's field errors on the form's fields (when the form has
 * them) and shows the first detail in the toast (spec: the first entry of the errors list, else the
 * generic message). `fieldMap` renames server fields ('user.email' -> 'email').
 */
export function reportServerError<T extends FieldValues>(
  err: unknown,
  setError?: UseFormSetError<T>,
  fieldMap: (field: string) => string | null = (field) => field,
  fallback?: string,
): void {
  if (err instanceof ApiError && setError) {
    for (const item of err.errors) {
      const name = item.field ? fieldMap(item.field) : null;
      if (name) setError(name as Path<T>, { type: 'server', message: item.detail });
    }
  }
  const message = err instanceof ApiError && err.errors.length === 0 && fallback ? fallback : firstErrorMessage(err);
  toastError(message);
}
