import { useId, type ComponentPropsWithRef } from 'react';
import './field.css';

type FieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  /** The message shown under the input (e.g. a ValidationError field or a zod message). */
  error?: string;
  hint?: string;
};

/** A labelled input with its hint and error, wired for screen readers; spreads react-hook-form's register(). */
export function Field({ label, error, hint, id, className, required, ...inputProps }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={inputId}
        className="field__input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's error message under it (none without an error); `id` is what the input's aria-describedby names. */
export function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="field__error">
      {error}
    </p>
  );
}
