// 'Mes cagnottes': the caller's pots, latest closing date first. The company version shows the payment
// status of the company's own donation and links active pots to /edit/company/details/{id}; the private
// version shows the pot's status and contributor count and links unclosed pots to
// /edit/particular/details/{id}; both edit links carry ?evt={event type}&assoc={charity}.
import { Link } from 'react-router-dom';
import { paymentStatusLabel, sortPotsByClosingDate } from '../../../../domain/dashboard';
import type { DashboardPot } from '../../../../domain/dashboard-types';
import { potStatus } from '../../../../domain/pot-status';
import { DashboardTable, type Column } from './DashboardTable';
import { EditIcon, Euros, PotName, TableDate } from './cells';

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

export function PotsTable({ pots, variant }: { pots: readonly DashboardPot[]; variant: 'private' | 'company' }) {
  const now = new Date();
  const name: Column<DashboardPot> = {
    header: 'Nom', className: 'dash-cell--title', cell: (p) => <PotName id={p.id} name={p.name} linked={p.is_active && !p.closed} />,
  };
  const total: Column<DashboardPot> = { header: 'Montant total des dons', cell: (p) => <Euros cents={p.donations_total_amount} /> };
  const closing: Column<DashboardPot> = { header: 'Date de clôture', cell: (p) => <TableDate value={p.closing_date} /> };
  const edit: Column<DashboardPot> = { header: 'Modifier', cell: (p) => <EditLink pot={p} variant={variant} /> };
  const columns: Column<DashboardPot>[] =
    variant === 'company'
      ? [
          name,
          { header: 'Statut du paiement', cell: (p) => paymentStatusLabel(p.donation?.status) },
          total,
          closing,
          { header: 'Association bénéficiaire', cell: (p) => p.assoc.name },
          edit,
        ]
      : [
          name,
          { header: 'Statut', cell: (p) => potStatus(p.closing_date, p.closed, now) },
          total,
          closing,
          { header: 'Association', cell: (p) => p.assoc.name },
          { header: 'Participants', cell: (p) => p.donators_count },
          edit,
        ];
  return (
    <DashboardTable title="Mes cagnottes" rows={sortPotsByClosingDate(pots)} columns={columns} rowKey={(p) => p.id}
      empty="Vous n’avez pas encore créé de cagnotte." />
  );
}
