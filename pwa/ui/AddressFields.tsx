import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useCountryOptions } from '@/lib/countries';
import { Field } from './Field';
import { SelectField } from './SelectField';

type AddressFieldsProps<T extends FieldValues> = {
  register: UseFormRegister<T>;
  errors: FieldErrors;
  /** Where the four fields live: '' (flat: address_line_1...) or 'user.user_adress.' and the like. */
  prefix?: string;
  labels?: Partial<Record<'address' | 'postCode' | 'city' | 'country', string>>;
};

/** The message of the error at a dotted path of a form's errors. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** Street, postal code, city and country (France first, default FR) of an address form. */
export function AddressFields<T extends FieldValues>({ register, errors, prefix = '', labels = {} }: AddressFieldsProps<T>) {
  const countries = useCountryOptions();
  const name = (field: string) => `${prefix}${field}` as Path<T>;
  return (
    <>
      <Field
        label={labels.address ?? 'Adresse'}
        autoComplete="street-address"
        required
        error={errorAt(errors, name('address_line_1'))}
        {...register(name('address_line_1'))}
      />
      <div className="field-row">
        <Field
          label={labels.postCode ?? 'Code postal'}
          autoComplete="postal-code"
          inputMode="text"
          required
          error={errorAt(errors, name('post_code'))}
          {...register(name('post_code'))}
        />
        <Field
          label={labels.city ?? 'Ville'}
          autoComplete="address-level2"
          required
          error={errorAt(errors, name('city'))}
          {...register(name('city'))}
        />
      </div>
      <SelectField
        label={labels.country ?? 'Pays'}
        autoComplete="country"
        required
        options={countries}
        error={errorAt(errors, name('country_iso'))}
        {...register(name('country_iso'))}
      />
    </>
  );
}
