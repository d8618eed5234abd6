import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '@/ui/Field';
import { RadioGroup } from '@/ui/RadioGroup';
import { requiredFields } from '@/lib/form-feedback';
import { SelectField } from '@/ui/SelectField';
import { legalFormOptions } from '@/ui/CompanyFields';
import { civilityOptions } from './civility';
import type { RegistrationValues } from './registration-values';

type Props = { register: UseFormRegister<RegistrationValues>; errors: FieldErrors<RegistrationValues> };

/** The company part of the registration form: company, SIREN, legal form and legal representative. */
export function CompanySignupFields({ register, errors }: Props) {
  const required = requiredFields(register, errors);
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">Votre entreprise</legend>
      <Field label="Nom de l’entreprise" autoComplete="organization" {...required('enterprise_name')} />
      <Field label="Numéro SIREN" inputMode="numeric" hint="9 chiffres" {...required('siren')} />
      <SelectField label="Forme juridique" placeholder="Choisissez…" options={legalFormOptions} {...required('legal_form')} />
      <RadioGroup legend="Civilité du représentant légal" options={civilityOptions} {...required('rep_gender')} />
      <div className="field-row field-row--even">
        <Field label="Prénom du représentant légal" {...required('rep_firstname')} />
        <Field label="Nom du représentant légal" {...required('rep_name')} />
      </div>
    </fieldset>
  );
}
