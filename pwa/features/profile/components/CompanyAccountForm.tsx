import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ACCOUNT_NOTICES, GENERIC_NOTICES, NOTICE_TITLES } from '@domain/notices';
import { companyAccountSchema } from '@domain/profiles';
import { reportServerError, toastProfileErrors } from '@/lib/form-feedback';
import type { SessionUser } from '@/lib/store';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { RadioGroup } from '@/ui/RadioGroup';
import { toastSuccess } from '@/ui/toast';
import { useUpdateProfile } from '../requests/profile-requests';
import { titleOptions } from './options';

type Values = { gender: string; firstname: string; name: string; mob_phone: string };

/** The company profile's account form: title, first name, last name and phone of the account holder. */
export function CompanyAccountForm({ user }: { user: SessionUser }) {
  const update = useUpdateProfile();
  const form = useForm<Values>({
    resolver: zodResolver(companyAccountSchema) as never,
    mode: 'onTouched',
    defaultValues: { gender: user.gender ?? '', firstname: user.firstname ?? '', name: user.name ?? '', mob_phone: user.mob_phone ?? '' },
  });
  const { register, setError } = form;
  const { errors, isSubmitting } = form.formState;

  const handleValid = async (values: Values) => {
    try {
      await update.mutateAsync({ user: values });
      toastSuccess(ACCOUNT_NOTICES.profileUpdated, NOTICE_TITLES.updated);
    } catch (err) {
      reportServerError(err, setError, (field) => field.replace(/^user\./, ''), GENERIC_NOTICES.error);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid, toastProfileErrors)} aria-label="Mon compte">
      <RadioGroup legend="Civilité" required options={titleOptions} error={errors.gender?.message} {...register('gender')} />
      <div className="field-row field-row--even">
        <Field label="Prénom" autoComplete="given-name" required error={errors.firstname?.message} {...register('firstname')} />
        <Field label="Nom" autoComplete="family-name" required error={errors.name?.message} {...register('name')} />
      </div>
      <Field label="Téléphone (facultatif)" type="tel" autoComplete="tel" error={errors.mob_phone?.message} {...register('mob_phone')} />
      <Button type="submit" loading={isSubmitting}>
        Enregistrer
      </Button>
    </form>
  );
}
