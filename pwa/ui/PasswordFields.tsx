import type { ComponentPropsWithRef } from 'react';
import { useWatch, type Control, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { NEW_PASSWORD_HINT } from '@domain/password';
import { errorAt } from '@/lib/form-feedback';
import { Field } from './Field';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

type NewPasswordFieldsProps<T extends FieldValues> = {
  register: UseFormRegister<T>;
  control: Control<T>;
  errors: FieldErrors;
  /** The first field's label: 'Mot de passe' by default. */
  label?: string;
};

/**
 * A new password (sign-up, reset, invitation): the password with the rule as its hint, the strength
 * meter as the person types, and the confirmation. The form's fields are `password` and
 * `password_confirmation`.
 */
export function NewPasswordFields<T extends FieldValues>({ register, control, errors, label = 'Mot de passe' }: NewPasswordFieldsProps<T>) {
  const password = 'password' as Path<T>;
  const confirmation = 'password_confirmation' as Path<T>;
  const typed: unknown = useWatch({ control, name: password });
  return (
    <>
      <Field
        label={label}
        type="password"
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        required
        error={errorAt(errors, password)}
        {...register(password)}
      />
      <PasswordStrengthMeter password={typeof typed === 'string' ? typed : ''} />
      <Field
        label="Confirmation du mot de passe"
        type="password"
        autoComplete="new-password"
        required
        error={errorAt(errors, confirmation)}
        {...register(confirmation)}
      />
    </>
  );
}

type CurrentPasswordFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { label?: string; error?: string };

/** The password the person has now (sign-in, a change that asks for it): required, filled by the password manager. */
export function CurrentPasswordField({ label = 'Mot de passe actuel', ...props }: CurrentPasswordFieldProps) {
  return <Field label={label} type="password" autoComplete="current-password" required {...props} />;
}
