// The payout account's form: holder name, IBAN and (optional) BIC, checked with the API's rules
// (domain/charity-area.ts). The holder's field can be filled from outside (the bank's suggested name).
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseFormReturn } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { payoutAccountSchema } from '@domain/charity-area';
import { toastFormErrors } from '@/lib/form-feedback';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';

export type PayoutValues = { holder_name: string; iban: string; bic: string };
export type PayoutForm = UseFormReturn<PayoutValues>;

export function usePayoutForm(holder: string): PayoutForm {
  return useForm<PayoutValues>({
    resolver: zodResolver(payoutAccountSchema) as never,
    mode: 'onTouched',
    defaultValues: { holder_name: holder, iban: '', bic: '' },
  });
}

type Props = { form: PayoutForm; onSubmit: (values: PayoutValues) => Promise<void>; submitLabel: string };

export function PayoutAccountForm({ form, onSubmit, submitLabel }: Props) {
  const { errors, isSubmitting } = form.formState;
  return (
    <form className="charity-form" noValidate aria-label="Compte de versement" onSubmit={form.handleSubmit(onSubmit, toastFormErrors)}>
      <Field
        label="Titulaire du compte"
        required
        autoComplete="off"
        hint="Le nom exact du titulaire, tel qu’il figure sur le RIB."
        error={errors.holder_name?.message}
        {...form.register('holder_name')}
      />
      <Field
        label="IBAN"
        required
        autoComplete="off"
        spellCheck={false}
        placeholder="FR76 …"
        error={errors.iban?.message}
        {...form.register('iban')}
      />
      <Field label="BIC (facultatif)" autoComplete="off" spellCheck={false} error={errors.bic?.message} {...form.register('bic')} />
      <Button type="submit" block loading={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
