// A charity's KYC documents sent to the payment provider from its page: one form per document the
// provider needs (legal representative's identity, registration proof, articles of association), 1 to 5
// files each (pwa/ui/KycFilesInput.tsx). A type waiting for the provider's review, or validated, shows its
// status instead of the form; a refused one says why and may be sent again.
import { useKycUpload } from '@/ui/KycFilesInput';
import { KycUploadFields, type KycFieldsArea } from '@/ui/kyc/KycUploadFields';
import { useUploadKycDocument } from '../requests/manager-requests';
import type { CharityKycStatus, CharityKycSubmission } from '@domain/manager-types';
import { charityKycType, formatDateTime, kycDocumentStatus } from '../labels';
import { StatusBadge } from './StatusBadge';

const REFUSAL_REASONS: Record<string, string> = {
  DOCUMENT_UNREADABLE: 'document illisible',
  DOCUMENT_NOT_ACCEPTED: 'type de document non accepté',
  DOCUMENT_HAS_EXPIRED: 'document périmé',
  DOCUMENT_INCOMPLETE: 'document incomplet',
  DOCUMENT_MISSING: 'document manquant',
  DOCUMENT_DO_NOT_MATCH_USER_DATA: 'ne correspond pas aux informations de l’association',
  DOCUMENT_DO_NOT_MATCH_ACCOUNT_DATA: 'ne correspond pas aux informations de l’association',
  DOCUMENT_FALSIFIED: 'document falsifié',
  UNDERAGE_PERSON: 'représentant mineur',
  SPECIFIC_CASE: 'cas particulier, voir le prestataire',
};

const KYC_FIELDS: KycFieldsArea = {
  classNames: { hint: 'mgr-kyc-form__hint', upload: 'mgr-upload', names: 'mgr-subtext' },
  identityNote: ' (recto et verso : deux fichiers)',
  submitLabel: 'Envoyer au prestataire',
};

function UploadForm({ charityId, type, latest }: { charityId: number; type: string; latest: CharityKycSubmission | undefined }) {
  const upload = useUploadKycDocument(charityId);
  const label = charityKycType(type);
  const locked = latest?.status === 'VALIDATION_ASKED' || latest?.status === 'VALIDATED';
  const kyc = useKycUpload(upload, {
    type,
    successText: `${label} : envoyé au prestataire de paiement pour vérification.`,
    emptyMessage: 'Ajoutez au moins un fichier',
  });
  return (
    <form className="mgr-kyc-form" aria-label={label} onSubmit={kyc.submit} noValidate>
      <h3 className="mgr-kyc-form__title">{label}</h3>
      <p className="mgr-kyc-form__status">
        {latest ? (
          <StatusBadge status={kycDocumentStatus(latest.status)} />
        ) : (
          <StatusBadge status={{ label: 'Pas encore envoyé', tone: 'neutral' }} />
        )}
        {latest && <span className="mgr-subtext">Envoyé le {formatDateTime(latest.created_at)}</span>}
      </p>
      {latest?.status === 'REFUSED' && (
        <p className="mgr-kyc-form__refusal">
          Refusé : {REFUSAL_REASONS[latest.refused_reason_type ?? ''] ?? latest.refused_reason_type ?? 'motif non précisé'}
          {latest.refused_reason_message ? ` (${latest.refused_reason_message})` : ''}. Envoyez un nouveau document.
        </p>
      )}
      {!locked && <KycUploadFields upload={{ ...kyc, busy: upload.isPending }} type={type} area={KYC_FIELDS} />}
    </form>
  );
}

export function KycUploadForms({ charityId, status }: { charityId: number; status: CharityKycStatus }) {
  const types = status.required_types ?? [];
  if (types.length === 0) return null;
  const latestOf = (type: string) => (status.submissions ?? []).find((s) => s.type === type);
  return (
    <>
      <h3 className="mgr-subtitle">Envoyer les documents de l’association</h3>
      {!status.mangopay_user_id ? (
        <p className="mgr-empty">
          L’association n’a pas encore de compte chez le prestataire de paiement : les documents pourront être envoyés une fois le séquestre
          ouvert.
        </p>
      ) : (
        <div className="mgr-kyc-forms">
          {types.map((type) => (
            <UploadForm key={type} charityId={charityId} type={type} latest={latestOf(type)} />
          ))}
        </div>
      )}
    </>
  );
}
