// The payout account as registered: holder, masked IBAN and its state.
import type { PayoutAccount } from '@domain/charity-area-types';
import { formatDayAndTime } from '@/lib/format';
import { payoutAccountState } from '../labels';
import { StateBadge } from './StateBadge';

export function PayoutAccountCard({ account }: { account: PayoutAccount }) {
  return (
    <div className="charity-card">
      <dl className="charity-facts">
        <dt>Titulaire</dt>
        <dd>{account.holder_name}</dd>
        <dt>IBAN</dt>
        <dd>{account.iban_masked}</dd>
        <dt>État</dt>
        <dd>
          <StateBadge state={payoutAccountState(account)} />
        </dd>
        <dt>Enregistré le</dt>
        <dd>{formatDayAndTime(account.created_at)}</dd>
      </dl>
    </div>
  );
}
