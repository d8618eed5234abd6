// The legal details form: the organisation (name, RNA or SIREN number, head office) and its
// representative (identity, birth date, nationality, residence, contact). The rules are the API's
// (domain/charity-area.ts): checked here as people type, then again by the API, whose field errors come
// back on the inputs.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { legalDetailsSchema, type LegalDetailsInput } from '@domain/charity-area';
import type { LegalDetails } from '@domain/charity-area-types';
import { useCountryOptions } from '@/lib/countries';
import { reportServerError, toastFormErrors } from '@/lib/form-feedback';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { RadioGroup } from '@/ui/RadioGroup';
import { SelectField } from '@/ui/SelectField';

type Values = Required<{ [K in keyof LegalDetailsInput]: string }>;

const EMPTY: Values = {
  organisation_name: '',
  registration_kind: 'rna',
  registration_number: '',
  address_line_1: '',
  address_line_2: '',
  postal_code: '',
  city: '',
  country_iso: 'FR',
  representative_first_name: '',
  representative_last_name: '',
  representative_birth_date: '',
  representative_nationality: 'FR',
  representative_country_of_residence: 'FR',
  representative_email: '',
  representative_phone: '',
};

/** The form's starting values: the saved details, else the charity's name and the representative's e-mail. */
export function legalDetailsDefaults(saved: LegalDetails | null, charityName: string, email: string): Values {
  if (!saved) return { ...EMPTY, organisation_name: charityName, representative_email: email };
  const { updated_at: _updated, ...fields } = saved;
  return { ...EMPTY, ...fields, address_line_2: fields.address_line_2 ?? '' };
}

type Props = { defaults: Values; onSave: (details: LegalDetailsInput) => Promise<unknown> };

export function LegalDetailsForm({ defaults, onSave }: Props) {
  const countries = useCountryOptions();
  const form = useForm<Values, unknown, LegalDetailsInput>({
    resolver: zodResolver(legalDetailsSchema({ today: new Date() })) as never,
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const kind = useWatch({ control: form.control, name: 'registration_kind' });
  const { errors, isSubmitting } = form.formState;
  const submit = async (values: LegalDetailsInput) => {
    try {
      await onSave(values);
    } catch (err) {
      reportServerError(err, form.setError);
    }
  };
  const field = (name: keyof Values) => ({ error: errors[name]?.message, ...form.register(name) });
  return (
    <form className="charity-form" noValidate aria-label="Informations légales" onSubmit={form.handleSubmit(submit, toastFormErrors)}>
      <fieldset>
        <legend>L’association</legend>
        <Field label="Nom de l’association" required autoComplete="organization" {...field('organisation_name')} />
        <RadioGroup
          legend="Numéro d’enregistrement"
          segmented
          options={[
            { value: 'rna', label: 'RNA' },
            { value: 'siren', label: 'SIREN' },
          ]}
          error={errors.registration_kind?.message}
          {...form.register('registration_kind')}
        />
        <Field
          label={kind === 'siren' ? 'Numéro SIREN' : 'Numéro RNA'}
          required
          autoComplete="off"
          spellCheck={false}
          inputMode={kind === 'siren' ? 'numeric' : 'text'}
          hint={kind === 'siren' ? '9 chiffres, ex. 552 100 554' : 'W suivi de 9 chiffres, ex. W751234567'}
          {...field('registration_number')}
        />
      </fieldset>
      <fieldset>
        <legend>Siège</legend>
        <Field label="Adresse" required autoComplete="address-line1" {...field('address_line_1')} />
        <Field label="Complément d’adresse" autoComplete="address-line2" {...field('address_line_2')} />
        <Field label="Code postal" required autoComplete="postal-code" inputMode="numeric" {...field('postal_code')} />
        <Field label="Ville" required autoComplete="address-level2" {...field('city')} />
        <SelectField label="Pays" required options={countries} {...field('country_iso')} />
      </fieldset>
      <fieldset>
        <legend>Représentant légal</legend>
        <Field label="Prénom" required autoComplete="given-name" {...field('representative_first_name')} />
        <Field label="Nom" required autoComplete="family-name" {...field('representative_last_name')} />
        <Field label="Date de naissance" type="date" required autoComplete="bday" {...field('representative_birth_date')} />
        <SelectField label="Nationalité" required options={countries} {...field('representative_nationality')} />
        <SelectField label="Pays de résidence" required options={countries} {...field('representative_country_of_residence')} />
        <Field label="E-mail" type="email" required autoComplete="email" {...field('representative_email')} />
        <Field label="Téléphone" type="tel" required autoComplete="tel" {...field('representative_phone')} />
      </fieldset>
      <Button type="submit" block loading={isSubmitting}>
        Enregistrer les informations
      </Button>
    </form>
  );
}
