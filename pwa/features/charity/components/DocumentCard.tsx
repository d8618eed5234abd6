// One document the provider asks of the charity: what it is, the state of the latest one sent, the
// provider's reason when refused, and the form that sends 1 to 5 files (pwa/ui/KycFilesInput.tsx). A
// document being checked or validated shows its state only.
import { useId } from 'react';
import type { KybDocument, KybType } from '@domain/charity-area-types';
import { formatDayAndTime } from '@/lib/format';
import { useKycUpload } from '@/ui/KycFilesInput';
import { KycUploadFields, type KycFieldsArea } from '@/ui/kyc/KycUploadFields';
import { KYB_STATES, KYB_TYPE_LABELS, refusalText } from '../labels';
import { useUploadDocument } from '../requests/charity-requests';
import { StateBadge } from './StateBadge';

const KYC_FIELDS: KycFieldsArea = {
  classNames: { hint: 'charity-files', upload: 'charity-upload', names: 'charity-files' },
  identityNote: ' (recto et verso)',
  submitLabel: 'Envoyer',
};

export function DocumentCard({ type, latest }: { type: KybType; latest: KybDocument | undefined }) {
  const id = useId();
  const titleId = `${id}-title`;
  const { title, hint } = KYB_TYPE_LABELS[type];
  const locked = latest?.status === 'VALIDATION_ASKED' || latest?.status === 'VALIDATED';
  const upload = useUploadDocument();
  const kyc = useKycUpload(upload, {
    type,
    successText: `${title} : envoyé à Mangopay pour vérification.`,
    emptyMessage: 'Choisissez au moins un fichier',
  });
  return (
    <section className="charity-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <p className="charity-muted">{hint}</p>
      <p>
        <StateBadge state={latest ? KYB_STATES[latest.status] : KYB_STATES.CREATED} />
        {latest && latest.status !== 'CREATED' && <span className="charity-muted"> · envoyé le {formatDayAndTime(latest.created_at)}</span>}
      </p>
      {latest?.status === 'REFUSED' && (
        <div className="charity-notice charity-notice--bad">
          <p>
            <strong>Motif du refus :</strong> {refusalText(latest.refused_reason_type, latest.refused_reason_message)}
          </p>
          <p>Envoyez un nouveau document.</p>
        </div>
      )}
      {!locked && (
        <form onSubmit={kyc.submit} noValidate aria-label={`Envoyer : ${title}`}>
          <KycUploadFields upload={{ ...kyc, busy: upload.isPending }} type={type} area={KYC_FIELDS} />
        </form>
      )}
    </section>
  );
}
