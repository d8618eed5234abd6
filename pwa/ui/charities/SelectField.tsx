import { useId, type ChangeEvent } from 'react';
import '../field.css';

export type Option = { value: string; label: string };

type SelectFieldProps = {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  /** Text of the empty choice. */
  placeholder: string;
  disabled?: boolean;
};

/** A labelled select with an empty first choice, styled like the app's fields. */
export function SelectField({ label, value, options, onChange, placeholder, disabled }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
