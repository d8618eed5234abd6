import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useCountryOptions } from '@/lib/countries';
import { AddressFields } from '@/ui/AddressFields';
import { Field } from '@/ui/Field';
import { SelectField } from '@/ui/SelectField';
import { legalFormOptions } from './civility';
import type { CompanyDetailsValues } from './company-details-values';

type Props = {
  register: UseFormRegister<CompanyDetailsValues>;
  errors: FieldErrors<CompanyDetailsValues>;
  /** The creation flow also asks SIREN, legal form and the landline. */
  withCompanyIdentity: boolean;
};

/** Legal representative, their address, and the company's head office. */
export function CompanyDetailsFields({ register, errors, withCompanyIdentity }: Props) {
  const countries = useCountryOptions();
  const e = errors.entreprise;
  const rep = e?.representative;
  return (
    <>
      <fieldset className="form-section">
        <legend className="form-section__title">L’entreprise</legend>
        <Field
          label="Nom de l’entreprise"
          autoComplete="organization"
          required
          error={e?.enterprise_name?.message}
          {...register('entreprise.enterprise_name')}
        />
        {withCompanyIdentity && (
          <>
            <div className="field-row field-row--even">
              <Field label="Numéro SIREN" inputMode="numeric" required error={e?.siren?.message} {...register('entreprise.siren')} />
              <SelectField
                label="Forme juridique"
                required
                placeholder="Choisissez…"
                options={legalFormOptions}
                error={e?.legal_form?.message}
                {...register('entreprise.legal_form')}
              />
            </div>
            <Field label="Téléphone fixe" type="tel" required error={e?.fix_phone?.message} {...register('entreprise.fix_phone')} />
          </>
        )}
        <AddressFields register={register} errors={errors} prefix="user.user_adress." labels={{ address: 'Adresse du siège social' }} />
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section__title">Le représentant légal</legend>
        <div className="field-row field-row--even">
          <Field label="Prénom" required error={rep?.firstname?.message} {...register('entreprise.representative.firstname')} />
          <Field label="Nom" required error={rep?.name?.message} {...register('entreprise.representative.name')} />
        </div>
        <Field label="E-mail" type="email" required error={rep?.email?.message} {...register('entreprise.representative.email')} />
        <Field
          label="Date de naissance"
          placeholder="JJ-MM-AAAA"
          hint="Format JJ-MM-AAAA"
          inputMode="numeric"
          required
          error={rep?.birth_date?.message}
          {...register('entreprise.representative.birth_date')}
        />
        <SelectField
          label="Nationalité"
          required
          options={countries}
          error={rep?.nationality_iso?.message}
          {...register('entreprise.representative.nationality_iso')}
        />
        <AddressFields
          register={register}
          errors={errors}
          prefix="entreprise.representative.rep_address."
          labels={{ country: 'Pays de résidence' }}
        />
      </fieldset>
    </>
  );
}
