import type { ComponentPropsWithRef } from 'react';
import { FieldFrame, SelectOptions, type SelectOption } from './Field';
import './field.css';

export type { SelectOption };

type SelectFieldProps = ComponentPropsWithRef<'select'> & {
  label: string;
  options: SelectOption[];
  error?: string;
  /** A first, empty option ('Choisissez...') when the field has no default. */
  placeholder?: string;
};

/** A labelled select with its error, in Field's frame; spreads react-hook-form's register(). */
export function SelectField({ label, options, error, placeholder, id, className, required, ...selectProps }: SelectFieldProps) {
  return (
    <FieldFrame frame={{ label, error, id, className, required }} controlClass="field__input field__select">
      {(control) => (
        <select {...control} {...selectProps}>
          <SelectOptions placeholder={placeholder} options={options} />
        </select>
      )}
    </FieldFrame>
  );
}
