import type { ChangeEvent } from 'react';
import { FieldFrame, SelectOptions, type SelectOption } from '../Field';
import '../field.css';

export type Option = SelectOption;

type SelectFieldProps = {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  /** Text of the empty choice. */
  placeholder: string;
  disabled?: boolean;
};

/** A labelled select with an empty first choice, in the app's field frame (without its select's arrow). */
export function SelectField({ label, value, options, onChange, placeholder, disabled }: SelectFieldProps) {
  return (
    <FieldFrame frame={{ label }} controlClass="field__input">
      {(control) => (
        <select
          {...control}
          value={value}
          disabled={disabled}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        >
          <SelectOptions placeholder={placeholder} options={options} />
        </select>
      )}
    </FieldFrame>
  );
}
