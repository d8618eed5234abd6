import { useId, useState } from 'react';
import { DONATION_MESSAGES } from '@domain/messages';
import { centsToEuroInput, formatEuros, parseEuroInput } from '@domain/money';

/** The tips offered besides 'none' (cents). */
export const TIP_CHOICES_CENTS = [100, 200, 500] as const;

type TipChooserProps = {
  tipCents: number;
  onChange: (cents: number | null) => void;
};

/**
 * The optional tip to Entraide, apart from the gift: 'Aucun' (0) unless the donor picks an amount or
 * types another one. `onChange(null)` while the typed amount cannot be read.
 */
export function TipChooser({ tipCents, onChange }: TipChooserProps) {
  const name = useId();
  const otherId = useId();
  const preset = tipCents === 0 || (TIP_CHOICES_CENTS as readonly number[]).includes(tipCents);
  const [other, setOther] = useState(!preset);
  const [otherText, setOtherText] = useState(preset ? '' : centsToEuroInput(tipCents));
  const [error, setError] = useState<string | null>(null);

  const pick = (cents: number) => {
    setOther(false);
    setError(null);
    onChange(cents);
  };
  const typeOther = (text: string) => {
    setOtherText(text);
    const cents = text.trim() === '' ? 0 : parseEuroInput(text);
    setError(cents === null ? DONATION_MESSAGES.tipInvalid : null);
    onChange(cents);
  };

  return (
    <fieldset className="tip-chooser">
      <legend className="tip-chooser__legend">Soutenir Entraide (facultatif)</legend>
      <p className="tip-chooser__note">
        Entraide est gratuite pour les organisateurs et les donateurs : ses frais de fonctionnement sont facturés aux associations
        partenaires. Vous pouvez, si vous le souhaitez, ajouter un soutien à la plateforme : il s’ajoute à votre don, qui reste versé en
        entier à l’association.
      </p>
      <div className="tip-chooser__options">
        <label className="tip-chooser__option">
          <input type="radio" name={name} checked={!other && tipCents === 0} onChange={() => pick(0)} />
          <span>Aucun</span>
        </label>
        {TIP_CHOICES_CENTS.map((cents) => (
          <label key={cents} className="tip-chooser__option">
            <input type="radio" name={name} checked={!other && tipCents === cents} onChange={() => pick(cents)} />
            <span>{formatEuros(cents)}</span>
          </label>
        ))}
        <label className="tip-chooser__option">
          <input
            type="radio"
            name={name}
            checked={other}
            onChange={() => {
              setOther(true);
              typeOther(otherText);
            }}
          />
          <span>Autre</span>
        </label>
      </div>
      {other && (
        <div className={error ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={otherId}>
            Montant de votre soutien (en euros)
          </label>
          <input
            id={otherId}
            className="field__input"
            inputMode="decimal"
            autoComplete="off"
            value={otherText}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${otherId}-error` : undefined}
            onChange={(event) => typeOther(event.target.value)}
          />
          {error && (
            <p id={`${otherId}-error`} className="field__error" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
