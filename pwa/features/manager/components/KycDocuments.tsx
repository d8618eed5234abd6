// KYC submissions' statuses read from the payment provider: the verification level (REGULAR is needed
// for payouts) and each document with its status and, when refused, the reason.
import type { KycStatus } from '@domain/manager-types';
import { kycDocumentStatus, kycDocumentType, kycLevel } from '../labels';
import { ManagerTable, type Column } from './ManagerTable';
import { StatusBadge } from './StatusBadge';
import { formatDate } from '@/lib/format';

const columns: Column<KycStatus['documents'][number]>[] = [
  { header: 'Document', cell: (d) => kycDocumentType(d.Type) },
  { header: 'Envoyé le', cell: (d) => formatDate(d.CreationDate * 1000) },
  { header: 'Statut', cell: (d) => <StatusBadge status={kycDocumentStatus(d.Status)} /> },
  { header: 'Motif du refus', cell: (d) => [d.RefusedReasonType, d.RefusedReasonMessage].filter(Boolean).join(' — ') || '—' },
  { header: 'N° prestataire', cell: (d) => <span className="mgr-code">{d.Id}</span> },
];

export function KycDocuments({ status, caption }: { status: KycStatus; caption: string }) {
  return (
    <>
      <p className="mgr-kyc-level">
        Niveau de vérification : <StatusBadge status={kycLevel(status.kyc_level)} />
      </p>
      <ManagerTable
        caption={caption}
        rows={status.documents}
        columns={columns}
        rowKey={(d) => d.Id}
        empty="Aucun document envoyé au prestataire."
      />
    </>
  );
}
