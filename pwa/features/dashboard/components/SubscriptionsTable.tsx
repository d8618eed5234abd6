// 'Mes dons mensuels': each monthly donation with its pot, charity, amount, status, debit day (1 to 31,
// changed at once), recurrence and the 'Arrêter' / 'Reprendre' action, with the toasts of the spec; then
// the annual receipts grouping the debits of each charity and finished year.
import { useState } from 'react';
import { annualReceiptPath, recurrenceLabel, subscriptionAction, subscriptionStatusLabel, type AnnualReceiptLink } from '@domain/dashboard';
import type { DashboardSubscription } from '@domain/dashboard-types';
import { DEBIT_DAY } from '@domain/constants';
import { ACCOUNT_NOTICES, GENERIC_NOTICES, NOTICE_TITLES } from '@domain/notices';
import { potStatus } from '@domain/pot-status';
import { Button } from '@/ui/Button';
import { toastError, toastSuccess } from '@/ui/toast';
import { useUpdateSubscription, type SubscriptionChange } from '../requests/dashboard-requests';
import { DashboardTable, type Column } from './DashboardTable';
import { Euros, PotName } from './cells';
import { ReceiptDownload } from './ReceiptDownload';
import { StopSubscriptionDialog } from './StopSubscriptionDialog';

/** The annual receipts of the monthly debits (one per charity and finished year) and how they work. */
function AnnualReceipts({ receipts }: { receipts: readonly AnnualReceiptLink[] }) {
  return (
    <div className="dash-annual">
      <h3 className="dash-annual__title">Reçus fiscaux annuels</h3>
      <p className="dash-section__intro">
        Vos prélèvements mensuels n’ont pas de reçu chacun : ils sont regroupés dans un reçu fiscal annuel par association, disponible à
        partir du 1er janvier de l’année suivante.
      </p>
      {receipts.length > 0 && (
        <ul className="dash-annual__list">
          {receipts.map((receipt) => (
            <li key={`${receipt.assocId}-${receipt.year}`}>
              <ReceiptDownload
                path={annualReceiptPath(receipt.assocId, receipt.year)}
                fileName={`recu-fiscal-annuel-${receipt.year}.pdf`}
                label={`Télécharger le reçu annuel ${receipt.year} de ${receipt.assocName}`}
              >
                <span className="dash-icon-button__text">
                  {receipt.label} — {receipt.assocName}
                </span>
              </ReceiptDownload>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const DAYS = Array.from({ length: DEBIT_DAY.max - DEBIT_DAY.min + 1 }, (_, i) => DEBIT_DAY.min + i);

const SUCCESS: Record<SubscriptionChange['kind'], { message: string; title: string }> = {
  stop: { message: ACCOUNT_NOTICES.subscriptionStopped, title: NOTICE_TITLES.success },
  resume: { message: ACCOUNT_NOTICES.subscriptionResumed, title: NOTICE_TITLES.success },
  day: { message: ACCOUNT_NOTICES.debitDayUpdated, title: NOTICE_TITLES.updated },
};

function useChange() {
  const mutation = useUpdateSubscription();
  const change = (id: number, what: SubscriptionChange) =>
    mutation.mutate(
      { id, change: what },
      {
        onSuccess: () => toastSuccess(SUCCESS[what.kind].message, SUCCESS[what.kind].title),
        onError: () => toastError(GENERIC_NOTICES.error, NOTICE_TITLES.warning),
      },
    );
  const pendingId = mutation.isPending ? mutation.variables?.id : undefined;
  return { change, pendingId };
}

type Props = {
  subscriptions: readonly DashboardSubscription[];
  variant: 'private' | 'company';
  annualReceipts: readonly AnnualReceiptLink[];
};

export function SubscriptionsTable({ subscriptions, variant, annualReceipts }: Props) {
  const { change, pendingId } = useChange();
  const [stopping, setStopping] = useState<DashboardSubscription | null>(null);
  const now = new Date();
  const columns: Column<DashboardSubscription>[] = [
    { header: 'Cagnotte', className: 'dash-cell--title', cell: (s) => <PotName id={s.donated_to_id} name={s.pot_name} linked /> },
    { header: 'Association', cell: (s) => s.assoc_name },
    { header: 'Statut de la cagnotte', cell: (s) => potStatus(s.pot_closing_date, s.pot_is_closed, now) },
    { header: 'Montant', cell: (s) => <Euros cents={s.amount} /> },
    { header: 'Statut', cell: (s) => subscriptionStatusLabel(s.status) },
    {
      header: 'Jour de prélèvement',
      cell: (s) => (
        <select
          className="dash-select"
          value={s.debit_day}
          aria-label={`Jour de prélèvement du don mensuel à ${s.pot_name}`}
          disabled={pendingId === s.id || s.pot_is_closed}
          onChange={(event) => change(s.id, { kind: 'day', debitDay: Number(event.target.value) })}
        >
          {DAYS.map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </select>
      ),
    },
    { header: 'Récurrence', cell: (s) => recurrenceLabel(s.recurrence, variant) },
    {
      header: 'Action',
      cell: (s) => {
        const action = subscriptionAction(s.status, potStatus(s.pot_closing_date, s.pot_is_closed, now));
        if (!action) return null;
        return (
          <Button
            size="sm"
            variant={action.kind === 'stop' ? 'secondary' : 'primary'}
            loading={pendingId === s.id}
            aria-label={`${action.label} le don mensuel à ${s.pot_name}`}
            onClick={() => (action.kind === 'stop' ? setStopping(s) : change(s.id, { kind: action.kind }))}
          >
            {action.label}
          </Button>
        );
      },
    },
  ];
  return (
    <DashboardTable
      title="Mes dons mensuels"
      rows={subscriptions}
      columns={columns}
      rowKey={(s) => s.id}
      empty="Vous n’avez pas de don mensuel."
      footer={subscriptions.length > 0 || annualReceipts.length > 0 ? <AnnualReceipts receipts={annualReceipts} /> : null}
    >
      <p className="dash-section__intro">
        Un don mensuel est prélevé chaque mois, au jour choisi, jusqu’à ce que vous l’arrêtiez ou que la cagnotte se termine. Pour donner un
        autre montant, arrêtez ce don mensuel puis mettez en place un nouveau prélèvement.
      </p>
      {stopping && (
        <StopSubscriptionDialog
          potName={stopping.pot_name}
          amountCents={stopping.amount}
          onClose={() => setStopping(null)}
          onConfirm={() => {
            change(stopping.id, { kind: 'stop' });
            setStopping(null);
          }}
        />
      )}
    </DashboardTable>
  );
}
