// The differences found by the daily money reconciliation, newest check first: a charity's wallet at
// the payment provider against our records, or a pot's stored counter against its paid donations.
import { Link } from 'react-router-dom';
import { formatEuros } from '@domain/money';
import { PAGE_SIZE, useMoneyFindings } from '../requests/manager-requests';
import type { MoneyFinding } from '@domain/manager-types';
import { ManagerPage } from '../components/ManagerPage';
import { ManagerTable, type Column } from '../components/ManagerTable';
import { Pager } from '../components/Pager';
import { useUrlFilters } from '../components/use-url-filters';
import { formatDateTime } from '../labels';
import { managerPaths } from '../paths';

const WHAT: Record<MoneyFinding['field'], string> = {
  wallet_balance: 'Solde du portefeuille',
  donations_total_amount: 'Total des dons',
  donations_count: 'Nombre de dons',
  donators_count: 'Nombre de donateurs',
};

const isMoney = (f: MoneyFinding) => f.field === 'wallet_balance' || f.field === 'donations_total_amount';
const show = (f: MoneyFinding, n: number) => (isMoney(f) ? formatEuros(Math.abs(n)) : String(Math.abs(n)));
const signed = (f: MoneyFinding, n: number) => `${n > 0 ? '+' : '−'}${show(f, n)}`;

function Subject({ finding: f }: { finding: MoneyFinding }) {
  if (f.kind === 'pot_totals' && f.pot_id !== null)
    return <Link to={managerPaths.pot(f.pot_id)}>{f.pot_name ?? `Cagnotte n° ${f.pot_id}`}</Link>;
  if (f.charity_id !== null)
    return <Link to={managerPaths.charity(f.charity_id)}>{f.charity_name ?? `Association n° ${f.charity_id}`}</Link>;
  return <>—</>;
}

const columns: Column<MoneyFinding>[] = [
  { header: 'Contrôle du', cell: (f) => formatDateTime(f.run_at) },
  { header: 'Concerne', className: 'mgr-cell--title', cell: (f) => <Subject finding={f} /> },
  { header: 'Écart sur', cell: (f) => WHAT[f.field] ?? f.field },
  { header: 'D’après nos enregistrements', className: 'mgr-amount', cell: (f) => show(f, f.expected) },
  { header: 'Constaté', className: 'mgr-amount', cell: (f) => show(f, f.actual) },
  { header: 'Écart', className: 'mgr-amount', cell: (f) => <strong>{signed(f, f.actual - f.expected)}</strong> },
];

export function MoneyFindingsPage() {
  const { offset, setOffset } = useUrlFilters([] as const);
  const list = useMoneyFindings({ limit: PAGE_SIZE, offset });
  return (
    <ManagerPage
      title="Écarts d’argent"
      intro="Chaque nuit, le solde du portefeuille de chaque association chez le prestataire de paiement est comparé à nos dons, remboursements, contestations et versements, et le total de chaque cagnotte à ses dons payés. Rien n’est corrigé automatiquement : vérifiez chaque écart."
    >
      <ManagerTable
        caption="Écarts d’argent"
        rows={list.data}
        columns={columns}
        rowKey={(f) => f.id}
        empty="Aucun écart : nos enregistrements et l’argent détenu concordent."
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      <Pager offset={offset} pageSize={PAGE_SIZE} count={list.data?.length ?? 0} onChange={setOffset} />
    </ManagerPage>
  );
}
