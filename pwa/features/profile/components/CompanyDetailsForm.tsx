import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { formDateToIso } from '@domain/dates';
import { ACCOUNT_NOTICES, GENERIC_NOTICES, NOTICE_TITLES } from '@domain/notices';
import { companyDetailsSchema } from '@domain/profiles';
import { addressValues, companyValues, type AddressValues } from '@/lib/company-form-values';
import { reportServerError, toastProfileErrors } from '@/lib/form-feedback';
import type { SessionUser } from '@/lib/store';
import { AddressFields } from '@/ui/AddressFields';
import { Button } from '@/ui/Button';
import { CompanyNameAndIdentity, RepresentativeBirthDate, RepresentativeNameRow } from '@/ui/CompanyFields';
import { Field } from '@/ui/Field';
import { toastSuccess } from '@/ui/toast';
import { useUpdateProfile } from '../requests/profile-requests';
import { LogoUpload } from './LogoUpload';

type Values = {
  user: { user_adress: AddressValues };
  entreprise: {
    enterprise_name: string;
    siren: string;
    legal_form: string;
    fix_phone: string;
    representative: { firstname: string; name: string; birth_date: string; email: string; nationality_iso: string };
  };
};

function valuesOf(user: SessionUser): Values {
  return { user: { user_adress: addressValues(user.user_adress) }, entreprise: companyValues(user) };
}

/** The company profile's company form: company, logo, head office and legal representative. */
export function CompanyDetailsForm({ user }: { user: SessionUser }) {
  const update = useUpdateProfile();
  const form = useForm<Values>({
    resolver: zodResolver(companyDetailsSchema({ today: new Date(), format: 'form', variant: 'profile' })) as never,
    mode: 'onTouched',
    defaultValues: valuesOf(user),
  });
  const { register, setError } = form;
  const { errors, isSubmitting } = form.formState;
  const e = errors.entreprise;
  const rep = e?.representative;

  const handleValid = async (values: Values) => {
    const representative = { ...values.entreprise.representative, birth_date: formDateToIso(values.entreprise.representative.birth_date) };
    try {
      await update.mutateAsync({ user: values.user, entreprise: { ...values.entreprise, representative } });
      toastSuccess(ACCOUNT_NOTICES.dataUpdated, NOTICE_TITLES.updated);
    } catch (err) {
      reportServerError(err, setError, (field) => field, GENERIC_NOTICES.error);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid, toastProfileErrors)} aria-label="Mon entreprise">
      <CompanyNameAndIdentity register={register} errors={errors} withIdentity />
      <LogoUpload user={user} />
      <Field label="Téléphone fixe (facultatif)" type="tel" error={e?.fix_phone?.message} {...register('entreprise.fix_phone')} />
      <h3 className="profile-card__subtitle">Siège social</h3>
      <AddressFields register={register} errors={errors} prefix="user.user_adress." labels={{ address: 'Adresse du siège social' }} />
      <h3 className="profile-card__subtitle">Représentant légal</h3>
      <RepresentativeNameRow register={register} errors={errors} />
      <RepresentativeBirthDate register={register} errors={errors} />
      <Field
        label="E-mail du représentant légal"
        type="email"
        readOnly
        error={rep?.email?.message}
        {...register('entreprise.representative.email')}
      />
      <Button type="submit" loading={isSubmitting}>
        Enregistrer
      </Button>
    </form>
  );
}
