import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useCountryOptions } from '@/lib/countries';
import { AddressFields } from '@/ui/AddressFields';
import { CompanyNameAndIdentity, RepresentativeBirthDate, RepresentativeNameRow } from '@/ui/CompanyFields';
import { Field } from '@/ui/Field';
import { SelectField } from '@/ui/SelectField';
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
        <CompanyNameAndIdentity register={register} errors={errors} withIdentity={withCompanyIdentity} />
        {withCompanyIdentity && (
          <Field label="Téléphone fixe" type="tel" required error={e?.fix_phone?.message} {...register('entreprise.fix_phone')} />
        )}
        <AddressFields register={register} errors={errors} prefix="user.user_adress." labels={{ address: 'Adresse du siège social' }} />
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section__title">Le représentant légal</legend>
        <RepresentativeNameRow register={register} errors={errors} />
        <Field label="E-mail" type="email" required error={rep?.email?.message} {...register('entreprise.representative.email')} />
        <RepresentativeBirthDate register={register} errors={errors} />
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
