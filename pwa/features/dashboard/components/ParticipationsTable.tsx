// 'Mes participations': the caller's donations with their pot, charity, statuses, amount, dates and
// the tax-receipt cell (a PDF to download, a monthly debit's annual receipt, 'Envoyé par l'Association'
// or 'Indisponible').
import { paymentStatusLabel, receiptCell } from '@domain/dashboard';
import type { DashboardDonation } from '@domain/dashboard-types';
import { potStatus } from '@domain/pot-status';
import { DashboardTable, type Column } from './DashboardTable';
import { Euros, PotName, TableDate } from './cells';
import { ReceiptDownload } from './ReceiptDownload';

function ReceiptCellView({ donation, now }: { donation: DashboardDonation; now: Date }) {
  const cell = receiptCell(donation, now);
  if (cell.kind === 'text' || !donation.cerfa_pdf) return <>{cell.kind === 'pdf' ? null : cell.label}</>;
  if (cell.kind === 'annual') {
    return (
      <ReceiptDownload
        path={donation.cerfa_pdf}
        fileName={`recu-fiscal-annuel-${cell.year}.pdf`}
        label={`Télécharger le reçu annuel ${cell.year} de ${donation.assoc_name}`}
      >
        <span className="dash-icon-button__text">{cell.label}</span>
      </ReceiptDownload>
    );
  }
  return (
    <ReceiptDownload
      path={donation.cerfa_pdf}
      fileName={`recu-fiscal-don-${donation.id}.pdf`}
      label={`Télécharger le reçu fiscal du don à ${donation.pot_name}`}
    />
  );
}

const columns = (now: Date): Column<DashboardDonation>[] => [
  { header: 'Cagnotte', className: 'dash-cell--title', cell: (d) => <PotName id={d.pot_id} name={d.pot_name} linked={d.pot_is_active} /> },
  { header: 'Association', cell: (d) => d.assoc_name },
  { header: 'Statut de la cagnotte', cell: (d) => potStatus(d.pot_closing_date, d.pot_is_closed, now) },
  { header: 'Statut du paiement', cell: (d) => paymentStatusLabel(d.payment_status) },
  { header: 'Montant', cell: (d) => <Euros cents={d.amount} /> },
  { header: 'Date de participation', cell: (d) => <TableDate value={d.donated_at} /> },
  { header: 'Date du paiement', cell: (d) => <TableDate value={d.payment_success_date} /> },
  { header: 'Reçu fiscal', cell: (d) => <ReceiptCellView donation={d} now={now} /> },
];

export function ParticipationsTable({ donations }: { donations: readonly DashboardDonation[] }) {
  return (
    <DashboardTable
      title="Mes participations"
      rows={donations}
      columns={columns(new Date())}
      rowKey={(d) => d.id}
      empty="Vous n’avez pas encore participé à une cagnotte."
    />
  );
}
