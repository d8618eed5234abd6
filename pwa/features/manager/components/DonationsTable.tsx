// Donations as the manager sees them (anonymous donors named, marked anonymous): date, donor, pot,
// gift and tip, method, status; 'Rembourser' on a paid donation (confirm dialog with a reason) and
// 'Remboursements' listing the refunds asked for it.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatEuros } from '@domain/money';
import { firstErrorMessage } from '@/lib/api-errors';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { toastError, toastSuccess } from '@/ui/toast';
import { useRefund, useRefunds } from '../requests/manager-requests';
import type { ManagerDonation, Refund } from '@domain/manager-types';
import { disputeStatus, donationStatus, formatDateTime, paymentMethodLabel, refundStatus } from '../labels';
import { managerPaths } from '../paths';
import { ConfirmDialog } from './ConfirmDialog';
import { ManagerTable, readProps, type Column, type TableRead } from './ManagerTable';
import { StatusBadge } from './StatusBadge';

const donor = (d: ManagerDonation) => d.donor_name?.trim() || d.donor_email || 'Donateur inconnu';

export function refundToast(refund: Refund, who: string): void {
  const amount = formatEuros(refund.amount);
  if (refund.status === 'SUCCEEDED') toastSuccess(`Le don de ${amount} de ${who} est remboursé.`);
  else if (refund.status === 'FAILED')
    toastError(`Le remboursement de ${amount} a échoué${refund.failure_reason ? ` : ${refund.failure_reason}` : '.'}`);
  else toastSuccess(`Le remboursement de ${amount} est en cours chez le prestataire de paiement.`);
}

const refundColumns: Column<Refund>[] = [
  { header: 'Demandé le', cell: (r) => formatDateTime(r.created_at) },
  { header: 'Montant', className: 'mgr-amount', cell: (r) => formatEuros(r.amount) },
  { header: 'Motif', cell: (r) => r.reason || '—' },
  { header: 'Statut', cell: (r) => <StatusBadge status={refundStatus(r.status)} /> },
  {
    header: 'Rendu le',
    cell: (r) => (r.status === 'FAILED' ? r.failure_reason || 'Refusé par le prestataire' : formatDateTime(r.executed_at) || '—'),
  },
];

export function RefundsDialog({ donation, onClose }: { donation: ManagerDonation; onClose: () => void }) {
  const refunds = useRefunds(donation.id);
  return (
    <Modal title={`Remboursements du don n° ${donation.id}`} onClose={onClose} size="lg">
      <ManagerTable
        caption="Remboursements"
        rows={refunds.data}
        columns={refundColumns}
        rowKey={(r) => r.id}
        empty="Aucun remboursement demandé pour ce don."
        error={refunds.error}
      />
    </Modal>
  );
}

function RefundDialog({ donation, onClose }: { donation: ManagerDonation; onClose: () => void }) {
  const refund = useRefund();
  const confirm = (reason: string) =>
    refund.mutate(
      { donationId: donation.id, reason },
      {
        onSuccess: (r) => {
          refundToast(r, donor(donation));
          onClose();
        },
        onError: (err) => toastError(firstErrorMessage(err)),
      },
    );
  return (
    <ConfirmDialog
      title="Rembourser ce don"
      confirmLabel={`Rembourser ${formatEuros(donation.amount + donation.gift_entraide)}`}
      busy={refund.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>
        Le don de <strong>{formatEuros(donation.amount)}</strong>
        {donation.gift_entraide > 0 && <> (et le pourboire de {formatEuros(donation.gift_entraide)})</>} de{' '}
        <strong>{donor(donation)}</strong> à la cagnotte «&nbsp;{donation.pot_name}&nbsp;» est rendu au donateur par le prestataire de
        paiement. Son reçu fiscal est annulé et le total de la cagnotte baisse d’autant.
      </p>
    </ConfirmDialog>
  );
}

type Dialog = { kind: 'refund' | 'refunds'; donation: ManagerDonation } | null;

/** A donation's buttons: each opens its dialog; 'Rembourser' only on a paid donation. */
const ACTIONS = [
  {
    kind: 'refund',
    label: 'Rembourser',
    name: 'Rembourser le',
    variant: 'secondary',
    on: (d: ManagerDonation) => d.status === 'SUCCEEDED',
  },
  { kind: 'refunds', label: 'Remboursements', name: 'Remboursements du', variant: 'ghost', on: () => true },
] as const;

export function DonationsTable({ read, showPot = true }: { read: TableRead<ManagerDonation>; showPot?: boolean }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const columns: Column<ManagerDonation>[] = [
    { header: 'N°', cell: (d) => d.id },
    { header: 'Date', cell: (d) => formatDateTime(d.created_at) },
    {
      header: 'Donateur',
      className: 'mgr-cell--title',
      cell: (d) => (
        <>
          {donor(d)}
          {d.is_anonymous && <span className="mgr-tag">anonyme</span>}
          {d.donor_email && d.donor_name && <span className="mgr-subtext">{d.donor_email}</span>}
        </>
      ),
    },
    ...(showPot ? [{ header: 'Cagnotte', cell: (d: ManagerDonation) => <Link to={managerPaths.pot(d.pot_id)}>{d.pot_name}</Link> }] : []),
    { header: 'Don', className: 'mgr-amount', cell: (d) => formatEuros(d.amount) },
    { header: 'Pourboire', className: 'mgr-amount', cell: (d) => formatEuros(d.gift_entraide) },
    { header: 'Moyen', cell: (d) => paymentMethodLabel(d.payment_method) + (d.subscription_id ? ' (mensuel)' : '') },
    {
      header: 'Statut',
      cell: (d) => (
        <>
          <StatusBadge status={donationStatus(d.status)} />
          {d.dispute && (
            <span className="mgr-subtext">
              <StatusBadge status={disputeStatus(d.dispute)} />
            </span>
          )}
        </>
      ),
    },
    {
      header: 'Actions',
      cell: (d) => (
        <span className="mgr-actions">
          {ACTIONS.filter((action) => action.on(d)).map((action) => (
            <Button
              key={action.kind}
              size="sm"
              variant={action.variant}
              onClick={() => setDialog({ kind: action.kind, donation: d })}
              aria-label={`${action.name} don n° ${d.id}`}
            >
              {action.label}
            </Button>
          ))}
        </span>
      ),
    },
  ];
  return (
    <>
      <ManagerTable caption="Dons" columns={columns} empty="Aucun don ne correspond à cette recherche." {...readProps(read)} />
      {dialog?.kind === 'refund' && <RefundDialog donation={dialog.donation} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'refunds' && <RefundsDialog donation={dialog.donation} onClose={() => setDialog(null)} />}
    </>
  );
}
