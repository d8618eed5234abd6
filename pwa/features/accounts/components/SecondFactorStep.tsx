import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { recoveryCodeSchema, totpCodeSchema } from '@domain/second-factor';
import { ApiError } from '@/lib/api-client';
import { reportServerError, toastFormErrors } from '@/lib/form-feedback';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { RecoveryCodes } from '@/ui/RecoveryCodes';
import { TotpCodeField } from '@/ui/TotpCodeField';
import { TotpKey } from '@/ui/TotpKey';
import { toastError } from '@/ui/toast';
import { useCompleteSecondFactor, type SecondFactorChallenge, type SecondStepAnswer } from '../requests/second-factor-requests';

type Values = { code: string; recovery_code: string };

type SecondFactorStepProps = {
  challenge: SecondFactorChallenge;
  /** The session, once the code is right (and the recovery codes noted, after an enrolment). */
  onDone: (answer: SecondStepAnswer) => void;
  /** Back to the password (the challenge expired, or the user wants to). */
  onRestart: () => void;
};

/**
 * Sign-in's second step. A code from the authenticator app (or a recovery code); for a manager or
 * charity account without a factor yet, the enrolment first: the QR code and the key, then the first
 * code, then the recovery codes, shown once, until 'J'ai noté mes codes'.
 */
export function SecondFactorStep({ challenge, onDone, onRestart }: SecondFactorStepProps) {
  const complete = useCompleteSecondFactor();
  const [recoveryMode, setRecoveryMode] = useState(false);
  const [noted, setNoted] = useState<SecondStepAnswer | null>(null);
  const enrolling = challenge.step === 'enrolment';
  const form = useForm<Values>({
    resolver: zodResolver(recoveryMode ? recoveryCodeSchema : totpCodeSchema) as never,
    mode: 'onSubmit',
    defaultValues: { code: '', recovery_code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const handleValid = async (values: Values) => {
    const proof = recoveryMode ? { recovery_code: values.recovery_code } : { code: values.code };
    try {
      const answer = await complete.mutateAsync({ challenge_token: challenge.challenge_token, ...proof });
      if (answer.recovery_codes) setNoted(answer);
      else onDone(answer);
    } catch (err) {
      if (err instanceof ApiError && err.errors.some((e) => e.code === 'second_factor_challenge_invalid')) {
        toastError(err.errors[0]?.detail ?? '');
        onRestart();
        return;
      }
      reportServerError(err, form.setError);
    }
  };

  if (noted) {
    return (
      <section className="second-factor" aria-labelledby="second-factor-title">
        <h2 id="second-factor-title" className="second-factor__title">
          Vos codes de secours
        </h2>
        <p className="second-factor__intro">La double authentification est activée.</p>
        <RecoveryCodes codes={noted.recovery_codes ?? []} />
        <Button block onClick={() => onDone(noted)}>
          J’ai noté mes codes
        </Button>
      </section>
    );
  }

  const toggle = () => {
    form.clearErrors();
    setRecoveryMode((value) => !value);
  };

  return (
    <section className="second-factor" aria-labelledby="second-factor-title">
      <h2 id="second-factor-title" className="second-factor__title">
        {enrolling ? 'Protégez votre compte' : 'Double authentification'}
      </h2>
      {challenge.step === 'enrolment' ? (
        <>
          <p className="second-factor__intro">
            Votre compte gère de l’argent&#8239;: il demande un code à chaque connexion. Scannez ce QR code avec une application
            d’authentification (Google Authenticator, Microsoft Authenticator, FreeOTP…), puis saisissez le code qu’elle affiche.
          </p>
          <TotpKey secret={challenge.secret} uri={challenge.otpauth_uri} />
        </>
      ) : (
        <p className="second-factor__intro">
          {recoveryMode
            ? 'Saisissez un de vos codes de secours. Chacun ne sert qu’une fois.'
            : 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.'}
        </p>
      )}
      <form className="auth-form" noValidate onSubmit={form.handleSubmit(handleValid, toastFormErrors)} aria-label="Code de vérification">
        {recoveryMode ? (
          <Field
            key="recovery"
            label="Code de secours"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={errors.recovery_code?.message}
            {...form.register('recovery_code')}
          />
        ) : (
          <TotpCodeField key="code" error={errors.code?.message} {...form.register('code')} />
        )}
        <Button type="submit" block loading={isSubmitting}>
          {enrolling ? 'Activer et me connecter' : 'Valider'}
        </Button>
      </form>
      {!enrolling && (
        <p className="auth-form__forgot">
          <button type="button" className="link-button" onClick={toggle}>
            {recoveryMode ? 'Utiliser le code de l’application' : 'Utiliser un code de secours'}
          </button>
        </p>
      )}
      <p className="auth-form__forgot">
        <button type="button" className="link-button" onClick={onRestart}>
          Revenir à la connexion
        </button>
      </p>
    </section>
  );
}
