// The fields the company forms share (the accounts area's representative and creation pages, the
// company profile): the company's name and identity, the legal representative's name and birth date.
// Each form keeps its own order, extra fields and submit; the field names are the API's
// (`entreprise.siren`, `entreprise.representative.birth_date`...).
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { LEGAL_FORMS } from '@domain/company';
import { errorAt } from '@/lib/form-feedback';
import { Field } from './Field';
import { BirthDateField } from './PersonFields';
import { SelectField, type SelectOption } from './SelectField';

export const legalFormOptions: SelectOption[] = LEGAL_FORMS.map((form) => ({ value: form, label: form }));

type CompanyFieldsProps<T extends FieldValues> = { register: UseFormRegister<T>; errors: FieldErrors };

const at = <T extends FieldValues>(field: string) => `entreprise.${field}` as Path<T>;

/** The company's name, then (when `withIdentity`) its SIREN and legal form side by side. */
export function CompanyNameAndIdentity<T extends FieldValues>({
  register,
  errors,
  withIdentity,
}: CompanyFieldsProps<T> & { withIdentity: boolean }) {
  return (
    <>
      <Field
        label="Nom de l’entreprise"
        autoComplete="organization"
        required
        error={errorAt(errors, at('enterprise_name'))}
        {...register(at('enterprise_name'))}
      />
      {withIdentity && (
        <div className="field-row field-row--even">
          <Field label="Numéro SIREN" inputMode="numeric" required error={errorAt(errors, at('siren'))} {...register(at('siren'))} />
          <SelectField
            label="Forme juridique"
            required
            placeholder="Choisissez…"
            options={legalFormOptions}
            error={errorAt(errors, at('legal_form'))}
            {...register(at('legal_form'))}
          />
        </div>
      )}
    </>
  );
}

/** The legal representative's first name and name side by side. */
export function RepresentativeNameRow<T extends FieldValues>({ register, errors }: CompanyFieldsProps<T>) {
  return (
    <div className="field-row field-row--even">
      <Field
        label="Prénom"
        required
        error={errorAt(errors, at('representative.firstname'))}
        {...register(at('representative.firstname'))}
      />
      <Field label="Nom" required error={errorAt(errors, at('representative.name'))} {...register(at('representative.name'))} />
    </div>
  );
}

/** The legal representative's birth date, typed JJ-MM-AAAA. */
export function RepresentativeBirthDate<T extends FieldValues>({ register, errors }: CompanyFieldsProps<T>) {
  return <BirthDateField register={register} errors={errors} name={at('representative.birth_date')} />;
}
