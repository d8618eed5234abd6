import { useId, useState } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { Field } from '@/ui/Field';
import { cardCvcInput, cardExpiryInput, cardNumberInput, expiryExample } from '../lib/card-inputs';

type CardValues = { cardNumber: string; cardExpirationDate: string; cardCvx: string };

/**
 * The three card boxes (number, expiry MMYY, security code with its help), for a react-hook-form form
 * whose values include the card. Each box filters what is typed; messages show once a box is left.
 */
export function CardFields({ disabled = false }: { disabled?: boolean }) {
  const form = useFormContext<CardValues & FieldValues>();
  const { errors } = form.formState;
  const [helpOpen, setHelpOpen] = useState(false);
  const helpId = useId();

  // Every box is required and numeric, and shows its own message.
  const bind = (name: keyof CardValues, filter: (value: string) => string) => {
    const registered = form.register(name);
    return {
      inputMode: 'numeric' as const,
      required: true,
      error: errors[name]?.message,
      ...registered,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        event.target.value = filter(event.target.value);
        return registered.onChange(event);
      },
    };
  };

  return (
    <fieldset className="card-fields" disabled={disabled}>
      <legend className="card-fields__legend">Votre carte bancaire</legend>
      <Field label="Numéro de carte" autoComplete="cc-number" placeholder="0000 0000 0000 0000" {...bind('cardNumber', cardNumberInput)} />
      <div className="card-fields__row">
        <Field
          label="Expiration"
          hint={`ex. : ${expiryExample()}`}
          autoComplete="cc-exp"
          placeholder="MMAA"
          maxLength={7}
          {...bind('cardExpirationDate', cardExpiryInput)}
        />
        <div className="card-fields__cvc">
          <Field label="Cryptogramme" autoComplete="cc-csc" placeholder="123" maxLength={3} {...bind('cardCvx', cardCvcInput)} />
          <button
            type="button"
            className="card-fields__help"
            aria-expanded={helpOpen}
            aria-controls={helpId}
            aria-label="Qu’est-ce que le cryptogramme ?"
            onClick={() => setHelpOpen((open) => !open)}
          >
            ?
          </button>
        </div>
      </div>
      <p id={helpId} className="card-fields__help-text" hidden={!helpOpen}>
        Le cryptogramme est le code à 3 chiffres imprimé au dos de votre carte, près de la signature.
      </p>
    </fieldset>
  );
}
