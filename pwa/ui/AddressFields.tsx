import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useCountryOptions } from '@/lib/countries';
import { requiredFields } from '@/lib/form-feedback';
import { Field } from './Field';
import { SelectField } from './SelectField';

type AddressFieldsProps<T extends FieldValues> = {
  register: UseFormRegister<T>;
  errors: FieldErrors;
  /** Where the four fields live: '' (flat: address_line_1...) or 'user.user_adress.' and the like. */
  prefix?: string;
  labels?: Partial<Record<'address' | 'postCode' | 'city' | 'country', string>>;
};

/** Street, postal code, city and country (France first, default FR) of an address form. */
export function AddressFields<T extends FieldValues>({ register, errors, prefix = '', labels = {} }: AddressFieldsProps<T>) {
  const countries = useCountryOptions();
  const required = requiredFields(register, errors);
  const field = (name: string) => required(`${prefix}${name}` as Path<T>);
  return (
    <>
      <Field label={labels.address ?? 'Adresse'} autoComplete="street-address" {...field('address_line_1')} />
      <div className="field-row">
        <Field label={labels.postCode ?? 'Code postal'} autoComplete="postal-code" inputMode="text" {...field('post_code')} />
        <Field label={labels.city ?? 'Ville'} autoComplete="address-level2" {...field('city')} />
      </div>
      <SelectField label={labels.country ?? 'Pays'} autoComplete="country" options={countries} {...field('country_iso')} />
    </>
  );
}
