import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { RegistrationFlow } from '@domain/registration';
import { GENERIC_NOTICES } from '@domain/notices';
import { reportServerError, toastFormErrors } from '@/lib/form-feedback';
import { useSession, type SessionUser } from '@/lib/store';
import { AddressFields } from '@/ui/AddressFields';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { NewPasswordFields } from '@/ui/PasswordFields';
import { BirthDateField, NameFields, TermsCheckbox } from '@/ui/PersonFields';
import { RadioGroup } from '@/ui/RadioGroup';
import { useSignUp } from '../requests/auth-requests';
import { civilityOptions } from './civility';
import { CompanySignupFields } from './CompanySignupFields';
import { emptyRegistration, registrationResolver, toSignupPayload, type AccountKind, type RegistrationValues } from './registration-values';
import '@/ui/info-note.css';

type RegistrationFormProps = {
  onSignedIn: (user: SessionUser) => void;
  initialKind?: AccountKind;
  /** The creation flow knows the kind from its route: no toggle. */
  kindLocked?: boolean;
  flow?: RegistrationFlow;
  /** Values typed earlier (the creation flow's company details). */
  defaults?: Partial<RegistrationValues>;
};

const kindOptions = [
  { value: 'private', label: 'Particulier' },
  { value: 'enterprise', label: 'Entreprise' },
];

/**
 * The registration form: individual or company (the toggle adds and removes the company fields),
 * password strength, country list with France first, the terms checkbox and the tax-receipt note.
 */
export function RegistrationForm({
  onSignedIn,
  initialKind = 'private',
  kindLocked = false,
  flow = 'account',
  defaults,
}: RegistrationFormProps) {
  const [kind, setKind] = useState<AccountKind>(initialKind);
  const kindRef = useRef(kind);
  kindRef.current = kind;
  const { signIn } = useSession();
  const signUp = useSignUp();
  const form = useForm<RegistrationValues>({
    resolver: registrationResolver(() => kindRef.current, flow),
    mode: 'onTouched',
    shouldUnregister: true,
    defaultValues: { ...emptyRegistration, ...defaults },
  });
  const { register, control, setError } = form;
  const { errors, isSubmitting } = form.formState;

  const handleValid = async (values: RegistrationValues) => {
    try {
      const answer = await signUp.mutateAsync(toSignupPayload(values, kindRef.current));
      signIn(answer.auth_token, answer.user);
      onSignedIn(answer.user);
    } catch (err) {
      reportServerError(err, setError, (field) => (field in emptyRegistration ? field : null), GENERIC_NOTICES.errorWithFullStop);
    }
  };

  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit(handleValid, toastFormErrors)} aria-label="Inscription">
      {!kindLocked && (
        <fieldset className="field field--radios field--segmented account-kind">
          <legend className="field__label">Vous êtes</legend>
          <div className="field__radios">
            {kindOptions.map((option) => (
              <label key={option.value} className="field__radio">
                <input
                  type="radio"
                  name="account-kind"
                  value={option.value}
                  checked={kind === option.value}
                  onChange={() => setKind(option.value as AccountKind)}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {kind === 'enterprise' && <CompanySignupFields register={register} errors={errors} />}
      <fieldset className="form-section">
        <legend className="form-section__title">{kind === 'enterprise' ? 'Votre compte' : 'Vos informations'}</legend>
        <RadioGroup legend="Civilité" required options={civilityOptions} error={errors.gender?.message} {...register('gender')} />
        <NameFields register={register} errors={errors} />
        <BirthDateField register={register} errors={errors} />
        <AddressFields register={register} errors={errors} />
        <Field
          label="Téléphone mobile (facultatif)"
          type="tel"
          autoComplete="tel"
          error={errors.mob_phone?.message}
          {...register('mob_phone')}
        />
        <Field label="E-mail" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        <NewPasswordFields register={register} control={control} errors={errors} />
        <TermsCheckbox register={register} errors={errors} />
      </fieldset>
      <p className="info-note" role="note">
        Ces informations sont nécessaires pour vous délivrer le reçu fiscal de vos dons.
      </p>
      <Button type="submit" block loading={isSubmitting}>
        Créer mon compte
      </Button>
    </form>
  );
}
