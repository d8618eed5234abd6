import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import './field.css';

type FieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  /** The message shown under the input (e.g. a ValidationError field or a zod message). */
  error?: string;
  hint?: string;
};

/** A labelled input with its hint and error, wired for screen readers; spreads react-hook-form's register(). */
export function Field({ label, error, hint, id, className, required, ...inputProps }: FieldProps) {
  return (
    <FieldFrame frame={{ label, error, hint, id, className, required }} controlClass="field__input">
      {(control) => <input {...control} {...inputProps} />}
    </FieldFrame>
  );
}

/** What a field's frame shows around its control: the label (a star when required), the hint and the error. */
export type FrameProps = {
  label: string;
  error?: string;
  hint?: string;
  id?: string;
  className?: string;
  required?: boolean;
};

/** The props the frame gives its control: its id, class and the screen readers' wiring to the hint and error. */
type ControlProps = {
  id: string;
  className: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** The frame shared by Field and SelectField: `children` renders the control with the props it is given. */
export function FieldFrame({
  frame: { label, error, hint, id, className, required },
  controlClass,
  children,
}: {
  frame: FrameProps;
  controlClass: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={controlId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({
        id: controlId,
        className: controlClass,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A choice of a select (SelectField's, the directory filter's). */
export type SelectOption = { value: string; label: string };
/** A select's choices: an empty first one when there is a placeholder, then the options. */
export function SelectOptions({ placeholder, options }: { placeholder: string | undefined; options: readonly SelectOption[] }) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
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
