import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { isPasswordChangeRequested, passwordChangeSchema } from '../../../../domain/password';
import { emailSchema } from '../../../../domain/identity';
import { ACCOUNT_NOTICES, NOTICE_TITLES } from '../../../../domain/notices';
import { ApiError } from '../../../lib/api-client';
import { reportServerError, toastFormErrors } from '../../../lib/form-feedback';
import type { SessionUser } from '../../../lib/store';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { toastError, toastInfo, toastSuccess } from '../../../ui/toast';
import { useUpdateCredentials } from '../api/profile-requests';

type Values = { email: string; password: string; password_confirmation: string };

/**
 * E-mail and password. Empty password fields mean no change. A company's e-mail is read-only; a
 * private person may change it.
 */
export function CredentialsForm({ user, company }: { user: SessionUser; company: boolean }) {
  const update = useUpdateCredentials();
  const schema = passwordChangeSchema(company ? 'companyProfile' : 'default').superRefine((value, ctx) => {
    if (company) return;
    const email = emailSchema('signIn').safeParse(value.email ?? '');
    if (!email.success) ctx.addIssue({ code: 'custom', path: ['email'], message: email.error.issues[0]?.message ?? '' });
  });
  const form = useForm<Values>({
    resolver: zodResolver(schema) as never,
    mode: 'onTouched',
    defaultValues: { email: user.email, password: '', password_confirmation: '' },
  });
  const { register, setError, reset } = form;
  const { errors, isSubmitting } = form.formState;

  const handleValid = async (values: Values) => {
    const passwordChanged = isPasswordChangeRequested(values);
    const emailChanged = values.email.trim().toLowerCase() !== user.email.toLowerCase();
    if (!passwordChanged && !emailChanged) {
      toastInfo('Aucune modification à enregistrer');
      return;
    }
    try {
      const saved = await update.mutateAsync(values);
      reset({ email: saved.email, password: '', password_confirmation: '' });
      if (emailChanged) toastSuccess(ACCOUNT_NOTICES.emailUpdated, NOTICE_TITLES.updated);
      if (passwordChanged) toastSuccess(ACCOUNT_NOTICES.passwordUpdated, NOTICE_TITLES.updated);
    } catch (err) {
      const mismatch = err instanceof ApiError && err.errors.some((e) => e.code === 'notEquivalent');
      if (mismatch && !company) toastError(ACCOUNT_NOTICES.passwordsDiffer);
      else reportServerError(err, setError);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid, toastFormErrors)} aria-label="Email et mot de passe">
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        readOnly={company}
        hint={company ? 'L’email d’un compte entreprise ne peut pas être modifié.' : undefined}
        error={errors.email?.message}
        {...register('email')}
      />
      <Field
        label="Nouveau mot de passe"
        type="password"
        autoComplete="new-password"
        hint="Laissez vide pour garder le mot de passe actuel."
        error={errors.password?.message}
        {...register('password')}
      />
      <Field
        label="Confirmation du nouveau mot de passe"
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
      <Button type="submit" loading={isSubmitting}>
        Enregistrer
      </Button>
    </form>
  );
}
