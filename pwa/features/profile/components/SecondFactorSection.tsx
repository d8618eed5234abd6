import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { secondFactorDisableSchema, secondFactorEnableSchema, totpCodeSchema, type SecondFactorEnrolment } from '@domain/second-factor';
import { reportServerError, toastProfileErrors } from '@/lib/form-feedback';
import { formatDayAndTime } from '@/lib/format';
import { Button } from '@/ui/Button';
import { CurrentPasswordField } from '@/ui/PasswordFields';
import { RecoveryCodes } from '@/ui/RecoveryCodes';
import { TotpCodeField } from '@/ui/TotpCodeField';
import { TotpKey } from '@/ui/TotpKey';
import { toastSuccess } from '@/ui/toast';
import {
  useConfirmSecondFactor,
  useDisableSecondFactor,
  useSecondFactorStatus,
  useStartSecondFactor,
} from '../requests/second-factor-requests';

type Step = { kind: 'idle' } | { kind: 'enrolling'; enrolment: SecondFactorEnrolment } | { kind: 'codes'; codes: string[] };

/** Current password, to start an enrolment. */
function EnableForm({ onStarted }: { onStarted: (enrolment: SecondFactorEnrolment) => void }) {
  const start = useStartSecondFactor();
  const form = useForm<{ current_password: string }>({
    resolver: zodResolver(secondFactorEnableSchema),
    defaultValues: { current_password: '' },
  });
  const handleValid = async (values: { current_password: string }) => {
    try {
      onStarted(await start.mutateAsync(values.current_password));
    } catch (err) {
      reportServerError(err, form.setError);
    }
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid, toastProfileErrors)} aria-label="Activer la double authentification">
      <CurrentPasswordField error={form.formState.errors.current_password?.message} {...form.register('current_password')} />
      <Button type="submit" loading={form.formState.isSubmitting}>
        Activer la double authentification
      </Button>
    </form>
  );
}

/** The key to scan, and the first code that turns the factor on. */
function ConfirmForm({
  userId,
  enrolment,
  onConfirmed,
}: {
  userId: number;
  enrolment: SecondFactorEnrolment;
  onConfirmed: (codes: string[]) => void;
}) {
  const confirm = useConfirmSecondFactor(userId);
  const form = useForm<{ code: string }>({ resolver: zodResolver(totpCodeSchema) as never, defaultValues: { code: '' } });
  const handleValid = async (values: { code: string }) => {
    try {
      onConfirmed((await confirm.mutateAsync(values.code)).recovery_codes);
    } catch (err) {
      reportServerError(err, form.setError);
    }
  };
  return (
    <>
      <p className="profile-card__intro">
        Scannez ce QR code avec votre application d’authentification, puis saisissez le code qu’elle affiche.
      </p>
      <TotpKey secret={enrolment.secret} uri={enrolment.otpauth_uri} />
      <form noValidate onSubmit={form.handleSubmit(handleValid, toastProfileErrors)} aria-label="Confirmer la double authentification">
        <TotpCodeField error={form.formState.errors.code?.message} {...form.register('code')} />
        <Button type="submit" loading={form.formState.isSubmitting}>
          Confirmer
        </Button>
      </form>
    </>
  );
}

/** Current password and a code, to turn the factor off. */
function DisableForm({ userId }: { userId: number }) {
  const disable = useDisableSecondFactor(userId);
  type Values = { current_password: string; code: string };
  const form = useForm<Values>({
    resolver: zodResolver(secondFactorDisableSchema) as never,
    defaultValues: { current_password: '', code: '' },
  });
  const handleValid = async (values: Values) => {
    try {
      await disable.mutateAsync(values);
      toastSuccess('La double authentification est désactivée.');
    } catch (err) {
      reportServerError(err, form.setError);
    }
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid, toastProfileErrors)} aria-label="Désactiver la double authentification">
      <CurrentPasswordField error={form.formState.errors.current_password?.message} {...form.register('current_password')} />
      <TotpCodeField error={form.formState.errors.code?.message} {...form.register('code')} />
      <Button type="submit" variant="secondary" loading={form.formState.isSubmitting}>
        Désactiver la double authentification
      </Button>
    </form>
  );
}

/**
 * 'Double authentification': optional for donors and companies, turned on with the current password
 * and a first code (recovery codes shown once), off with the password and a code; manager and charity
 * accounts see that theirs is required.
 */
export function SecondFactorSection({ userId }: { userId: number }) {
  const status = useSecondFactorStatus(userId);
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  if (status.isPending) return <p className="profile-card__intro">Chargement…</p>;
  if (status.isError) return <p role="alert">La double authentification n’a pas pu être chargée. Réessayez dans un instant.</p>;
  if (step.kind === 'codes') {
    return (
      <>
        <p className="profile-card__intro">La double authentification est activée.</p>
        <RecoveryCodes codes={step.codes} />
        <Button onClick={() => setStep({ kind: 'idle' })}>J’ai noté mes codes</Button>
      </>
    );
  }
  if (step.kind === 'enrolling') {
    return <ConfirmForm userId={userId} enrolment={step.enrolment} onConfirmed={(codes) => setStep({ kind: 'codes', codes })} />;
  }
  const { enabled, required, confirmed_at: since, recovery_codes_left: left } = status.data;
  if (!enabled) {
    return (
      <>
        <p className="profile-card__intro">
          Protégez votre compte avec un code à 6 chiffres, donné par une application d’authentification, demandé à chaque connexion.
        </p>
        <EnableForm onStarted={(enrolment) => setStep({ kind: 'enrolling', enrolment })} />
      </>
    );
  }
  return (
    <>
      <p className="profile-card__intro">
        La double authentification est activée{since ? ` depuis le ${formatDayAndTime(since)}` : ''}. Il vous reste {left} code
        {left > 1 ? 's' : ''} de secours.
      </p>
      {required ? <p className="profile-card__intro">Elle est obligatoire pour votre compte.</p> : <DisableForm userId={userId} />}
    </>
  );
}
