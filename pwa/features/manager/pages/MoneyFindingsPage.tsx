// The differences found by the daily money reconciliation, newest check first: a charity's wallet at
// the payment provider against our records, or a pot's stored counter against its paid donations.
import { Link } from 'react-router-dom';
import { formatEuros } from '@domain/money';
import { useMoneyFindings } from '../requests/manager-requests';
import type { MoneyFinding } from '@domain/manager-types';
import { ManagerListPage, useManagerList, type ListTable } from '../components/ManagerListPage';
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

const table: ListTable<MoneyFinding> = {
  empty: 'Aucun écart : nos enregistrements et l’argent détenu concordent.',
  columns: [
    { header: 'Contrôle du', cell: (f) => formatDateTime(f.run_at) },
    { header: 'Concerne', className: 'mgr-cell--title', cell: (f) => <Subject finding={f} /> },
    { header: 'Écart sur', cell: (f) => WHAT[f.field] ?? f.field },
    { header: 'D’après nos enregistrements', className: 'mgr-amount', cell: (f) => show(f, f.expected) },
    { header: 'Constaté', className: 'mgr-amount', cell: (f) => show(f, f.actual) },
    { header: 'Écart', className: 'mgr-amount', cell: (f) => <strong>{signed(f, f.actual - f.expected)}</strong> },
  ],
};

export function MoneyFindingsPage() {
  const list = useManagerList([] as const, useMoneyFindings);
  return (
    <ManagerListPage
      title="Écarts d’argent"
      intro="Chaque nuit, le solde du portefeuille de chaque association chez le prestataire de paiement est comparé à nos dons, remboursements, contestations et versements, et le total de chaque cagnotte à ses dons payés. Rien n’est corrigé automatiquement : vérifiez chaque écart."
      list={list}
      table={table}
    />
  );
}
