// The two boxes above the tables: what the caller gave (succeeded payments only) and what the caller's
// own pots received.
import { formatEuros } from '@domain/money';

export function SummaryBoxes({ given, received }: { given: number; received: number }) {
  return (
    <dl className="dash-summary">
      <div className="dash-summary__box">
        <dt>Total de mes dons</dt>
        <dd>{formatEuros(given)}</dd>
      </div>
      <div className="dash-summary__box">
        <dt>Total reçu sur mes cagnottes</dt>
        <dd>{formatEuros(received)}</dd>
      </div>
    </dl>
  );
}
