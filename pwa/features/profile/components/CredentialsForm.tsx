import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { isPasswordChangeRequested, NEW_PASSWORD_HINT, passwordChangeSchema } from '@domain/password';
import { emailSchema } from '@domain/identity';
import { PASSWORD_MESSAGES } from '@domain/messages';
import { ACCOUNT_NOTICES, NOTICE_TITLES } from '@domain/notices';
import { ApiError } from '@/lib/api-client';
import { reportServerError, toastProfileErrors } from '@/lib/form-feedback';
import type { SessionUser } from '@/lib/store';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { toastError, toastInfo, toastSuccess } from '@/ui/toast';
import { useUpdateCredentials } from '../requests/profile-requests';
import { useRefreshPendingEmail } from '../requests/security-requests';
import { FirstPasswordLink } from './FirstPasswordLink';
import { PendingEmailNotice } from './PendingEmailNotice';

type Values = { email: string; password: string; password_confirmation: string; current_password: string };

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * E-mail and password. Empty password fields mean no change. Any change asks for the current password
 * (an account made through Facebook has none: it gets a link to choose one instead of the password
 * fields). A company's e-mail is read-only; a private person may ask for a new one, which takes effect
 * once the link sent to it is opened (the waiting address shows under the field).
 */
export function CredentialsForm({ user, company }: { user: SessionUser; company: boolean }) {
  const update = useUpdateCredentials();
  const refreshPending = useRefreshPendingEmail(user.id);
  const hasPassword = user.has_password !== false;
  const schema = passwordChangeSchema(company ? 'companyProfile' : 'default').superRefine((value, ctx) => {
    const emailChanged = !company && !sameEmail(value.email ?? '', user.email);
    if (!company) {
      const email = emailSchema('signIn').safeParse(value.email ?? '');
      if (!email.success) ctx.addIssue({ code: 'custom', path: ['email'], message: email.error.issues[0]?.message ?? '' });
    }
    if (hasPassword && !value.current_password && (emailChanged || isPasswordChangeRequested(value))) {
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: PASSWORD_MESSAGES.currentPasswordRequired });
    }
  });
  const form = useForm<Values>({
    resolver: zodResolver(schema) as never,
    mode: 'onTouched',
    defaultValues: { email: user.email, password: '', password_confirmation: '', current_password: '' },
  });
  const { register, setError, reset } = form;
  const { errors, isSubmitting } = form.formState;

  const handleValid = async (values: Values) => {
    const passwordChanged = isPasswordChangeRequested(values);
    const emailChanged = !sameEmail(values.email, user.email);
    if (!passwordChanged && !emailChanged) {
      toastInfo('Aucune modification à enregistrer');
      return;
    }
    try {
      const saved = await update.mutateAsync(values);
      reset({ email: saved.email, password: '', password_confirmation: '', current_password: '' });
      if (emailChanged) {
        await refreshPending();
        toastInfo(
          `Nous avons envoyé un lien à ${values.email.trim().toLowerCase()} : votre e-mail changera quand vous l’aurez ouvert.`,
          NOTICE_TITLES.updated,
        );
      }
      if (passwordChanged) toastSuccess(ACCOUNT_NOTICES.passwordUpdated, NOTICE_TITLES.updated);
    } catch (err) {
      const mismatch = err instanceof ApiError && err.errors.some((e) => e.code === 'notEquivalent');
      if (mismatch && !company) toastError(ACCOUNT_NOTICES.passwordsDiffer);
      else reportServerError(err, setError);
    }
  };

  const passwordFields: Array<{ name: Exclude<keyof Values, 'email'>; label: string; autoComplete: string; hint?: string }> = [
    {
      name: 'password',
      label: 'Nouveau mot de passe',
      autoComplete: 'new-password',
      hint: `${NEW_PASSWORD_HINT} Laissez vide pour garder le mot de passe actuel.`,
    },
    { name: 'password_confirmation', label: 'Confirmation du nouveau mot de passe', autoComplete: 'new-password' },
    {
      name: 'current_password',
      label: 'Mot de passe actuel',
      autoComplete: 'current-password',
      hint: company ? 'Obligatoire pour changer votre mot de passe.' : 'Obligatoire pour changer votre e-mail ou votre mot de passe.',
    },
  ];
  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid, toastProfileErrors)} aria-label="E-mail et mot de passe">
      <Field
        label="E-mail"
        type="email"
        autoComplete="email"
        readOnly={company}
        hint={company ? 'L’e-mail d’un compte entreprise ne peut pas être modifié.' : undefined}
        error={errors.email?.message}
        {...register('email')}
      />
      {!company && <PendingEmailNotice user={user} />}
      {hasPassword ? (
        passwordFields.map(({ name, ...field }) => (
          <Field key={name} type="password" error={errors[name]?.message} {...field} {...register(name)} />
        ))
      ) : (
        <FirstPasswordLink email={user.email} />
      )}
      <Button type="submit" loading={isSubmitting}>
        Enregistrer
      </Button>
    </form>
  );
}
