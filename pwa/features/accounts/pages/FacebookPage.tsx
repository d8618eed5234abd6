import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { formDateToIso } from '@domain/dates';
import { GENERIC_NOTICES } from '@domain/notices';
import { socialSignupSchema } from '@domain/registration';
import { ApiError } from '@/lib/api-client';
import { reportServerError, toastFormErrors } from '@/lib/form-feedback';
import { useSession, type SessionUser } from '@/lib/store';
import { AddressFields } from '@/ui/AddressFields';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { BirthDateField, NameFields, TermsCheckbox } from '@/ui/PersonFields';
import { LoadingOverlay } from '@/ui/Spinner';
import { toastError } from '@/ui/toast';
import { logInWithFacebook, signUpWithFacebook } from '../requests/social-requests';
import type { AuthAnswer } from '../requests/auth-requests';
import type { SecondFactorChallenge } from '../requests/second-factor-requests';
import { SecondFactorStep } from '../components/SecondFactorStep';
import { authPageTarget } from '@/lib/after-auth';
import { completionPath, readFacebookCallback, type FacebookStart } from '../lib/facebook-flow';
import '@/ui/panel.css';
import '../accounts.css';

type Values = {
  facebook_token: string;
  facebook_id: string;
  email: string;
  firstname: string;
  name: string;
  birth_date: string;
  user_adress: { address_line_1: string; post_code: string; city: string; country_iso: string };
  accept_conditions: boolean;
};

/** Where a signed-in person goes from each start (spec: the older completion goes to /particular/dashboard). */
function targetOf(start: FacebookStart, user: SessionUser, completed: boolean): string {
  if (start.from === 'creation') return `/${start.flow ?? 'create'}/${start.type ?? 'private'}/details${start.search}`;
  if (start.from === 'login2' && completed) return '/particular/dashboard';
  return authPageTarget(new URLSearchParams(start.search), user.role);
}

/**
 * What the callback hands the completion page in the history entry's state (never in its address): the
 * sign-up ticket, and the start (the step and its query to return to once registered).
 */
type CompletionState = { facebook_token?: string; start?: FacebookStart } | null;

/**
 * /login/facebook, /login2/facebook and /create/{type}/authenticate/facebook: back from the Facebook
 * dialog with a code and our state, posts them to the API, then signs in a known person or opens the
 * completion form (last name, first name, birth date, address, city, country, postal code, e-mail,
 * terms) prefilled from Facebook. The sign-up ticket travels in the history entry's state, so no token
 * is ever in an address of ours.
 */
export function FacebookPage({ from }: { from: FacebookStart['from'] }) {
  const location = useLocation();
  const { search } = location;
  const locationState: unknown = location.state;
  const { type } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [checking, setChecking] = useState(params.has('code'));
  const [secondStep, setSecondStep] = useState<{ challenge: SecondFactorChallenge; start: FacebookStart } | null>(null);
  const ticket = (locationState as CompletionState)?.facebook_token ?? '';
  const handed = (locationState as CompletionState)?.start;
  const start: FacebookStart = handed?.from === from && typeof handed.search === 'string' ? handed : { from, type, search: '' };

  useEffect(() => {
    const callback = readFacebookCallback(search);
    if (!callback) {
      setChecking(false);
      return;
    }
    void (async () => {
      try {
        const answer = await logInWithFacebook(callback.code, callback.state);
        if ('challenge' in answer) {
          setSecondStep({ challenge: answer.challenge, start: callback.start });
          setChecking(false);
          return;
        }
        if ('auth' in answer) {
          signIn(answer.auth.auth_token, answer.auth.user);
          void navigate(targetOf(callback.start, answer.auth.user, false), { replace: true });
          return;
        }
        const { facebook_token: facebookToken, ...profile } = answer.signup;
        const query = new URLSearchParams({
          firstname: profile.firstname,
          name: profile.name,
          email: profile.email,
          facebook_id: profile.facebook_id,
        });
        // The form opens once the address carries the profile (the effect runs again without a code), so it
        // never shows empty before filling in.
        void navigate(`${completionPath(callback.start)}?${query}`, {
          replace: true,
          state: { facebook_token: facebookToken, start: callback.start },
        });
      } catch (err) {
        toastError(err instanceof ApiError ? err.message : GENERIC_NOTICES.error);
        void navigate('/login', { replace: true });
      }
    })();
  }, [search, navigate, signIn]);

  const form = useForm<Values>({
    resolver: zodResolver(
      socialSignupSchema({ today: new Date(), format: 'form', flow: from === 'creation' ? 'creation' : 'account' }),
    ) as never,
    mode: 'onTouched',
    values: {
      facebook_token: ticket,
      facebook_id: params.get('facebook_id') ?? '',
      email: params.get('email') ?? '',
      firstname: params.get('firstname') ?? '',
      name: params.get('name') ?? '',
      birth_date: '',
      user_adress: { address_line_1: '', post_code: '', city: '', country_iso: 'FR' },
      accept_conditions: false,
    },
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;

  const handleValid = async (values: Values) => {
    try {
      const answer = await signUpWithFacebook({ ...values, birth_date: formDateToIso(values.birth_date) ?? values.birth_date });
      signIn(answer.auth_token, answer.user);
      void navigate(targetOf(start, answer.user, true), { replace: true });
    } catch (err) {
      reportServerError(err, form.setError, (field) => field, GENERIC_NOTICES.error);
    }
  };

  if (secondStep) {
    const handleDone = (answer: AuthAnswer) => {
      signIn(answer.auth_token, answer.user);
      void navigate(targetOf(secondStep.start, answer.user, false), { replace: true });
    };
    return (
      <div className="auth-page container">
        <title>Connexion — Entraide</title>
        <section className="panel auth-card auth-card--narrow">
          <SecondFactorStep
            challenge={secondStep.challenge}
            onDone={handleDone}
            onRestart={() => void navigate('/login', { replace: true })}
          />
        </section>
      </div>
    );
  }
  if (checking) return <LoadingOverlay label="Connexion avec Facebook…" />;
  const hasToken = ticket !== '';
  return (
    <div className="auth-page container">
      <title>Inscription avec Facebook — Entraide</title>
      <h1 className="auth-page__title">Finalisez votre inscription</h1>
      <section className="panel auth-card auth-card--narrow" aria-label="Inscription avec Facebook">
        {!hasToken ? (
          <p>
            Connectez-vous d’abord avec Facebook depuis la <Link to="/login">page de connexion</Link>.
          </p>
        ) : (
          <form noValidate onSubmit={form.handleSubmit(handleValid, toastFormErrors)} aria-label="Inscription avec Facebook">
            <NameFields register={register} errors={errors} familyNameFirst />
            <BirthDateField register={register} errors={errors} />
            <AddressFields register={register} errors={errors} prefix="user_adress." />
            <Field label="E-mail" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
            <TermsCheckbox register={register} errors={errors} />
            <Button type="submit" block loading={isSubmitting}>
              Inscription
            </Button>
          </form>
        )}
      </section>
    </div>
  );
}

export const FacebookCompletionPage = () => <FacebookPage from="default" />;
export const Login2FacebookPage = () => <FacebookPage from="login2" />;
export const CreationFacebookPage = () => <FacebookPage from="creation" />;
