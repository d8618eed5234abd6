import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SessionUser } from '@/lib/store';
import { FacebookButton } from '../components/FacebookButton';
import { LoginForm } from '../components/LoginForm';
import { RegistrationForm } from '../components/RegistrationForm';
import { authPageTarget, login2Target } from '@/lib/after-auth';
import { useForgotPassword } from '../components/use-forgot-password';
import '@/ui/panel.css';
import '../accounts.css';

type AuthPageProps = {
  /** 'login2' is the older page: after success, the pot's payment page (query jackpot, amount, tip, hide). */
  variant?: 'default' | 'login2';
};

/** Sign-in and registration side by side on a large screen, stacked on a phone. */
export function AuthPage({ variant = 'default' }: AuthPageProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const forgot = useForgotPassword();

  const handleSignedIn = (user: SessionUser) => {
    const target = variant === 'login2' ? login2Target(params, user.role) : authPageTarget(params, user.role);
    void navigate(target, { replace: true });
  };

  return (
    <div className="auth-page container">
      <title>Connexion et inscription — Entraide</title>
      <h1 className="auth-page__title">Connexion et inscription</h1>
      <div className="auth-page__columns">
        <section className="panel auth-card" aria-labelledby="login-title">
          <h2 id="login-title">Déjà inscrit ? Connectez-vous</h2>
          <LoginForm onSignedIn={handleSignedIn} onForgotPassword={forgot.open} footer={<FacebookButton from={variant} />} />
        </section>
        <section className="panel auth-card" aria-labelledby="signup-title">
          <h2 id="signup-title">Nouveau ? Inscrivez-vous</h2>
          <RegistrationForm onSignedIn={handleSignedIn} />
        </section>
      </div>
      {forgot.modal}
    </div>
  );
}

export function Login2Page() {
  return <AuthPage variant="login2" />;
}
