import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { loginSchema, type RegistrationFlow } from '../../../../domain/registration';
import { GENERIC_NOTICES } from '../../../../domain/notices';
import { reportServerError, toastFormErrors } from '../../../lib/form-feedback';
import { useSession, type SessionUser } from '../../../lib/store';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { useLogIn } from '../requests/auth-requests';

type LoginValues = { email: string; password: string };

type LoginFormProps = {
  /** Called once the session is stored. */
  onSignedIn: (user: SessionUser) => void;
  /** Opens the forgot-password modal. */
  onForgotPassword?: () => void;
  flow?: RegistrationFlow;
  /** Extra content under the form (the social-login button). */
  footer?: React.ReactNode;
};

/** The sign-in form: e-mail, password, forgot-password link; the button is disabled while it runs. */
export function LoginForm({ onSignedIn, onForgotPassword, flow = 'account', footer }: LoginFormProps) {
  const { signIn } = useSession();
  const logIn = useLogIn();
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema(flow)),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const handleValid = async (values: LoginValues) => {
    try {
      const answer = await logIn.mutateAsync(values);
      signIn(answer.auth_token, answer.user);
      onSignedIn(answer.user);
    } catch (err) {
      reportServerError(err, undefined, undefined, GENERIC_NOTICES.errorWithFullStop);
    }
  };

  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit(handleValid, toastFormErrors)} aria-label="Connexion">
      <Field label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
      <Field
        label="Mot de passe"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      {onForgotPassword && (
        <p className="auth-form__forgot">
          <button type="button" className="link-button" onClick={onForgotPassword}>
            Mot de passe oublié ?
          </button>
        </p>
      )}
      <Button type="submit" block loading={isSubmitting}>
        Se connecter
      </Button>
      {footer}
    </form>
  );
}
