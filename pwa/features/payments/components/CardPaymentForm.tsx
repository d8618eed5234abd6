import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { cardFormSchema } from '@domain/card';
import { toastFormErrors } from '@/lib/form-feedback';
import { Button } from '@/ui/Button';
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

const BOX_NAMES: Record<keyof CardData, string> = {
  cardNumber: 'le numéro de carte',
  cardExpirationDate: 'la date d’expiration',
  cardCvx: 'le cryptogramme',
};

/** 'Pour valider, complétez le numéro de carte et le cryptogramme.' for the boxes not yet valid. */
function missingBoxesLine(boxes: ReadonlyArray<keyof CardData>): string {
  const names = boxes.map((box) => BOX_NAMES[box]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} et ${names.at(-1)}` : (names[0] ?? '');
  return `Pour valider, complétez ${list}.`;
}

/**
 * The signed-in donor's card form: VALIDER stays disabled while a box is invalid or a payment runs, and
 * says under it which boxes are still to complete (issue 47).
 */
export function CardPaymentForm({ busy, onPay, children }: CardPaymentFormProps) {
  const schema = useMemo(() => cardFormSchema(new Date()), []);
  const form = useForm<CardData, unknown, CardData>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: EMPTY_CARD,
  });
  const noteId = useId();
  const values = form.watch();
  const parsed = schema.safeParse(values);
  const missing = parsed.success
    ? []
    : (Object.keys(BOX_NAMES) as Array<keyof CardData>).filter((box) => parsed.error.issues.some((issue) => issue.path[0] === box));
  const blocked = !form.formState.isValid && missing.length > 0;
  return (
    <FormProvider {...form}>
      <form className="card-form" noValidate aria-label="Paiement par carte" onSubmit={form.handleSubmit(onPay, toastFormErrors)}>
        <CardFields disabled={busy} />
        {children}
        <Button
          type="submit"
          block
          size="lg"
          disabled={!form.formState.isValid}
          loading={busy}
          aria-describedby={blocked ? noteId : undefined}
        >
          Valider
        </Button>
        {blocked && (
          <p id={noteId} className="card-form__missing">
            {missingBoxesLine(missing)}
          </p>
        )}
      </form>
    </FormProvider>
  );
}
