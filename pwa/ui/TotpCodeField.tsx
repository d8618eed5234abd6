import type { ComponentProps } from 'react';
import { Field } from './Field';

/**
 * The field of a second factor's 6-digit code (sign-in's step, the profile's confirmation and
 * deactivation): numeric keyboard, the phone's one-time-code autofill; spreads react-hook-form's register().
 */
export function TotpCodeField(props: Omit<ComponentProps<typeof Field>, 'label'>) {
  return <Field label="Code à 6 chiffres" inputMode="numeric" autoComplete="one-time-code" maxLength={7} required {...props} />;
}
