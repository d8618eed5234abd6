// A charity's payouts: 'Verser le solde' pays the escrow wallet's whole balance out to its registered
// payout account (the API reads the balance from the provider), then the list with amount, reference on
// the bank statement and status, read again while a payout is on its way.
import { formatEuros } from '@domain/money';
import { firstErrorMessage } from '@/lib/api-errors';
import { Button } from '@/ui/Button';
import { toastError, toastSuccess } from '@/ui/toast';
import '@/ui/split-row.css';
import { useCharityPayouts, usePayout } from '../requests/manager-requests';
import type { ManagerCharity, Payout } from '@domain/manager-types';
import { formatDateTime, payoutStatus } from '../labels';
import { ManagerTable, readProps, type Column } from './ManagerTable';
import { StatusBadge } from './StatusBadge';

export const payoutColumns: Column<Payout>[] = [
  { header: 'Demandé le', cell: (p) => formatDateTime(p.created_at) },
  { header: 'Montant', className: 'mgr-amount', cell: (p) => formatEuros(p.amount) },
  { header: 'Compte', cell: (p) => p.iban_masked ?? '—' },
  { header: 'Référence', cell: (p) => <span className="mgr-code">{p.bank_wire_ref}</span> },
  { header: 'N° prestataire', cell: (p) => (p.mangopay_payout_id ? <span className="mgr-code">{p.mangopay_payout_id}</span> : '—') },
  {
    header: 'Statut',
    cell: (p) => (
      <>
        <StatusBadge status={payoutStatus(p.status)} />
        {p.status === 'FAILED' && p.failure_reason && <span className="mgr-subtext">{p.failure_reason}</span>}
      </>
    ),
  },
  { header: 'Versé le', cell: (p) => formatDateTime(p.executed_at) || '—' },
];

export function payoutToast(payout: Payout): void {
  const what = `${formatEuros(payout.amount)} (référence ${payout.bank_wire_ref})`;
  if (payout.status === 'FAILED')
    toastError(`Le versement de ${what} a échoué${payout.failure_reason ? ` : ${payout.failure_reason}` : '.'}`);
  else if (payout.status === 'SUCCEEDED') toastSuccess(`Versement de ${what} effectué.`);
  else toastSuccess(`Versement de ${what} envoyé à la banque.`);
}

export function CharityPayouts({ charity }: { charity: ManagerCharity }) {
  const payouts = useCharityPayouts(charity.id);
  const payout = usePayout(charity.id);
  const pay = () =>
    payout.mutate(undefined, {
      onSuccess: payoutToast,
      onError: (err) => toastError(firstErrorMessage(err)),
    });
  return (
    <section className="mgr-section" aria-labelledby="mgr-payouts-title">
      <div className="split-row">
        <h2 id="mgr-payouts-title">Versements</h2>
        <Button onClick={pay} loading={payout.isPending}>
          Verser le solde
        </Button>
      </div>
      <p className="mgr-section__intro">
        {charity.payout_account?.usable
          ? `Le solde du séquestre est viré sur le compte ${charity.payout_account.iban_masked} (${charity.payout_account.holder_name}).`
          : 'L’association n’a pas encore de compte de versement utilisable : son représentant l’enregistre depuis son espace (invitation plus bas).'}
      </p>
      <ManagerTable
        caption="Versements de l’association"
        columns={payoutColumns}
        empty="Aucun versement pour l’instant."
        {...readProps(payouts)}
      />
      {payouts.data && payouts.data.length > 0 && (
        <Button variant="ghost" size="sm" onClick={() => void payouts.refetch()} loading={payouts.isFetching}>
          Actualiser
        </Button>
      )}
    </section>
  );
}
