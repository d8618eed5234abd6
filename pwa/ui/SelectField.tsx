import { useId, type ComponentPropsWithRef } from 'react';
import { FieldError } from './Field';
import './field.css';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = ComponentPropsWithRef<'select'> & {
  label: string;
  options: SelectOption[];
  error?: string;
  /** A first, empty option ('Choisissez...') when the field has no default. */
  placeholder?: string;
};

/** A labelled select with its error, wired like Field; spreads react-hook-form's register(). */
export function SelectField({ label, options, error, placeholder, id, className, required, ...selectProps }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={selectId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <select
        id={selectId}
        className="field__input field__select"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...selectProps}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
