import type { ReactNode } from 'react';
import { formatEuros } from '@domain/money';

type DonationSummaryProps = {
  amountCents: number;
  tipCents: number;
  /** The gift's cost after the tax reduction, with its percent; absent for quick donations. */
  netCost?: { cents: number; percent: number };
  /** A link under the figures ('Modifier'). */
  action?: ReactNode;
  title?: string;
};

/** The figures of a donation: the gift, the tip apart from it, the total paid, and the net cost. */
export function DonationSummary({ amountCents, tipCents, netCost, action, title = 'Récapitulatif' }: DonationSummaryProps) {
  return (
    <section className="donation-summary" aria-label={title}>
      <h2 className="donation-summary__title">{title}</h2>
      <dl className="donation-summary__list">
        <div className="donation-summary__row">
          <dt>Votre don à la cagnotte</dt>
          <dd>{formatEuros(amountCents)}</dd>
        </div>
        <div className="donation-summary__row">
          <dt>Votre soutien à Entraide</dt>
          <dd>{formatEuros(tipCents)}</dd>
        </div>
        <div className="donation-summary__row donation-summary__row--total">
          <dt>Total à payer</dt>
          <dd>{formatEuros(amountCents + tipCents)}</dd>
        </div>
        {netCost && (
          <div className="donation-summary__row donation-summary__row--net">
            <dt>Coût réel de votre don après réduction d’impôt de {netCost.percent} %</dt>
            <dd>{formatEuros(netCost.cents)}</dd>
          </div>
        )}
      </dl>
      {action}
    </section>
  );
}
