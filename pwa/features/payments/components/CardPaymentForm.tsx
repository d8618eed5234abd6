import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { cardFormSchema } from '../../../../domain/card';
import { toastFormErrors } from '../../../lib/form-feedback';
import { Button } from '../../../ui/Button';
import type { CardData } from '../requests/cards';
import { EMPTY_CARD } from '../lib/card-inputs';
import { CardFields } from './CardFields';

type CardPaymentFormProps = {
  /** True from the first press until an error gives the form back (the spec's disabled submit). */
  busy: boolean;
  onPay: (card: CardData) => void;
  /** Shown between the boxes and the button (the payment summary). */
  children?: ReactNode;
};

/** The signed-in donor's card form: VALIDER stays disabled while a box is invalid or a payment runs. */
export function CardPaymentForm({ busy, onPay, children }: CardPaymentFormProps) {
  const schema = useMemo(() => cardFormSchema(new Date()), []);
  const form = useForm<CardData, unknown, CardData>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: EMPTY_CARD,
  });
  return (
    <FormProvider {...form}>
      <form className="card-form" noValidate aria-label="Paiement par carte" onSubmit={form.handleSubmit(onPay, toastFormErrors)}>
        <CardFields disabled={busy} />
        {children}
        <Button type="submit" block size="lg" disabled={!form.formState.isValid} loading={busy}>
          Valider
        </Button>
      </form>
    </FormProvider>
  );
}
