import { useId } from 'react';
import type { PaymentMethod } from '@domain/constants';
import { PAYMENT_METHODS } from '@domain/constants';

/** How each method reads on the payment page. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, { label: string; hint: string }> = {
  CB: { label: 'Carte bancaire', hint: 'Visa, Mastercard, CB' },
  UNIQUE_WIRE: { label: 'Prélèvement SEPA', hint: 'Un prélèvement unique sur votre compte' },
  MONTHLY_WIRE: { label: 'Je donne tous les mois', hint: 'Un prélèvement chaque mois, arrêtable à tout moment' },
  SEPA: { label: 'Virement SEPA', hint: 'Un virement depuis votre banque' },
};

/** The four payment methods as large radio cards. */
export function MethodChooser({ value, onChange }: { value: PaymentMethod; onChange: (method: PaymentMethod) => void }) {
  const name = useId();
  return (
    <fieldset className="method-chooser">
      <legend className="method-chooser__legend">Moyen de paiement</legend>
      {PAYMENT_METHODS.map((method) => (
        <label key={method} className={method === value ? 'method-chooser__option method-chooser__option--on' : 'method-chooser__option'}>
          <input type="radio" name={name} value={method} checked={method === value} onChange={() => onChange(method)} />
          <span className="method-chooser__text">
            <span className="method-chooser__label">{PAYMENT_METHOD_LABELS[method].label}</span>
            <span className="method-chooser__hint">{PAYMENT_METHOD_LABELS[method].hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
