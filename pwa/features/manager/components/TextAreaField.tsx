// A labelled textarea with its hint and error, wired like ui/Field; spreads react-hook-form's register().
import { useId, type ComponentPropsWithRef } from 'react';

type Props = ComponentPropsWithRef<'textarea'> & { label: string; error?: string; hint?: string };

export function TextAreaField({ label, error, hint, id, rows = 4, ...rest }: Props) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const described = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <textarea
        id={inputId}
        rows={rows}
        className="field__input mgr-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...rest}
      />
      {hint && (
        <p id={`${inputId}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
