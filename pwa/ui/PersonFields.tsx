import { Link } from 'react-router-dom';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { errorAt } from '@/lib/form-feedback';
import { CheckboxField } from './CheckboxField';
import { Field } from './Field';

type PersonFieldsProps<T extends FieldValues> = {
  register: UseFormRegister<T>;
  errors: FieldErrors;
};

/** First name and family name side by side (fields `firstname` and `name`); Facebook's sign-up puts the family name first. */
export function NameFields<T extends FieldValues>({
  register,
  errors,
  familyNameFirst = false,
}: PersonFieldsProps<T> & { familyNameFirst?: boolean }) {
  const firstname = 'firstname' as Path<T>;
  const name = 'name' as Path<T>;
  const given = <Field label="Prénom" autoComplete="given-name" required error={errorAt(errors, firstname)} {...register(firstname)} />;
  const family = <Field label="Nom" autoComplete="family-name" required error={errorAt(errors, name)} {...register(name)} />;
  return (
    <div className="field-row field-row--even">
      {familyNameFirst ? family : given}
      {familyNameFirst ? given : family}
    </div>
  );
}

/**
 * A birth date typed JJ-MM-AAAA: the person's own (field `birth_date`), which the browser may fill in,
 * or another's, as the legal representative's (`name` given), which it may not.
 */
export function BirthDateField<T extends FieldValues>({ register, errors, name }: PersonFieldsProps<T> & { name?: string }) {
  const path = (name ?? 'birth_date') as Path<T>;
  return (
    <Field
      label="Date de naissance"
      placeholder="JJ-MM-AAAA"
      hint="Format JJ-MM-AAAA"
      inputMode="numeric"
      autoComplete={name ? undefined : 'bday'}
      required
      error={errorAt(errors, path)}
      {...register(path)}
    />
  );
}

/** The sign-up's terms checkbox (field `accept_conditions`), linking to the terms of use. */
export function TermsCheckbox<T extends FieldValues>({ register, errors }: PersonFieldsProps<T>) {
  const accept = 'accept_conditions' as Path<T>;
  return (
    <CheckboxField
      label={
        <>
          J’accepte les <Link to="/condition">conditions générales d’utilisation</Link>
        </>
      }
      error={errorAt(errors, accept)}
      {...register(accept)}
    />
  );
}
