import { formatEuros } from '../../../../domain/money-format';
import { formatNumberFr } from '../../../../domain/number-format';
import { POT_MESSAGES } from '../../../../domain/messages';
import { daysRemaining, daysRemainingLabel } from '../../../../domain/pot-status';
import type { PublicPot } from '../../../../domain/public-pot';

/** Collected total, days remaining (or 'Terminée'), and the number of donors: value over label. */
export function PotStats({ pot, now }: { pot: PublicPot; now: Date }) {
  const days = daysRemaining(pot.closing_date, now);
  const items = [
    { key: 'total', value: formatEuros(pot.donations_total_amount), label: 'collectés' },
    pot.closed
      ? { key: 'days', value: POT_MESSAGES.statusClosed, label: 'cagnotte' }
      : { key: 'days', value: formatNumberFr(days, 1), label: daysRemainingLabel(days) },
    { key: 'donors', value: String(pot.donators_count), label: pot.donators_count > 1 ? 'donateurs' : 'donateur' },
  ];
  return (
    <dl className="pot-stats">
      {items.map((item) => (
        <div key={item.key} className={`pot-stats__item pot-stats__item--${item.key}`}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
