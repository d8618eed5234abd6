import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { forgotPasswordSchema } from '@domain/registration';
import { ACCOUNT_NOTICES } from '@domain/notices';
import { api, ApiError, firstErrorMessage } from '@/lib/api-client';
import { toastFormErrors } from '@/lib/form-feedback';
import { Field } from '@/ui/Field';
import { Modal } from '@/ui/Modal';
import { toastError, toastInfo } from '@/ui/toast';

type Values = { email: string };

/**
 * 'Réinitialiser votre mot de passe': e-mail, Cancel and Send. Success closes the modal with the
 * spec's notice; an unknown address shows 'L'e-mail n'existe pas dans la base de données.'.
 */
export function ForgotPasswordModal({ onClose, defaultEmail = '' }: { onClose: () => void; defaultEmail?: string }) {
  const send = useMutation({ mutationFn: (email: string) => api.post('/user/pwd/reset', { email }) });
  const form = useForm<Values>({ resolver: zodResolver(forgotPasswordSchema), mode: 'onTouched', defaultValues: { email: defaultEmail } });
  const { errors, isSubmitting } = form.formState;

  const handleValid = async ({ email }: Values) => {
    try {
      await send.mutateAsync(email);
      onClose();
      toastInfo(ACCOUNT_NOTICES.forgotPasswordSent);
    } catch (err) {
      // Spec: any error of this call reads 'L'e-mail n'existe pas…'; throttling and offline keep their own text.
      const own = err instanceof ApiError && (err.status === 429 || err.status === 422);
      toastError(
        own ? firstErrorMessage(err) : err instanceof ApiError ? ACCOUNT_NOTICES.forgotPasswordUnknownEmail : firstErrorMessage(err),
      );
    }
  };

  return (
    <Modal
      title={ACCOUNT_NOTICES.forgotPasswordTitle}
      onClose={onClose}
      actions={{ type: 'submit', form: 'forgot-password-form', loading: isSubmitting, children: 'Envoyer' }}
    >
      <form
        id="forgot-password-form"
        noValidate
        onSubmit={form.handleSubmit(handleValid, toastFormErrors)}
        aria-label={ACCOUNT_NOTICES.forgotPasswordTitle}
      >
        <p className="modal__text">Indiquez l’e-mail de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe.</p>
        <Field label="E-mail" type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
      </form>
    </Modal>
  );
}
