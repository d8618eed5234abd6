// Yearly totals per charity (what each declares): gifts kept (refunds excluded), number of donations
// and of tax receipts issued and not cancelled; the CSV of all charities and of each one's donations.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatEuros } from '@domain/money';
import { useYearlyTotals } from '../requests/manager-requests';
import type { YearlyTotal } from '@domain/manager-types';
import { DownloadButton } from '../components/DownloadButton';
import { ManagerPage } from '../components/ManagerPage';
import { ManagerTable, readProps, type Column } from '../components/ManagerTable';
import { YearSelect } from '../components/YearSelect';
import { managerPaths } from '../paths';

export function YearlyTotalsPage() {
  const [year, setYear] = useState(new Date().getFullYear());
  const totals = useYearlyTotals(year);
  const columns: Column<YearlyTotal>[] = [
    { header: 'Association', className: 'mgr-cell--title', cell: (t) => <Link to={managerPaths.charity(t.assoc_id)}>{t.name}</Link> },
    { header: 'Total des dons', className: 'mgr-amount', cell: (t) => formatEuros(t.donations_total_amount) },
    { header: 'Nombre de dons', cell: (t) => t.donations_count },
    { header: 'Reçus fiscaux émis', cell: (t) => t.tax_receipts_count },
    {
      header: 'Export',
      cell: (t) => (
        <DownloadButton
          path={`/manager/exports/charities/${t.assoc_id}/donations.csv?year=${year}`}
          fileName={`association-${t.assoc_id}-dons-${year}.csv`}
          label={`Dons ${year} (CSV)`}
        />
      ),
    },
  ];
  const sum = (totals.data ?? []).reduce((acc, t) => acc + t.donations_total_amount, 0);
  return (
    <ManagerPage
      title="Totaux annuels"
      intro="Par association : les dons payés dans l’année (jour de paiement à Paris, remboursements exclus) et les reçus fiscaux émis."
    >
      <div className="mgr-inline">
        <YearSelect value={year} onChange={setYear} />
        <DownloadButton
          path={`/manager/exports/yearly_totals.csv?year=${year}`}
          fileName={`totaux-associations-${year}.csv`}
          label={`Télécharger les totaux ${year} (CSV)`}
          size="md"
        />
      </div>
      {totals.data && totals.data.length > 0 && (
        <p className="mgr-page__intro">
          Total {year} : <strong>{formatEuros(sum)}</strong> pour {totals.data.length} association{totals.data.length > 1 ? 's' : ''}.
        </p>
      )}
      <ManagerTable
        caption={`Totaux ${year}`}
        columns={columns}
        rowKey={(t) => t.assoc_id}
        empty={`Aucun don payé en ${year}.`}
        {...readProps(totals)}
      />
    </ManagerPage>
  );
}
