// The charity's bank account for payouts: the one registered (masked IBAN, holder) and the form that
// registers a new one at the payment provider (it replaces the previous one), checked with the same
// rules as a donor's account (domain/bank.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { mandateFormSchema, type BankAccountBody } from '../../../../domain/bank';
import type { ManagerCharity } from '../../../../domain/manager-types';
import { ApiError, firstErrorMessage } from '../../../lib/api-errors';
import { toastFormErrors } from '../../../lib/form-feedback';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { toastError, toastSuccess } from '../../../ui/toast';
import { useRegisterBankAccount } from '../requests/manager-requests';

type Values = Omit<BankAccountBody, 'bank_account_country_iso'>;
const FIELDS: (keyof Values)[] = [
  'iban',
  'bic',
  'bank_account_holder',
  'bank_account_address_line_1',
  'bank_account_postal_code',
  'bank_account_city',
];

function BankAccountForm({ charity, onDone }: { charity: ManagerCharity; onDone: () => void }) {
  const register = useRegisterBankAccount(charity.id);
  const form = useForm<Values>({
    resolver: zodResolver(mandateFormSchema) as never,
    mode: 'onTouched',
    defaultValues: {
      iban: '',
      bic: '',
      bank_account_holder: charity.name,
      bank_account_address_line_1: '',
      bank_account_postal_code: '',
      bank_account_city: '',
    },
  });
  const { errors } = form.formState;
  const submit = async (values: Values) => {
    try {
      const saved = await register.mutateAsync({ ...values, bank_account_country_iso: 'FR' });
      toastSuccess(`Compte bancaire ${saved.iban_masked} enregistré.`);
      onDone();
    } catch (err) {
      if (err instanceof ApiError) {
        for (const item of err.errors) {
          if (item.field && (FIELDS as string[]).includes(item.field))
            form.setError(item.field as keyof Values, { type: 'server', message: item.detail });
        }
      }
      toastError(firstErrorMessage(err));
    }
  };
  return (
    <form
      className="mgr-form mgr-form--compact"
      noValidate
      aria-label="Compte bancaire de l’association"
      onSubmit={form.handleSubmit(submit, toastFormErrors)}
    >
      <div className="mgr-form__row">
        <Field
          label="IBAN"
          required
          autoComplete="off"
          spellCheck={false}
          placeholder="FR76 …"
          error={errors.iban?.message}
          {...form.register('iban')}
        />
        <Field label="BIC" required autoComplete="off" spellCheck={false} error={errors.bic?.message} {...form.register('bic')} />
      </div>
      <Field label="Titulaire du compte" required error={errors.bank_account_holder?.message} {...form.register('bank_account_holder')} />
      <Field
        label="Adresse du titulaire"
        required
        error={errors.bank_account_address_line_1?.message}
        {...form.register('bank_account_address_line_1')}
      />
      <div className="mgr-form__row">
        <Field
          label="Code postal"
          required
          error={errors.bank_account_postal_code?.message}
          {...form.register('bank_account_postal_code')}
        />
        <Field label="Ville" required error={errors.bank_account_city?.message} {...form.register('bank_account_city')} />
      </div>
      <div className="mgr-form__buttons">
        <Button type="submit" loading={form.formState.isSubmitting}>
          Enregistrer le compte bancaire
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Annuler
        </Button>
      </div>
    </form>
  );
}

export function BankAccountSection({ charity }: { charity: ManagerCharity }) {
  const [editing, setEditing] = useState(false);
  const account = charity.bank_account;
  return (
    <section className="mgr-section" aria-labelledby="mgr-bank-title">
      <div className="mgr-section__header">
        <h2 id="mgr-bank-title">Compte bancaire</h2>
        {!editing && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {account ? 'Remplacer le compte bancaire' : 'Enregistrer un compte bancaire'}
          </Button>
        )}
      </div>
      {account ? (
        <dl className="mgr-facts">
          <dt>IBAN</dt>
          <dd className="mgr-code">{account.iban_masked}</dd>
          <dt>Titulaire</dt>
          <dd>{account.owner_name}</dd>
        </dl>
      ) : (
        <p className="mgr-section__intro">Aucun compte bancaire enregistré.</p>
      )}
      {editing && <BankAccountForm charity={charity} onDone={() => setEditing(false)} />}
    </section>
  );
}
