// 'Mes cagnottes': the caller's pots, latest closing date first. The company version shows the payment
// status of the company's own donation and links active pots to /edit/company/details/{id}; the private
// version shows the pot's status and contributor count and links unclosed pots to
// /edit/particular/details/{id}; both edit links carry ?evt={event type}&assoc={charity}. A last column
// downloads the pot's donations as CSV for its organiser (GET /user/cagnottes/{id}/donations.csv; anonymous
// donors are not named in it), open or closed; the one before opens an open pot's live screen for an event.
import { Link } from 'react-router-dom';
import { liveScreenPath } from '@/lib/pot-paths';
import { useSessionDownload } from '@/ui/downloads/use-session-download';
import { paymentStatusLabel, sortPotsByClosingDate } from '@domain/dashboard';
import type { DashboardPot } from '@domain/dashboard-types';
import { potStatus } from '@domain/pot-status';
import { DashboardTable, type Column } from './DashboardTable';
import { EditIcon, Euros, PotName, TableDate } from './cells';
import { toastDownloadFailed } from './ReceiptDownload';

/** The edit link of a pot: /edit/{company|particular}/details/{id}?evt=&assoc=. */
export function potEditPath(pot: DashboardPot, variant: 'private' | 'company'): string {
  const type = variant === 'company' ? 'company' : 'particular';
  const query = new URLSearchParams({ evt: String(pot.event_type.id), assoc: String(pot.assoc.id) });
  return `/edit/${type}/details/${pot.id}?${query.toString()}`;
}

function EditLink({ pot, variant }: { pot: DashboardPot; variant: 'private' | 'company' }) {
  const editable = pot.is_active && !pot.closed;
  if (!editable) return null;
  return (
    <Link to={potEditPath(pot, variant)} className="dash-icon-button" aria-label={`Modifier la cagnotte ${pot.name}`}>
      <EditIcon />
    </Link>
  );
}

/** The pot's live screen (a projector at the event), while it is open. */
function LiveScreenLink({ pot }: { pot: DashboardPot }) {
  if (!pot.is_active || pot.closed) return null;
  return (
    <Link
      to={liveScreenPath(pot.id)}
      className="dash-text-button dash-text-button--link"
      aria-label={`Afficher l’écran de l’événement de la cagnotte ${pot.name}`}
    >
      Écran
    </Link>
  );
}

/** The organiser's CSV of the pot's donations, fetched with the session's token. */
function ExportDonations({ pot }: { pot: DashboardPot }) {
  const { busy, download } = useSessionDownload(toastDownloadFailed);
  return (
    <button
      type="button"
      className="dash-text-button"
      onClick={() => download(`/user/cagnottes/${pot.id}/donations.csv`, `dons-cagnotte-${pot.id}.csv`)}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={`Exporter les dons de la cagnotte ${pot.name} (CSV)`}
    >
      CSV
    </button>
  );
}

export function PotsTable({ pots, variant }: { pots: readonly DashboardPot[]; variant: 'private' | 'company' }) {
  const now = new Date();
  const name: Column<DashboardPot> = {
    header: 'Nom',
    className: 'dash-cell--title',
    cell: (p) => <PotName id={p.id} name={p.name} linked={p.is_active && !p.closed} />,
  };
  const total: Column<DashboardPot> = { header: 'Montant total des dons', cell: (p) => <Euros cents={p.donations_total_amount} /> };
  const closing: Column<DashboardPot> = { header: 'Date de clôture', cell: (p) => <TableDate value={p.closing_date} /> };
  const edit: Column<DashboardPot> = { header: 'Modifier', cell: (p) => <EditLink pot={p} variant={variant} /> };
  const exportCsv: Column<DashboardPot> = { header: 'Liste des dons', cell: (p) => <ExportDonations pot={p} /> };
  const screen: Column<DashboardPot> = { header: 'Écran de l’événement', cell: (p) => <LiveScreenLink pot={p} /> };
  const columns: Column<DashboardPot>[] =
    variant === 'company'
      ? [
          name,
          { header: 'Statut du paiement', cell: (p) => paymentStatusLabel(p.donation?.status) },
          total,
          closing,
          { header: 'Association bénéficiaire', cell: (p) => p.assoc.name },
          edit,
          screen,
          exportCsv,
        ]
      : [
          name,
          { header: 'Statut', cell: (p) => potStatus(p.closing_date, p.closed, now) },
          total,
          closing,
          { header: 'Association', cell: (p) => p.assoc.name },
          { header: 'Participants', cell: (p) => p.donators_count },
          edit,
          screen,
          exportCsv,
        ];
  return (
    <DashboardTable
      title="Mes cagnottes"
      rows={sortPotsByClosingDate(pots)}
      columns={columns}
      rowKey={(p) => p.id}
      empty="Vous n’avez pas encore créé de cagnotte."
    />
  );
}
