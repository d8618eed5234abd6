// The money view's four totals: received, paid out, tax receipts (count and total).
import { formatEuros } from '@domain/money-format';
import type { CharityMoney } from '@domain/charity-area-types';

export function MoneySummary({ totals }: { totals: CharityMoney['totals'] }) {
  return (
    <dl className="charity-totals">
      <div>
        <dt>Dons reçus</dt>
        <dd>{formatEuros(totals.received_cents)}</dd>
      </div>
      <div>
        <dt>Déjà versé</dt>
        <dd>{formatEuros(totals.paid_out_cents)}</dd>
      </div>
      <div>
        <dt>Reçus fiscaux</dt>
        <dd>{totals.receipts_count}</dd>
      </div>
      <div>
        <dt>Total des reçus</dt>
        <dd>{formatEuros(totals.receipts_total_cents)}</dd>
      </div>
    </dl>
  );
}
