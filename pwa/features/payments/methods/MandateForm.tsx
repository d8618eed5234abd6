import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { mandateFormSchema, monthlyMandateFormSchema } from '@domain/bank';
import { DEBIT_DAY } from '@domain/constants';
import { toastFormErrors } from '@/lib/form-feedback';
import { ValidationError } from '@/lib/api-client';
import type { SessionUser } from '@/lib/store';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { requiredFields } from '@/lib/form-feedback';
import { SelectField } from '@/ui/SelectField';
import type { BankAccountBody } from '../requests/bank';
import { formFieldOf, type MandateFormValues } from './mandate-flow';

/** The inputs: the `bank_account` fields, and the debit day as the select gives it. */
type FormValues = Omit<BankAccountBody, 'bank_account_country_iso'> & { debit_day: string };

const DAY_OPTIONS = Array.from({ length: DEBIT_DAY.max - DEBIT_DAY.min + 1 }, (_, i) => {
  const day = String(DEBIT_DAY.min + i);
  return { value: day, label: day === '1' ? '1er du mois' : `Le ${day} du mois` };
});

type MandateFormProps = {
  monthly: boolean;
  submitLabel: string;
  user: SessionUser | null;
  /**
   * Runs the flow with the checked values. Resolves when the page is leaving (keep the button
   * disabled); rejects with the error to show: a ValidationError's fields go back on the inputs and
   * the form can be sent again.
   */
  onSubmit: (values: MandateFormValues) => Promise<void>;
};

function defaults(user: SessionUser | null): FormValues {
  const holder = [user?.firstname, user?.name].filter(Boolean).join(' ');
  return {
    iban: '',
    bic: '',
    bank_account_holder: holder,
    bank_account_address_line_1: user?.user_adress?.address_line_1 ?? '',
    bank_account_postal_code: user?.user_adress?.post_code ?? '',
    bank_account_city: user?.user_adress?.city ?? '',
    debit_day: String(DEBIT_DAY.default),
  };
}

/**
 * The bank account form of the direct-debit methods (IBAN, BIC, holder and address, plus the debit
 * day for monthly giving), checked with domain/bank.ts. Its button is disabled from the first valid
 * submit on, as the spec asks; it comes back only when the server refused a field of the form.
 */
export function MandateForm({ monthly, submitLabel, user, onSubmit }: MandateFormProps) {
  const [sent, setSent] = useState(false);
  const form = useForm<FormValues>({
    resolver: zodResolver(monthly ? monthlyMandateFormSchema : mandateFormSchema) as never,
    mode: 'onTouched',
    defaultValues: defaults(user),
  });
  const { register, setError } = form;
  const { errors } = form.formState;
  const required = requiredFields(register, errors);

  const handleValid = async (values: FormValues) => {
    setSent(true);
    const parsed = values as unknown as MandateFormValues; // the resolver's output: normalized, debit_day a number
    try {
      await onSubmit(monthly ? parsed : { ...parsed, debit_day: undefined });
    } catch (err) {
      if (err instanceof ValidationError) {
        let onForm = false;
        for (const item of err.errors) {
          const name = formFieldOf(item.field);
          if (name) {
            onForm = true;
            setError(name, { type: 'server', message: item.detail });
          }
        }
        if (onForm) setSent(false);
      }
    }
  };

  return (
    <form
      noValidate
      className="mandate-form"
      onSubmit={form.handleSubmit(handleValid, toastFormErrors)}
      aria-label={monthly ? 'Don mensuel par prélèvement' : 'Don par prélèvement'}
    >
      <Field label="IBAN" autoComplete="off" spellCheck={false} placeholder="FR76 …" {...required('iban')} />
      <Field label="BIC" autoComplete="off" spellCheck={false} {...required('bic')} />
      <Field label="Titulaire du compte" autoComplete="name" {...required('bank_account_holder')} />
      <Field label="Adresse du titulaire" autoComplete="street-address" {...required('bank_account_address_line_1')} />
      <div className="field-row">
        <Field label="Code postal" autoComplete="postal-code" {...required('bank_account_postal_code')} />
        <Field label="Ville" autoComplete="address-level2" {...required('bank_account_city')} />
      </div>
      {monthly && (
        <SelectField label="Jour de prélèvement" placeholder="Choisissez un jour" options={DAY_OPTIONS} {...required('debit_day')} />
      )}
      <Button type="submit" block disabled={sent} loading={sent && form.formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
