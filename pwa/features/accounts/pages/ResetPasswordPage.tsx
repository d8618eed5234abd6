import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { passwordPairSchema } from '@domain/password';
import { ACCOUNT_NOTICES, NOTICE_TITLES } from '@domain/notices';
import { api, ApiError } from '@/lib/api-client';
import { reportServerError, toastFormErrors } from '@/lib/form-feedback';
import { Button } from '@/ui/Button';
import { NewPasswordFields } from '@/ui/PasswordFields';
import { toastSuccess } from '@/ui/toast';
import { ForgotPasswordModal } from '../components/ForgotPasswordModal';
import '@/ui/panel.css';
import '../accounts.css';

type Values = { password: string; password_confirmation: string };

/** /reinitialiser-mot-de-passe?token=: sets the new password; a used or expired link says so. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(
    token ? null : "Ce lien de réinitialisation n'est pas valide. Demandez un nouveau lien.",
  );
  const [asking, setAsking] = useState(false);
  const save = useMutation({ mutationFn: (values: Values) => api.post('/user/pwd/reset/confirm', { token, ...values }) });
  const form = useForm<Values>({
    resolver: zodResolver(passwordPairSchema('default')),
    mode: 'onTouched',
    defaultValues: { password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const handleValid = async (values: Values) => {
    try {
      await save.mutateAsync(values);
      toastSuccess(ACCOUNT_NOTICES.passwordUpdated, NOTICE_TITLES.updated);
      void navigate('/login', { replace: true });
    } catch (err) {
      const linkProblem = err instanceof ApiError && err.errors.find((e) => e.field === 'token');
      if (linkProblem) setRefusal(linkProblem.detail);
      else reportServerError(err, form.setError);
    }
  };

  return (
    <div className="auth-page container">
      <title>Nouveau mot de passe — Entraide</title>
      <h1 className="auth-page__title">Choisissez un nouveau mot de passe</h1>
      <section className="panel auth-card auth-card--narrow" aria-label="Nouveau mot de passe">
        {refusal ? (
          <div role="alert" className="link-refusal">
            <p>{refusal}</p>
            <div className="profile-actions">
              <Button onClick={() => setAsking(true)}>Recevoir un nouveau lien</Button>
              <Link to="/login">Se connecter</Link>
            </div>
          </div>
        ) : (
          <form noValidate onSubmit={form.handleSubmit(handleValid, toastFormErrors)} aria-label="Nouveau mot de passe">
            <NewPasswordFields label="Nouveau mot de passe" register={form.register} control={form.control} errors={errors} />
            <Button type="submit" block loading={isSubmitting}>
              Enregistrer mon mot de passe
            </Button>
          </form>
        )}
      </section>
      {asking && <ForgotPasswordModal onClose={() => setAsking(false)} />}
    </div>
  );
}
