import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { cardFormSchema } from '@domain/card';
import { quickIdentityInitialValues, quickIdentitySchema } from '@domain/quick-payment';
import { toastFormErrors } from '@/lib/form-feedback';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import type { CardData, QuickIdentity } from '../requests/cards';
import { EMPTY_CARD } from '../lib/card-inputs';
import { CardFields } from './CardFields';

/** What the quick-payment form gives: the identity (birth date still DD-MM-YYYY) and the card. */
export type QuickPaymentValues = QuickIdentity & CardData;

/** The quick form's rules: the donor's identity (domain/quick-payment.ts) and the card (domain/card.ts). */
export function quickPaymentSchema(today: Date | string) {
  return quickIdentitySchema({ today, format: 'form' }).extend(cardFormSchema(today).shape);
}

type QuickPaymentFormProps = {
  busy: boolean;
  onPay: (values: QuickPaymentValues) => void;
  /** Today, for the birth date's default and limit (tests pass a fixed day). */
  today?: Date | string;
};

/**
 * The quick donor's form: first name, last name, e-mail, birth date (DD-MM-YYYY, opening at the
 * latest accepted day: 18 years and one day ago), then the card. VALIDER waits for every box to be valid.
 */
export function QuickPaymentForm({ busy, onPay, today }: QuickPaymentFormProps) {
  const day = useMemo(() => today ?? new Date(), [today]);
  const schema = useMemo(() => quickPaymentSchema(day), [day]);
  const form = useForm<QuickPaymentValues, unknown, QuickPaymentValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { ...quickIdentityInitialValues(day), ...EMPTY_CARD },
  });
  const { errors } = form.formState;
  return (
    <FormProvider {...form}>
      <form className="card-form" noValidate aria-label="Don rapide" onSubmit={form.handleSubmit(onPay, toastFormErrors)}>
        <fieldset className="card-fields" disabled={busy}>
          <legend className="card-fields__legend">Vos coordonnées</legend>
          <Field label="Prénom" autoComplete="given-name" required error={errors.firstname?.message} {...form.register('firstname')} />
          <Field label="Nom" autoComplete="family-name" required error={errors.name?.message} {...form.register('name')} />
          <Field label="E-mail" type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
          <Field
            label="Date de naissance"
            hint="Format JJ-MM-AAAA"
            inputMode="numeric"
            autoComplete="bday"
            required
            error={errors.birth_date?.message}
            {...form.register('birth_date')}
          />
        </fieldset>
        <CardFields disabled={busy} />
        <Button type="submit" block size="lg" disabled={!form.formState.isValid} loading={busy}>
          Valider
        </Button>
      </form>
    </FormProvider>
  );
}
