import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { acceptAttribute } from '@domain/files';
import { POT_NOTICES } from '@domain/notices';
import { invitationsLeftToday, parseShareEmails, SHARE_FILE_EXTENSIONS, shareEmailsError } from '@domain/share-emails';
import { api, ApiError } from '@/lib/api-client';
import { Modal } from '@/ui/Modal';
import { toastError, toastSuccess } from '@/ui/toast';

type ShareEmailsModalProps = { potId: number; title: string; onClose: () => void };
type ShareAnswer = { message?: string; remaining_today?: number };

/** Reads the text of the chosen .csv or .txt file ('' when none). */
async function fileText(file: File | null): Promise<string> {
  return file ? file.text() : '';
}

/**
 * 'Partage par e-mail (max 500 invités)': addresses typed (comma, semicolon or line separated) and/or
 * a .csv or .txt file, checked here with the API's own rules, then sent to POST /share/emails. The
 * success toast says how many invitations are left today; a list longer than that is refused under the
 * field with the API's message (which says how many are left), so the person can shorten it.
 */
export function ShareEmailsModal({ potId, title, onClose }: ShareEmailsModalProps) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = { text: useId(), file: useId(), error: useId() };
  const send = useMutation({
    mutationFn: (emails: string[]) => api.post<ShareAnswer>('/share/emails', { pot_id: potId, emails }),
  });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseShareEmails(text, await fileText(file));
    const message = shareEmailsError(parsed);
    setError(message);
    if (message !== null) return;
    try {
      const answer = await send.mutateAsync(parsed.emails);
      const sentMessage = answer?.message ?? POT_NOTICES.shareSent;
      const left = answer?.remaining_today;
      toastSuccess(typeof left === 'number' ? `${sentMessage}. ${invitationsLeftToday(left)}.` : sentMessage, 'Invitations envoyées');
      onClose();
    } catch (err) {
      const inModal = err instanceof ApiError && (err.status === 422 || err.errors[0]?.code === 'share_daily_limit');
      const detail = inModal ? err.errors[0]?.detail : undefined;
      if (detail) setError(detail);
      else
        toastError(
          err instanceof ApiError && err.status === 429 ? (err.errors[0]?.detail ?? POT_NOTICES.shareFailed) : POT_NOTICES.shareFailed,
        );
    }
  }

  return (
    <Modal
      title={title}
      onClose={onClose}
      actions={{ type: 'submit', form: 'share-emails-form', loading: send.isPending, children: 'Envoyer les invitations' }}
    >
      <form id="share-emails-form" className="share-emails" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <div className={error ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={ids.text}>
            Adresses e-mail de vos invités
          </label>
          <textarea
            id={ids.text}
            className="field__input share-emails__text"
            rows={5}
            value={text}
            placeholder="marie@exemple.fr, paul@exemple.fr"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${ids.text}-hint${error ? ` ${ids.error}` : ''}`}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
          />
          <p id={`${ids.text}-hint`} className="field__hint">
            Séparez les adresses par des virgules, des points-virgules ou des retours à la ligne.
          </p>
        </div>
        <div className="share-emails__file">
          <span className="field__label share-emails__file-label">Ou importez une liste (.csv ou .txt)</span>
          <input
            id={ids.file}
            className="visually-hidden"
            type="file"
            accept={acceptAttribute(SHARE_FILE_EXTENSIONS)}
            aria-label="Ou importez une liste (.csv ou .txt)"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
            }}
          />
          <label htmlFor={ids.file} className="btn btn--secondary btn--sm share-emails__pick">
            Choisir un fichier
          </label>
          <span className="share-emails__file-name">{file ? file.name : 'Aucun fichier choisi'}</span>
        </div>
        {error && (
          <p id={ids.error} className="field__error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
