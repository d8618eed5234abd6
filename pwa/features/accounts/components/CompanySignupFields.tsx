import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '@/ui/Field';
import { RadioGroup } from '@/ui/RadioGroup';
import { SelectField } from '@/ui/SelectField';
import { legalFormOptions } from '@/ui/CompanyFields';
import { civilityOptions } from './civility';
import type { RegistrationValues } from './registration-values';

type Props = { register: UseFormRegister<RegistrationValues>; errors: FieldErrors<RegistrationValues> };

/** The company part of the registration form: company, SIREN, legal form and legal representative. */
export function CompanySignupFields({ register, errors }: Props) {
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">Votre entreprise</legend>
      <Field
        label="Nom de l’entreprise"
        autoComplete="organization"
        required
        error={errors.enterprise_name?.message}
        {...register('enterprise_name')}
      />
      <Field label="Numéro SIREN" inputMode="numeric" required hint="9 chiffres" error={errors.siren?.message} {...register('siren')} />
      <SelectField
        label="Forme juridique"
        required
        placeholder="Choisissez…"
        options={legalFormOptions}
        error={errors.legal_form?.message}
        {...register('legal_form')}
      />
      <RadioGroup
        legend="Civilité du représentant légal"
        required
        options={civilityOptions}
        error={errors.rep_gender?.message}
        {...register('rep_gender')}
      />
      <div className="field-row field-row--even">
        <Field label="Prénom du représentant légal" required error={errors.rep_firstname?.message} {...register('rep_firstname')} />
        <Field label="Nom du représentant légal" required error={errors.rep_name?.message} {...register('rep_name')} />
      </div>
    </fieldset>
  );
}
