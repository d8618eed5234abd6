import { useId, type ComponentPropsWithRef } from 'react';
import { FieldError } from './Field';
import type { SelectOption } from './SelectField';
import './field.css';

type RadioGroupProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  legend: string;
  options: SelectOption[];
  error?: string;
  /** Shows the choices side by side as segmented buttons. */
  segmented?: boolean;
};

/**
 * A fieldset of radio buttons. `register()` from react-hook-form is spread on every input (they share
 * its name, ref and handlers).
 */
export function RadioGroup({ legend, options, error, segmented = false, className, required, ...inputProps }: RadioGroupProps) {
  const groupId = useId();
  const errorId = error ? `${groupId}-error` : undefined;
  return (
    <fieldset
      className={['field field--radios', segmented ? 'field--segmented' : '', error ? 'field--invalid' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      aria-describedby={errorId}
    >
      <legend className="field__label">
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <div className="field__radios">
        {options.map((option) => (
          <label key={option.value} className="field__radio">
            <input type="radio" value={option.value} aria-invalid={error ? true : undefined} {...inputProps} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
