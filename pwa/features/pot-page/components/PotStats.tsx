import { potStatItems } from '@domain/pot-status';
import type { PublicPot } from '@domain/public-pot';

/** Collected total, days remaining (or 'Terminée'), and the number of donors: value over label. */
export function PotStats({ pot, now }: { pot: PublicPot; now: Date }) {
  const items = potStatItems(pot, now);
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
