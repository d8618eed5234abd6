import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldError } from './Field';
import './field.css';

type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: ReactNode; error?: string };

/** A checkbox with its label and error; spreads react-hook-form's register(). */
export function CheckboxField({ label, error, id, className, ...inputProps }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={['field field--checkbox', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className="field__checkbox-row">
        <input
          id={inputId}
          type="checkbox"
          className="field__checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...inputProps}
        />
        <label className="field__checkbox-label" htmlFor={inputId}>
          {label}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
