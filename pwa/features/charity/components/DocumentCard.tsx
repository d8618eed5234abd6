// One document the provider asks of the charity: what it is, the state of the latest one sent, the
// provider's reason when refused, and the form that sends 1 to 5 files (PDF, JPEG, GIF or PNG, 7 MB each:
// checked here and again by the API). A document being checked or validated shows its state only.
import { useId, useState, type FormEvent } from 'react';
import { acceptAttribute, kycFileError, KYC_EXTENSIONS } from '@domain/files';
import type { KybDocument, KybType } from '@domain/charity-area-types';
import { firstErrorMessage } from '@/lib/api-errors';
import { formatDayAndTime } from '@/lib/format';
import { Button } from '@/ui/Button';
import { toastSuccess } from '@/ui/toast';
import { KYB_STATES, KYB_TYPE_LABELS, refusalText } from '../labels';
import { useUploadDocument } from '../requests/charity-requests';
import { StateBadge } from './StateBadge';

const MAX_FILES = 5;

/** Why a selection is refused, or null. */
function selectionError(files: File[]): string | null {
  if (files.length === 0) return 'Choisissez au moins un fichier';
  if (files.length > MAX_FILES) return 'Cinq fichiers au plus par document';
  for (const file of files) {
    const refused = kycFileError({ name: file.name, size: file.size, type: file.type });
    if (refused) return `${file.name} : ${refused}`;
  }
  return null;
}

export function DocumentCard({ type, latest }: { type: KybType; latest: KybDocument | undefined }) {
  const id = useId();
  const titleId = `${id}-title`;
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadDocument();
  const { title, hint } = KYB_TYPE_LABELS[type];
  const locked = latest?.status === 'VALIDATION_ASKED' || latest?.status === 'VALIDATED';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = selectionError(files);
    setError(refused);
    if (refused) return;
    upload.mutate(
      { type, files },
      {
        onSuccess: () => {
          toastSuccess(`${title} : envoyé à Mangopay pour vérification.`);
          setFiles([]);
        },
        onError: (err) => setError(firstErrorMessage(err)),
      },
    );
  };
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
        <form onSubmit={submit} noValidate aria-label={`Envoyer : ${title}`}>
          <p id={`${id}-hint`} className="charity-files">
            PDF, JPEG, GIF ou PNG ; 7 Mo par fichier, 5 fichiers au plus{type === 'IDENTITY_PROOF' ? ' (recto et verso)' : ''}.
          </p>
          <span className="charity-upload">
            <input
              id={`${id}-input`}
              type="file"
              multiple
              className="visually-hidden"
              accept={acceptAttribute(KYC_EXTENSIONS)}
              aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
              aria-invalid={error ? true : undefined}
              onChange={(e) => {
                setFiles(Array.from(e.target.files ?? []));
                setError(null);
              }}
            />
            <label htmlFor={`${id}-input`} className="btn btn--secondary btn--sm">
              Choisir les fichiers
            </label>
          </span>
          <p className="charity-files" aria-live="polite">
            {files.length > 0 ? files.map((f) => f.name).join(', ') : 'Aucun fichier choisi'}
          </p>
          {error && (
            <p id={`${id}-error`} className="field__error" role="alert">
              {error}
            </p>
          )}
          <Button type="submit" size="sm" loading={upload.isPending}>
            Envoyer
          </Button>
        </form>
      )}
    </section>
  );
}
