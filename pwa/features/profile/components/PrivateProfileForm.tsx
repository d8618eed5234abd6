import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { formDateToIso, isoDateToForm } from '@domain/dates';
import { ACCOUNT_NOTICES, GENERIC_NOTICES, NOTICE_TITLES } from '@domain/notices';
import { privateProfileSchema } from '@domain/profiles';
import { reportServerError, toastProfileErrors } from '@/lib/form-feedback';
import type { SessionUser } from '@/lib/store';
import { AddressFields } from '@/ui/AddressFields';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { BirthDateField, NameFields } from '@/ui/PersonFields';
import { RadioGroup } from '@/ui/RadioGroup';
import { toastSuccess } from '@/ui/toast';
import { useUpdateProfile } from '../requests/profile-requests';
import { genderOptions } from './options';

type Values = {
  firstname: string;
  name: string;
  gender: string;
  mob_phone: string;
  birth_date: string;
  user_adress: { address_line_1: string; post_code: string; city: string; country_iso: string };
};

function valuesOf(user: SessionUser): Values {
  return {
    firstname: user.firstname ?? '',
    name: user.name ?? '',
    gender: user.gender ?? '',
    mob_phone: user.mob_phone ?? '',
    birth_date: user.birth_date ? (isoDateToForm(user.birth_date) ?? '') : '',
    user_adress: {
      address_line_1: user.user_adress?.address_line_1 ?? '',
      post_code: user.user_adress?.post_code ?? '',
      city: user.user_adress?.city ?? '',
      country_iso: user.user_adress?.country_iso ?? 'FR',
    },
  };
}

/** The private profile: names, gender, phone, birth date and address of residence. */
export function PrivateProfileForm({ user }: { user: SessionUser }) {
  const update = useUpdateProfile();
  const form = useForm<Values>({
    resolver: zodResolver(privateProfileSchema({ today: new Date(), format: 'form' })) as never,
    mode: 'onTouched',
    defaultValues: valuesOf(user),
  });
  const { register, setError } = form;
  const { errors, isSubmitting } = form.formState;

  const handleValid = async (values: Values) => {
    try {
      await update.mutateAsync({ user: { ...values, birth_date: formDateToIso(values.birth_date) } });
      toastSuccess(ACCOUNT_NOTICES.profileUpdated, NOTICE_TITLES.updated);
    } catch (err) {
      reportServerError(err, setError, (field) => field.replace(/^user\./, ''), GENERIC_NOTICES.error);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid, toastProfileErrors)} aria-label="Mes informations">
      <NameFields register={register} errors={errors} />
      <RadioGroup legend="Genre" required options={genderOptions} error={errors.gender?.message} {...register('gender')} />
      <Field label="Téléphone (facultatif)" type="tel" autoComplete="tel" error={errors.mob_phone?.message} {...register('mob_phone')} />
      <BirthDateField register={register} errors={errors} />
      <AddressFields register={register} errors={errors} prefix="user_adress." labels={{ country: 'Pays de résidence' }} />
      <Button type="submit" loading={isSubmitting}>
        Enregistrer
      </Button>
    </form>
  );
}
