import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { loginSchema, type RegistrationFlow } from '@domain/registration';
import { GENERIC_NOTICES } from '@domain/notices';
import { reportServerError, toastFormErrors } from '@/lib/form-feedback';
import { useSession, type SessionUser } from '@/lib/store';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { CurrentPasswordField } from '@/ui/PasswordFields';
import { useLogIn, type AuthAnswer } from '../requests/auth-requests';
import type { SecondFactorChallenge } from '../requests/second-factor-requests';
import { SecondFactorStep } from './SecondFactorStep';

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

/**
 * The sign-in form: e-mail, password, forgot-password link; the button is disabled while it runs. When
 * the account has a second factor (or must enrol one), the second step takes the form's place.
 */
export function LoginForm({ onSignedIn, onForgotPassword, flow = 'account', footer }: LoginFormProps) {
  const { signIn } = useSession();
  const logIn = useLogIn();
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema(flow)),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);

  const handleSession = (answer: AuthAnswer) => {
    signIn(answer.auth_token, answer.user);
    onSignedIn(answer.user);
  };

  const handleValid = async (values: LoginValues) => {
    try {
      const answer = await logIn.mutateAsync(values);
      if ('second_factor' in answer) setChallenge(answer.second_factor);
      else handleSession(answer);
    } catch (err) {
      reportServerError(err, undefined, undefined, GENERIC_NOTICES.errorWithFullStop);
    }
  };

  if (challenge) {
    const handleRestart = () => {
      form.resetField('password');
      setChallenge(null);
    };
    return <SecondFactorStep key={challenge.challenge_token} challenge={challenge} onDone={handleSession} onRestart={handleRestart} />;
  }

  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit(handleValid, toastFormErrors)} aria-label="Connexion">
      <Field label="E-mail" type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
      <CurrentPasswordField label="Mot de passe" error={errors.password?.message} {...form.register('password')} />
      {onForgotPassword && (
        <p className="auth-form__forgot">
          <button type="button" className="link-button" onClick={onForgotPassword}>
            Mot de passe oublié ?
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
